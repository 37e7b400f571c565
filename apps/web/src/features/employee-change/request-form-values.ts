import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import {
  type ProfileSection,
  profileFields,
  profileFieldsOf,
} from "@portal/contract/employee/profile-fields";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import { requestableProfileFields } from "@portal/contract/employee-change/employee-change.schema";
import { parseTypedDate } from "../../components/ui/calendar-dates";

export type RequestableField = (typeof requestableProfileFields)[number];

const isRequestable = (field: string): field is RequestableField =>
  (requestableProfileFields as readonly string[]).includes(field);

/** The fields of a section changed by a request (the home address has its own form). */
export function requestableFieldsOf(section: ProfileSection): RequestableField[] {
  return profileFieldsOf(section).filter(isRequestable);
}

/** A problem the form finds itself: a key of the contract's messages, and the limit it broke. */
export interface FieldProblem {
  key: string;
  max?: number;
}

/** Checks one new value against its field's rule (length, date); undefined when it is fine. */
export function fieldProblem(field: string, value: string): FieldProblem | undefined {
  if (!Object.hasOwn(profileFields, field) || value === "") return undefined;
  const rule = profileFields[field as keyof typeof profileFields];
  if (rule.kind === "date" && !parseTypedDate(value)) return { key: "profile.dateInvalid" };
  if ("maxLength" in rule && value.length > rule.maxLength)
    return { key: "profile.tooLong", max: rule.maxLength };
  return undefined;
}

/** The new values that differ from the profile ("" clears a value: null). */
export function changedFields(
  profile: EmployeeProfile,
  values: Partial<Record<RequestableField, string>>,
): Partial<Record<RequestableField, string | null>> {
  const changed: Partial<Record<RequestableField, string | null>> = {};
  for (const [field, value] of Object.entries(values) as [RequestableField, string][]) {
    const next = value.trim();
    if (next !== (profile[field] ?? "")) changed[field] = next || null;
  }
  return changed;
}

/** The problems of the date and the reason every request has. */
export function requestProblems(effectiveDate: string, reason: string) {
  const problems: { effectiveDate?: FieldProblem; reason?: FieldProblem } = {};
  if (!effectiveDate) problems.effectiveDate = { key: "employeeChange.effectiveDateRequired" };
  if (reason.trim().length > ChangeRequestLimits.reasonMaxLength) {
    problems.reason = { key: "employeeChange.tooLong", max: ChangeRequestLimits.reasonMaxLength };
  }
  return problems;
}
