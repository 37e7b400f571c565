import type { EmployeeWorkingAddress } from "@portal/contract/working-address/working-address.schema";
import { formatWorkingAddress } from "../commutation-ticket/commutation-ticket.presenter";
import type { WorkingAddressRow } from "./working-address.repository";

/**
 * One working address as the client reads it. `currentId` is the record in force today (the
 * latest change date on or before today); records after today are scheduled.
 */
export function toEmployeeWorkingAddress(
  row: WorkingAddressRow,
  today: string,
  currentId: number | null,
): EmployeeWorkingAddress {
  return {
    id: row.id,
    employeeId: row.employeeId,
    account: row.account,
    workingAddress: formatWorkingAddress(row),
    workingAddressId: row.workingPlaceId,
    postCode: row.postCode,
    address1: row.address1,
    address2: row.address2,
    changeDate: row.changeDate,
    changeDateString: row.changeDate.replaceAll("-", ""),
    ticketId: row.ticketId,
    isCurrent: row.id === currentId,
    isScheduled: row.changeDate > today,
    createdAt: row.createdAt,
  };
}

/** A history, newest first, with the record in force today flagged. */
export function toWorkingAddressHistory(rows: readonly WorkingAddressRow[], today: string) {
  const current = rows.find((row) => row.changeDate <= today);
  return rows.map((row) => toEmployeeWorkingAddress(row, today, current?.id ?? null));
}
