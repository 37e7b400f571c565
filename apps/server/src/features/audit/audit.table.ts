import type { Generated } from "kysely";

export interface SignInAuditTable {
  id: Generated<number>;
  occurredAt: string;
  userId: string;
  employeeId: number | null;
  event: string;
  method: string;
  ipAddress: string;
  userAgent: string;
}
