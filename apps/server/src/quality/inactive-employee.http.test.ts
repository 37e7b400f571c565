import { describeInactiveEmployee } from "../testing/quality/inactive-employee";

describeInactiveEmployee("on one instance", {});
