import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { EducationCertificatesTable, EmployeeEducationsTable } from "./employee-education.table";

/** An employee's records, oldest graduation first (those still studying last). */
export function findByEmployeeId(db: Db, employeeId: number) {
  return db
    .selectFrom("employeeEducations")
    .selectAll()
    .where("employeeId", "=", employeeId)
    .orderBy("graduationYear")
    .orderBy("id")
    .execute();
}

export function findById(db: Db, id: number) {
  return db.selectFrom("employeeEducations").selectAll().where("id", "=", id).executeTakeFirst();
}

export type EducationRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export async function insert(db: Db, values: Insertable<EmployeeEducationsTable>): Promise<number> {
  const row = await db
    .insertInto("employeeEducations")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function update(db: Db, id: number, values: Updateable<EmployeeEducationsTable>): Promise<void> {
  await db.updateTable("employeeEducations").set(values).where("id", "=", id).execute();
}

export function findCertificatesOf(db: Db, educationIds: readonly number[]) {
  if (educationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("educationCertificates")
    .selectAll()
    .where("educationId", "in", educationIds)
    .orderBy("id")
    .execute();
}

export type CertificateRow = Awaited<ReturnType<typeof findCertificatesOf>>[number];

export function findCertificate(db: Db, id: number) {
  return db.selectFrom("educationCertificates").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertCertificates(
  db: Db,
  rows: Insertable<EducationCertificatesTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("educationCertificates").values(rows).execute();
}
