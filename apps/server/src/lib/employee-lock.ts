import type { DatabaseKind, Db } from "../db/database";

/**
 * Holds the employee's row until the transaction ends (PostgreSQL): their submissions then run
 * one at a time, and each one's reads see what the one before committed. SQLite runs one
 * transaction at a time on its one connection, so it needs nothing.
 */
export async function lockEmployee(db: Db, kind: DatabaseKind, employeeId: number): Promise<void> {
  if (kind !== "postgres") return;
  await db.selectFrom("employees").select("id").where("id", "=", employeeId).forUpdate().execute();
}
