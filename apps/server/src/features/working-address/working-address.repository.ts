import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { EmployeeWorkingAddressesTable } from "./working-address.table";

/** Working addresses with their employee's account. */
function selectAddresses(db: Db) {
  return db
    .selectFrom("employeeWorkingAddresses")
    .innerJoin("employees", "employees.id", "employeeWorkingAddresses.employeeId")
    .selectAll("employeeWorkingAddresses")
    .select("employees.account");
}

export type WorkingAddressRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: Db, id: number) {
  return selectAddresses(db).where("employeeWorkingAddresses.id", "=", id).executeTakeFirst();
}

/** An employee's working addresses, newest change date first. */
export function findByEmployeeId(db: Db, employeeId: number) {
  return selectAddresses(db)
    .where("employeeWorkingAddresses.employeeId", "=", employeeId)
    .orderBy("employeeWorkingAddresses.changeDate", "desc")
    .execute();
}

/** The record with the latest change date on or before `date`, if any. */
export function findLatestOnOrBefore(db: Db, employeeId: number, date: string) {
  return db
    .selectFrom("employeeWorkingAddresses")
    .selectAll()
    .where("employeeId", "=", employeeId)
    .where("changeDate", "<=", date)
    .orderBy("changeDate", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The record with the latest change date, in force or still to come. */
export function findLatest(db: Db, employeeId: number) {
  return db
    .selectFrom("employeeWorkingAddresses")
    .selectAll()
    .where("employeeId", "=", employeeId)
    .orderBy("changeDate", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The employee and the address of their working place (the fallback before any record). */
export function findEmployeeWithPlace(db: Db, employeeId: number) {
  return db
    .selectFrom("employees")
    .leftJoin("workingPlaces", "workingPlaces.id", "employees.workingPlaceId")
    .select([
      "employees.id",
      "employees.workingPlaceId",
      "workingPlaces.postCode",
      "workingPlaces.address1",
      "workingPlaces.address2",
    ])
    .where("employees.id", "=", employeeId)
    .executeTakeFirst();
}

export async function create(db: Db, values: Insertable<EmployeeWorkingAddressesTable>): Promise<number> {
  const row = await db
    .insertInto("employeeWorkingAddresses")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTicketId(db: Db, id: number, ticketId: number, now: string) {
  await db
    .updateTable("employeeWorkingAddresses")
    .set({ ticketId, updatedAt: now })
    .where("id", "=", id)
    .execute();
}
