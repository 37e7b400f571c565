import type {
  DirectProfileField,
  RequestProfileField,
  WorkplaceProfileField,
} from "@portal/contract/employee/profile-fields";
import type { Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { EmployeesTable } from "./employee.table";

/**
 * One employee with the department and working place they belong to; the position is kept as its
 * English name, and the master gives its Japanese one.
 */
export function findProfileById(db: Db, id: number) {
  return db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .leftJoin("workingPlaces", "workingPlaces.id", "employees.workingPlaceId")
    .leftJoin("positions", "positions.nameEn", "employees.position")
    .selectAll("employees")
    .select([
      "positions.nameJa as positionJa",
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

/** The profile fields changed through the portal (direct, workplace, request) and the address date. */
export type StoredProfileField =
  | DirectProfileField
  | WorkplaceProfileField
  | RequestProfileField
  | "changeAddressDate";

/** The employees column behind each profile field the portal changes. */
const profileColumns = {
  fullname: "fullName",
  fullnameJP: "fullNameJp",
  fullnameVN: "fullNameVn",
  displayName: "displayName",
  sex: "sex",
  birthday: "birthday",
  marriesStatus: "maritalStatus",
  nationality: "nationality",
  japaneseLevel: "japaneseLevel",
  japaneseNote: "japaneseNote",
  description: "description",
  tel: "tel",
  personalEmail: "personalEmail",
  companyTel: "companyTel",
  customerAddress: "customerAddress",
  postCode: "postCode",
  prefecture: "prefecture",
  city: "city",
  town: "town",
  building: "building",
  changeAddressDate: "changeAddressDate",
  alienceCardNo: "alienCardNo",
  visaKind: "visaKind",
  visaExpireDate: "visaExpireDate",
  emergencyContactName: "emergencyContactName",
  emergencyContactRelation: "emergencyContactRelation",
  emergencyContactPhone: "emergencyContactPhone",
  passportNumber: "passportNumber",
  passportIssueDate: "passportIssueDate",
  passportIssuingAuthority: "passportIssuingAuthority",
} as const satisfies Record<StoredProfileField, keyof EmployeesTable>;

/** The stored values of these profile fields (undefined when the employee does not exist). */
export async function findProfileValues(
  db: Db,
  id: number,
  fields: readonly StoredProfileField[],
): Promise<Partial<Record<StoredProfileField, string | null>> | undefined> {
  if (fields.length === 0) return {};
  const row = await db
    .selectFrom("employees")
    .select(fields.map((field) => profileColumns[field]))
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const values = row as Record<string, string | null>;
  return Object.fromEntries(fields.map((field) => [field, values[profileColumns[field]] ?? null]));
}

/** Writes profile field values to their columns. */
export async function updateProfileValues(
  db: Db,
  id: number,
  values: Partial<Record<StoredProfileField, string | null>>,
  updatedAt: string,
): Promise<void> {
  const set: Record<string, string | null> = { updatedAt };
  for (const [field, value] of Object.entries(values)) {
    set[profileColumns[field as StoredProfileField]] = value ?? null;
  }
  await db
    .updateTable("employees")
    .set(set as Updateable<EmployeesTable>)
    .where("id", "=", id)
    .execute();
}
