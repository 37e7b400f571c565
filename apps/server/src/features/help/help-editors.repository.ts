import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";

/** The granted help editors (or the one asked for) with their names and departments, by employee code. */
export function findEditors(db: Db, employeeId?: number) {
  let query = db
    .selectFrom("helpEditors")
    .innerJoin("employees", "employees.id", "helpEditors.employeeId")
    .leftJoin("departments", "departments.id", "employees.deptId")
    .leftJoin("employees as granter", "granter.id", "helpEditors.grantedBy")
    .select([
      "helpEditors.employeeId",
      "helpEditors.grantedAt",
      "employees.employeeCode",
      personName("employees", "fullName").as("fullName"),
      "departments.nameEn as departmentNameEn",
      "departments.nameJa as departmentNameJa",
      personName<string | null>("granter", "fullName").as("grantedByName"),
    ])
    .orderBy("employees.employeeCode");
  if (employeeId !== undefined) query = query.where("helpEditors.employeeId", "=", employeeId);
  return query.execute();
}

export type HelpEditorRow = Awaited<ReturnType<typeof findEditors>>[number];

export async function isEditor(db: Db, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom("helpEditors")
    .select("employeeId")
    .where("employeeId", "=", employeeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Grants the role; granting it again keeps the first grant. */
export async function grant(db: Db, employeeId: number, grantedBy: number, grantedAt: string): Promise<void> {
  await db
    .insertInto("helpEditors")
    .values({ employeeId, grantedBy, grantedAt })
    .onConflict((oc) => oc.column("employeeId").doNothing())
    .execute();
}

/** Takes the role back; answers whether the employee held it. */
export async function revoke(db: Db, employeeId: number): Promise<boolean> {
  const result = await db.deleteFrom("helpEditors").where("employeeId", "=", employeeId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
