import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import { selectTickets, type TicketRow } from "./commutation-ticket.repository";
import type { PayrollReportsTable } from "./commutation-ticket.table";

export type PayrollReportRow = Selectable<PayrollReportsTable>;

/**
 * The tickets of a payroll month (both dates included): passes in these statuses in force on any
 * day of the month, and cancellations whose cancel date (the refund's date) falls in it. By
 * employee, then leg.
 */
export function findTicketsOfMonth(
  db: Db,
  month: { from: string; to: string },
  statuses: { inForce: readonly number[]; cancelled: number },
  limit: number,
): Promise<TicketRow[]> {
  return selectTickets(db)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("commutationTickets.status", "in", statuses.inForce),
          eb("commutationTickets.startDate", "<=", month.to),
          eb("commutationTickets.endDate", ">=", month.from),
        ]),
        eb.and([
          eb("commutationTickets.status", "=", statuses.cancelled),
          eb("commutationTickets.cancelDate", ">=", month.from),
          eb("commutationTickets.cancelDate", "<=", month.to),
        ]),
      ]),
    )
    .orderBy("employees.employeeCode")
    .orderBy("commutationTickets.ticketSequence")
    .orderBy("commutationTickets.startDate")
    .orderBy("commutationTickets.id")
    .limit(limit)
    .execute();
}

export function findReportOfMonth(db: Db, month: string): Promise<PayrollReportRow | undefined> {
  return db.selectFrom("payrollReports").selectAll().where("month", "=", month).executeTakeFirst();
}

export function findReport(db: Db, id: number): Promise<PayrollReportRow | undefined> {
  return db.selectFrom("payrollReports").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Stores a month's report, replacing the row of that month if there is one. */
export async function upsertReport(
  db: Db,
  values: Insertable<PayrollReportsTable>,
): Promise<PayrollReportRow> {
  const { month: _month, ...changes } = values;
  return db
    .insertInto("payrollReports")
    .values(values)
    .onConflict((oc) => oc.column("month").doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A page of the reports, newest month first. */
export function findReportsPage(
  db: Db,
  page: { offset: number; limit: number },
): Promise<PayrollReportRow[]> {
  return db
    .selectFrom("payrollReports")
    .selectAll()
    .orderBy("month", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom("payrollReports")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
