import type { Db } from "../../db/database";

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
