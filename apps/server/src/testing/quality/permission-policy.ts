import type { PermissionPolicy } from "./permission-types";
import { authPolicy } from "./policy/auth.policy";
import { conversationPolicy } from "./policy/conversation.policy";
import { employeePolicy } from "./policy/employee.policy";
import { employeeChangePolicy } from "./policy/employee-change.policy";
import { jobsPolicy } from "./policy/jobs.policy";
import { leavePolicy } from "./policy/leave.policy";
import { portalPolicy } from "./policy/portal.policy";
import { recordsPolicy } from "./policy/records.policy";
import { sectionFarePolicy } from "./policy/section-fare.policy";
import { ticketPolicy } from "./policy/ticket.policy";
import { ticketDecisionPolicy } from "./policy/ticket-decision.policy";
import { ticketReviewPolicy } from "./policy/ticket-review.policy";

/**
 * The permission matrix: for every route of the contract's route table, keyed by its name, the
 * status each actor must get, per object state where the state matters, and how to build the
 * call (permission-matrix.http.test.ts runs it). The type makes a route without a row a compile
 * error; the test says which.
 */
export const permissionPolicy: PermissionPolicy = {
  ...authPolicy,
  ...employeePolicy,
  ...employeeChangePolicy,
  ...recordsPolicy,
  ...portalPolicy,
  ...ticketPolicy,
  ...ticketDecisionPolicy,
  ...ticketReviewPolicy,
  ...conversationPolicy,
  ...jobsPolicy,
  ...sectionFarePolicy,
  ...leavePolicy,
};
