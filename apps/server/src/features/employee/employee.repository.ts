import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { EmployeesTable } from "./employee.table";

/** One employee with the department and working place they belong to. */
export function findProfileById(db: Db, id: number) {
  return db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .leftJoin("workingPlaces", "workingPlaces.id", "employees.workingPlaceId")
    .selectAll("employees")
    .select([
      "departments.code as deptCode",
      "departments.nameEn as deptNameEn",
      "departments.nameJa as deptNameJa",
      "workingPlaces.nameEn as workPlaceEn",
      "workingPlaces.nameJa as workPlaceJa",
    ])
    .where("employees.id", "=", id)
    .executeTakeFirst();
}

export type EmployeeProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;

export function create(db: Db, values: Insertable<EmployeesTable>) {
  return db.insertInto("employees").values(values).returning("id").executeTakeFirstOrThrow();
}
