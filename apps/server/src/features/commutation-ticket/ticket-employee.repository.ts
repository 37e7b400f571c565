import type { DatabaseKind, Db } from "../../db/database";

// The employee a ticket is asked for: where they work, who leads them, their allowance limit, and
// their row held while they submit.

/** The employee's working place, department leader and own allowance limit. */
export function findEmployeeContext(db: Db, employeeId: number) {
  return db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .leftJoin("workingPlaces", "workingPlaces.id", "employees.workingPlaceId")
    .select([
      "employees.id",
      "employees.account",
      "employees.deptId",
      "employees.commutingAllowanceLimit",
      "departments.leaderEmployeeId",
      "workingPlaces.id as workingPlaceId",
      "workingPlaces.nameEn as placeNameEn",
      "workingPlaces.nameJa as placeNameJa",
      "workingPlaces.postCode",
      "workingPlaces.address1",
      "workingPlaces.address2",
    ])
    .where("employees.id", "=", employeeId)
    .executeTakeFirst();
}

/**
 * Holds the employee's row until the transaction ends (PostgreSQL): their submissions then run
 * one at a time, and each one's reads see what the one before committed. SQLite runs one
 * transaction at a time on its one connection, so it needs nothing.
 */
export async function lockEmployee(db: Db, kind: DatabaseKind, employeeId: number): Promise<void> {
  if (kind !== "postgres") return;
  await db.selectFrom("employees").select("id").where("id", "=", employeeId).forUpdate().execute();
}
