import { type AddressField, addressFields } from "@portal/contract/employee/profile-fields";
import { ChangeRequestMessages } from "@portal/contract/employee-change/employee-change.constants";
import type {
  AddressChange,
  ChangeRequest,
  FieldChange,
  ProfileChangeRequest,
  UpdateChangeRequest,
} from "@portal/contract/employee-change/employee-change.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import type { SessionClaims } from "../auth/token";
import { profileValuesOf, type StoredProfileField } from "../employee/employee.service";
import {
  checkEducationFields,
  educationFields,
  educationValues,
  findEducationOf,
} from "../employee-education/education-values";
import { viewerOf } from "./change-access";
import {
  changesFrom,
  checkAddress,
  checkEffectiveDate,
  checkProfileFields,
  type FieldValues,
} from "./change-rules";
import { createChangeRequest, reviseChangeRequest } from "./change-save.service";
import { parseChanges } from "./employee-change.presenter";
import type { ChangeRequestRow } from "./employee-change.repository";
import { loadEditable, presentById } from "./employee-change.service";

// Requests whose fields are edited as text: profile fields, the home address, education records.

/**
 * A new home address may not start before the one in force (its date would rewrite the past of
 * the address history).
 */
async function checkAddressDate(
  deps: AppDeps,
  employeeId: number,
  date: string,
  field: string,
): Promise<string> {
  checkEffectiveDate(date, companyToday(deps), field);
  const { changeAddressDate } = await profileValuesOf(deps.db, employeeId, ["changeAddressDate"]);
  if (changeAddressDate && date <= changeAddressDate) {
    throw AppError.field(field, ChangeRequestMessages.effectiveDateInvalid);
  }
  return date;
}

function addressChanges(current: FieldValues, values: FieldValues): FieldChange[] {
  return changesFrom(values, current, { keepAll: true });
}

/** POST employeeChange/address: the spec's call; submitted to HR unless kept as a draft. */
export async function createAddressRequest(
  deps: AppDeps,
  session: SessionClaims,
  input: AddressChange,
): Promise<ChangeRequest> {
  if (input.employeeId !== undefined && input.employeeId !== session.employeeId) {
    throw AppError.permissionDenied();
  }
  const values = checkAddress({ ...input, town: input.town || input.townTemp });
  const effectiveDate = await checkAddressDate(deps, session.employeeId, input.changeDate, "changeDate");
  const current = await profileValuesOf(deps.db, session.employeeId, addressFields);
  const row = await createChangeRequest(deps, {
    employeeId: session.employeeId,
    kind: "address",
    targetId: null,
    effectiveDate,
    changes: addressChanges(current, values),
    reason: input.description,
    draft: input.draft,
  });
  return presentById(deps, row.id, await viewerOf(deps, session));
}

/** POST employeeChange/requests: profile fields the table marks `request`, each by its rule. */
export async function createProfileRequest(
  deps: AppDeps,
  session: SessionClaims,
  input: ProfileChangeRequest,
): Promise<ChangeRequest> {
  const values = checkProfileFields(input.fields);
  const effectiveDate = checkEffectiveDate(input.effectiveDate, companyToday(deps));
  const current = await profileValuesOf(
    deps.db,
    session.employeeId,
    Object.keys(values) as StoredProfileField[],
  );
  const row = await createChangeRequest(deps, {
    employeeId: session.employeeId,
    kind: "profile",
    targetId: null,
    effectiveDate,
    changes: changesFrom(values, current),
    reason: input.reason,
    draft: input.draft,
  });
  return presentById(deps, row.id, await viewerOf(deps, session));
}

/**
 * The request's changes with `fields` laid over the values it asks for now, checked by the kind's
 * rules against the record as it is now (a field set back to its current value drops out).
 */
async function revisedChanges(
  deps: AppDeps,
  row: ChangeRequestRow,
  fields: Record<string, string | null>,
): Promise<FieldChange[]> {
  const asked = Object.fromEntries(
    parseChanges(row.changes).map((change) => [change.field, change.newValue]),
  );
  switch (row.kind) {
    case "profile": {
      const values = checkProfileFields({ ...asked, ...fields });
      const current = await profileValuesOf(
        deps.db,
        row.employeeId,
        Object.keys(values) as StoredProfileField[],
      );
      return changesFrom(values, current);
    }
    case "address": {
      const unknown = Object.keys(fields).find(
        (field) => !(addressFields as readonly string[]).includes(field),
      );
      if (unknown) throw AppError.field(`fields.${unknown}`, ChangeRequestMessages.fieldNotRequestable);
      const merged = { ...asked, ...fields } as Record<AddressField, string | null>;
      const values = checkAddress(merged, "fields.");
      return addressChanges(await profileValuesOf(deps.db, row.employeeId, addressFields), values);
    }
    case "education": {
      const merged = { ...asked, ...checkEducationFields(fields) };
      // In the record's field order, whichever order the fields were asked in.
      const values = Object.fromEntries(
        educationFields.filter((field) => field in merged).map((field) => [field, merged[field] ?? null]),
      );
      const record =
        row.targetId === null ? undefined : await findEducationOf(deps.db, row.employeeId, row.targetId);
      return changesFrom(values, educationValues(record), { keepAll: row.targetId === null });
    }
    default:
      // A bank account is changed through its own form (updateBankAccountRequest with the id).
      throw AppError.field("fields", ChangeRequestMessages.fieldNotRequestable);
  }
}

/** PUT employeeChange/requests/:id: the owner edits a draft or a submitted request before the decision. */
export async function updateRequest(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  input: UpdateChangeRequest,
): Promise<ChangeRequest> {
  const { row, viewer } = await loadEditable(deps, session, id);
  const changes = input.fields ? await revisedChanges(deps, row, input.fields) : undefined;
  let effectiveDate: string | undefined;
  if (input.effectiveDate !== undefined) {
    effectiveDate =
      row.kind === "address"
        ? await checkAddressDate(deps, row.employeeId, input.effectiveDate, "effectiveDate")
        : checkEffectiveDate(input.effectiveDate, companyToday(deps));
  }
  await reviseChangeRequest(deps, row, {
    ...(changes && { changes }),
    ...(effectiveDate && { effectiveDate }),
    ...(input.reason !== undefined && { reason: input.reason || null }),
  });
  return presentById(deps, id, viewer);
}
