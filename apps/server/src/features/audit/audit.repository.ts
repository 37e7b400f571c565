import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { SignInAuditTable } from "./audit.table";

export function create(db: Db, values: Insertable<SignInAuditTable>) {
  return db.insertInto("signInAudit").values(values).execute();
}

export interface SignInAuditFilter {
  userId?: string;
  /** Inclusive ISO timestamps. */
  from?: string;
  to?: string;
}

function filtered(db: Db, filter: SignInAuditFilter) {
  let query = db.selectFrom("signInAudit");
  if (filter.userId) query = query.where("userId", "=", filter.userId);
  if (filter.from) query = query.where("occurredAt", ">=", filter.from);
  if (filter.to) query = query.where("occurredAt", "<=", filter.to);
  return query;
}

export function findPage(db: Db, filter: SignInAuditFilter, page: { offset: number; limit: number }) {
  return filtered(db, filter)
    .selectAll()
    .orderBy("occurredAt", "desc")
    .orderBy("id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function count(db: Db, filter: SignInAuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type SignInAuditRow = Awaited<ReturnType<typeof findPage>>[number];
