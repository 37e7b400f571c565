import type { Db } from "../../db/database";

/**
 * What decides whether a session may still act, in one statement: its employee's status and
 * whether its token was signed out (null when it was not). Undefined when the employee is gone.
 */
export function findSessionState(db: Db, employeeId: number, jti: string) {
  return db
    .selectFrom("employees")
    .leftJoin("revokedTokens", (join) => join.on("revokedTokens.jti", "=", jti))
    .select(["employees.status", "revokedTokens.jti as revokedJti"])
    .where("employees.id", "=", employeeId)
    .executeTakeFirst();
}

/** Every employee whose status is not the active one. */
export async function findInactiveEmployeeIds(db: Db, activeStatus: number): Promise<number[]> {
  const rows = await db.selectFrom("employees").select("id").where("status", "<>", activeStatus).execute();
  return rows.map((row) => row.id);
}
