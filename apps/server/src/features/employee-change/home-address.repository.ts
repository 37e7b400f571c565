import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { EmployeeHomeAddressesTable } from "./employee-change.table";

export async function insert(db: Db, values: Insertable<EmployeeHomeAddressesTable>): Promise<void> {
  await db.insertInto("employeeHomeAddresses").values(values).execute();
}

/** An employee's home addresses, newest change date first. */
export function findByEmployeeId(db: Db, employeeId: number) {
  return db
    .selectFrom("employeeHomeAddresses")
    .selectAll()
    .where("employeeId", "=", employeeId)
    .orderBy("changeAddressDate", "desc")
    .orderBy("id", "desc")
    .execute();
}
