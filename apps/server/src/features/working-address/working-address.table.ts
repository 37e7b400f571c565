import type { Generated } from "kysely";

/** An employee's working address from its change date until the next record's (decision 022). */
export interface EmployeeWorkingAddressesTable {
  id: Generated<number>;
  employeeId: number;
  /** The company's working place this address is; null for another address (a client's site). */
  workingPlaceId: number | null;
  /** 7 digits, no hyphen. */
  postCode: string;
  /** Prefecture, city and town (what the post code lookup fills in). */
  address1: string;
  /** Block, building, floor; "" when none. */
  address2: string;
  /** YYYY-MM-DD in Japan; one record per employee and day. */
  changeDate: string;
  /** The commuting-ticket request that answered the change; null until one does. */
  ticketId: number | null;
  /** Who recorded it (the employee, or the seed's HR). */
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}
