import type { Generated } from "kysely";

export interface AccountsTable {
  employeeId: number;
  passwordHash: string;
  sms: Generated<number>;
  seatAdmin: Generated<number>;
  delegator: Generated<number>;
  ownerNda: Generated<number>;
  fesAdmin: Generated<number>;
  ndaAdmin: Generated<number>;
  ticketApprover: Generated<number>;
  administrator: Generated<number>;
  createdAt: string;
  updatedAt: string;
}
