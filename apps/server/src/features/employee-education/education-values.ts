import { ChangeRequestMessages } from "@portal/contract/employee-change/employee-change.constants";
import type { FieldChange } from "@portal/contract/employee-change/employee-change.schema";
import {
  type AddEducationRequest,
  addEducationRequestSchema,
  degreeLevels,
  educationStatuses,
  graduationRatings,
} from "@portal/contract/employee-education/employee-education.schema";
import type { Db } from "../../db/database";
import { type AppErrorField, throwFieldErrors } from "../../lib/app-error";
import type { EducationRow } from "./employee-education.repository";
import * as educations from "./employee-education.repository";

// An education record as the change requests hold it: text values per field (the request's
// changes), checked by the contract's rules and turned back into a record when applied.

export const educationFields = [
  "schoolName",
  "literacy",
  "specialized",
  "graduationYear",
  "graduationRating",
  "status",
] as const;
type EducationField = (typeof educationFields)[number];
type Values = Record<string, string | null>;

/** A record's values as text; every field null for a new record. */
export function educationValues(row: EducationRow | undefined): Record<EducationField, string | null> {
  return {
    schoolName: row?.schoolName ?? null,
    literacy: row?.literacy ?? null,
    specialized: row?.specialized ?? null,
    graduationYear: row?.graduationYear == null ? null : String(row.graduationYear),
    graduationRating: row?.graduationRating ?? null,
    status: row?.status ?? null,
  };
}

/** The fields of an add or update request (already checked by the contract), as text. */
export function educationInputValues(
  input: Omit<AddEducationRequest, "reason">,
): Record<EducationField, string | null> {
  return {
    schoolName: input.schoolName,
    literacy: input.literacy,
    specialized: input.specialized,
    graduationYear: input.graduationYear === null ? null : String(input.graduationYear),
    graduationRating: input.graduationRating,
    status: input.status,
  };
}

const fieldsSchema = addEducationRequestSchema.omit({ reason: true }).partial();

/**
 * New values of an education request edited field by field (PUT employeeChange/requests/:id),
 * checked by the contract's rules: the year as digits, empty text as null.
 */
export function checkEducationFields(fields: Values): Values {
  const errors: AppErrorField[] = [];
  const input: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(fields)) {
    if (!(educationFields as readonly string[]).includes(field)) {
      errors.push({ field: `fields.${field}`, messageKey: ChangeRequestMessages.fieldNotRequestable });
      continue;
    }
    const value = raw?.trim() || null;
    if (field === "graduationYear")
      input[field] = value === null ? null : /^\d+$/.test(value) ? Number(value) : value;
    else if (field === "specialized") input[field] = value ?? "";
    else input[field] = value;
  }
  const parsed = fieldsSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ field: `fields.${issue.path.map(String).join(".")}`, messageKey: issue.message });
    }
  }
  throwFieldErrors(errors);
  if (!parsed.success) return {};
  const values: Values = {};
  for (const field of Object.keys(parsed.data) as EducationField[]) {
    const value = parsed.data[field];
    values[field] = value === null || value === undefined ? null : String(value);
  }
  return values;
}

/** An education record of the employee (undefined when it is not theirs or does not exist). */
export async function findEducationOf(db: Db, employeeId: number, educationId: number) {
  const row = await educations.findById(db, educationId);
  return row && row.employeeId === employeeId ? row : undefined;
}

const pick = <T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T =>
  value && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * Applies an approved education request (the change-request applier calls it in its
 * transaction): creates the record, or updates the one asked about, and carries the request's
 * files over as its certificates. Answers the record and each field's value before and after.
 */
export async function applyEducationRequest(
  db: Db,
  request: { id: number; employeeId: number; targetId: number | null; changes: FieldChange[] },
  files: { id: number; fileName: string; storedName: string; contentType: string; size: number }[],
  appliedAt: string,
): Promise<{ educationId: number; changes: FieldChange[] }> {
  const current =
    request.targetId === null ? undefined : await findEducationOf(db, request.employeeId, request.targetId);
  const before = educationValues(current);
  const asked = Object.fromEntries(request.changes.map((change) => [change.field, change.newValue]));
  const value = (field: EducationField) => (field in asked ? (asked[field] ?? null) : before[field]);
  const year = value("graduationYear");
  const values = {
    schoolName: value("schoolName") ?? "",
    literacy: pick(degreeLevels, value("literacy"), "other"),
    specialized: value("specialized"),
    graduationYear: year === null ? null : Number(year),
    graduationRating: value("graduationRating")
      ? pick(graduationRatings, value("graduationRating"), "Average")
      : null,
    status: pick(educationStatuses, value("status"), "graduated"),
    requestId: request.id,
    updatedAt: appliedAt,
  };
  let educationId: number;
  if (current) {
    educationId = current.id;
    await educations.update(db, current.id, values);
  } else {
    educationId = await educations.insert(db, {
      ...values,
      employeeId: request.employeeId,
      createdAt: appliedAt,
    });
  }
  await educations.insertCertificates(
    db,
    files.map((file) => ({
      educationId,
      evidenceId: file.id,
      fileName: file.fileName,
      storedName: file.storedName,
      contentType: file.contentType,
      size: file.size,
      createdAt: appliedAt,
    })),
  );
  const after = educationValues({
    ...values,
    id: educationId,
    employeeId: request.employeeId,
    createdAt: appliedAt,
  });
  return {
    educationId,
    changes: educationFields.map((field) => ({ field, oldValue: before[field], newValue: after[field] })),
  };
}
