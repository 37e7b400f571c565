import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { EmployeeBankAccountsTable } from "./bank-account.table";

export function findByEmployeeId(db: Db, employeeId: number) {
  return db
    .selectFrom("employeeBankAccounts")
    .selectAll()
    .where("employeeId", "=", employeeId)
    .executeTakeFirst();
}

export type BankAccountRow = NonNullable<Awaited<ReturnType<typeof findByEmployeeId>>>;

export async function insert(db: Db, values: Insertable<EmployeeBankAccountsTable>): Promise<void> {
  await db.insertInto("employeeBankAccounts").values(values).execute();
}

export async function update(
  db: Db,
  id: number,
  values: Updateable<EmployeeBankAccountsTable>,
): Promise<void> {
  await db.updateTable("employeeBankAccounts").set(values).where("id", "=", id).execute();
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.deleteFrom("employeeBankAccounts").where("id", "=", id).execute();
}
