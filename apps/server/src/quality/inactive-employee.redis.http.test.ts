import { describeInactiveEmployee } from "../testing/quality/inactive-employee";
import { testRedisUrl } from "../testing/redis";

describeInactiveEmployee("with Redis, as several instances run", {
  REDIS_URL: testRedisUrl,
  SESSION_CHECK_SECONDS: "1",
});
