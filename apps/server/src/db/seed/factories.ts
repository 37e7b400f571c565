import type { Insertable } from "kysely";
import type { AccountsTable } from "../../features/auth/auth.table";
import { hashPassword } from "../../features/auth/password";
import type { EmployeesTable } from "../../features/employee/employee.table";
import type { DepartmentsTable, WorkingPlacesTable } from "../../features/organization/organization.table";
import { type Db, nowIso } from "../database";

// Inserts used by the demo seed and by tests alike: defaults for every required column,
// overridden field by field.

let sequence = 0;
const next = () => ++sequence;

type Timestamps = "createdAt" | "updatedAt";

export async function createWorkingPlace(
  db: Db,
  values: Partial<Omit<Insertable<WorkingPlacesTable>, Timestamps>> = {},
) {
  const n = next();
  const now = nowIso();
  return db
    .insertInto("workingPlaces")
    .values({
      code: `WP${n}`,
      nameEn: `Office ${n}`,
      nameJa: `オフィス${n}`,
      postCode: "1000005",
      address1: "東京都千代田区丸の内",
      address2: null,
      ...values,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createDepartment(
  db: Db,
  values: Partial<Omit<Insertable<DepartmentsTable>, Timestamps>> = {},
) {
  const n = next();
  const now = nowIso();
  return db
    .insertInto("departments")
    .values({
      code: `D${n}`,
      nameEn: `Department ${n}`,
      nameJa: `部署${n}`,
      ...values,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type EmployeeValues = Partial<Omit<Insertable<EmployeesTable>, Timestamps>> & { deptId: number };
export type AccountRoles = Partial<
  Omit<Insertable<AccountsTable>, Timestamps | "employeeId" | "passwordHash">
>;

/**
 * One argon2id hash per password for the process (salted once): the demo company and the tests
 * create hundreds of people who share a published password, and each hash costs tens of
 * milliseconds. Checking a password at sign-in is unchanged.
 */
const passwordHashes = new Map<string, Promise<string>>();
function passwordHashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** An employee who can sign in: the employee row, then the account with a hashed password. */
export async function createEmployee(
  db: Db,
  values: EmployeeValues,
  account: { password?: string; passwordHash?: string; roles?: AccountRoles } = {},
) {
  const n = next();
  const now = nowIso();
  const name = values.account ?? `user${n}`;
  const employee = await db
    .insertInto("employees")
    .values({
      account: name,
      employeeCode: `T${String(n).padStart(5, "0")}`,
      fullName: `Test User ${n}`,
      displayName: values.fullName ?? `Test User ${n}`,
      email: `${name}@example.com`,
      ...values,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const passwordHash = account.passwordHash ?? (await passwordHashOf(account.password ?? "Portal#2026"));
  await db
    .insertInto("accounts")
    .values({ employeeId: employee.id, passwordHash, ...account.roles, createdAt: now, updatedAt: now })
    .execute();
  return employee;
}
