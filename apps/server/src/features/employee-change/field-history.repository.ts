import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { EmployeeFieldHistoryTable } from "./employee-change.table";

export async function insertMany(db: Db, rows: Insertable<EmployeeFieldHistoryTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("employeeFieldHistory").values(rows).execute();
}

export interface HistoryFilter {
  employeeId: number;
  kind?: string | undefined;
}

function filtered(db: Db, filter: HistoryFilter) {
  let query = db
    .selectFrom("employeeFieldHistory")
    .where("employeeFieldHistory.employeeId", "=", filter.employeeId);
  if (filter.kind) query = query.where("employeeFieldHistory.kind", "=", filter.kind);
  return query;
}

/** A page of an employee's history, newest first, with who asked and who approved. */
export function findPage(db: Db, filter: HistoryFilter, page: { offset: number; limit: number }) {
  return filtered(db, filter)
    .leftJoin("employees as requester", "requester.id", "employeeFieldHistory.requestedBy")
    .leftJoin("employees as approver", "approver.id", "employeeFieldHistory.approvedBy")
    .selectAll("employeeFieldHistory")
    .select([
      personName<string | null>("requester").as("requestedByName"),
      personName<string | null>("approver").as("approvedByName"),
    ])
    .orderBy("employeeFieldHistory.appliedAt", "desc")
    .orderBy("employeeFieldHistory.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export type FieldHistoryRow = Awaited<ReturnType<typeof findPage>>[number];

export async function count(db: Db, filter: HistoryFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
