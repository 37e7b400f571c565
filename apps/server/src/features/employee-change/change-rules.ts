import {
  addDays,
  DateMessages,
  type DateRange,
  DateRanges,
  displayDate,
  isDateIn,
} from "@portal/contract/common/dates";
import { emailPattern } from "@portal/contract/common/validation";
import { ProfileMessages, sexValues, telSchema } from "@portal/contract/employee/employee.schema";
import {
  type AddressField,
  addressFields,
  japaneseLevels,
  maritalStatuses,
  nationalities,
  type ProfileField,
  profileFields,
  relations,
} from "@portal/contract/employee/profile-fields";
import { ChangeRequestMessages } from "@portal/contract/employee-change/employee-change.constants";
import { requestableProfileFields } from "@portal/contract/employee-change/employee-change.schema";
import { z } from "zod";
import { AppError, type AppErrorField, throwFieldErrors } from "../../lib/app-error";
import { lookUpZipCode } from "../../lib/postal-codes";

/** New values of a request's fields, as text (null: cleared). */
export type FieldValues = Record<string, string | null>;

type Checked = { value: string | null } | { error: string; params?: Record<string, string> };

/** Profile fields that cannot be cleared (their column is required). */
const requiredProfileFields: readonly ProfileField[] = ["fullname"];

const isoDate = z.iso.date();

/** One value of a profile field checked against its rule in the table (kind, length, list). */
function checkProfileValue(field: ProfileField, raw: string | null): Checked {
  const rule: { kind: string; maxLength?: number; dateRange?: DateRange } = profileFields[field];
  const value = raw?.trim() ?? "";
  if (value === "") {
    return requiredProfileFields.includes(field) ? { error: ProfileMessages.valueInvalid } : { value: null };
  }
  if (rule.maxLength !== undefined && value.length > rule.maxLength)
    return { error: ProfileMessages.tooLong };
  const inList = (list: readonly string[]) =>
    list.includes(value) ? { value } : { error: ProfileMessages.valueInvalid };
  switch (rule.kind) {
    case "date": {
      if (!isoDate.safeParse(value).success) return { error: ProfileMessages.dateInvalid };
      const range = rule.dateRange ?? DateRanges.career;
      if (isDateIn(value, range)) return { value };
      const params = { min: displayDate(range.min), max: displayDate(range.max) };
      return { error: DateMessages.outOfRange, params };
    }
    case "email":
      return emailPattern.test(value) ? { value } : { error: "validation.validateEmail" };
    case "tel": {
      const tel = telSchema.safeParse(value);
      return tel.success ? { value: tel.data } : { error: ProfileMessages.telInvalid };
    }
    case "sex":
      return inList(sexValues);
    case "maritalStatus":
      return inList(maritalStatuses);
    case "relation":
      return inList(relations);
    case "nationality":
      return inList(nationalities);
    case "japaneseLevel":
      return inList(japaneseLevels);
    default:
      return { value };
  }
}

/**
 * The new values of a profile request, each checked by its rule in the table. Only the fields
 * the table marks `request` (other than the home address) may be asked for. Field names of the
 * errors are `fields.<name>`.
 */
export function checkProfileFields(fields: Record<string, string | null | undefined>): FieldValues {
  const allowed: readonly string[] = requestableProfileFields;
  const errors: AppErrorField[] = [];
  const values: FieldValues = {};
  for (const [field, raw] of Object.entries(fields)) {
    if (raw === undefined) continue;
    if (!allowed.includes(field)) {
      errors.push({ field: `fields.${field}`, messageKey: ChangeRequestMessages.fieldNotRequestable });
      continue;
    }
    const checked = checkProfileValue(field as ProfileField, raw);
    if ("error" in checked) {
      errors.push({ field: `fields.${field}`, messageKey: checked.error, params: checked.params });
    } else values[field] = checked.value;
  }
  throwFieldErrors(errors);
  return values;
}

/**
 * A whole home address checked (post code 7 digits naming an address, full-width and hyphens allowed; prefecture and
 * city required; lengths as the table says). Empty town and building are null.
 */
export function checkAddress(
  address: Record<AddressField, string | null | undefined>,
  prefix = "",
): FieldValues {
  const errors: AppErrorField[] = [];
  const values: FieldValues = {};
  const postCode = (address.postCode ?? "")
    .trim()
    .normalize("NFKC")
    .replace(/[-‐－ー]/g, "");
  // Seven digits that name no address are as wrong as a malformed code (decision 019), as for the
  // working address.
  if (/^\d{7}$/.test(postCode) && lookUpZipCode(postCode).length > 0) values.postCode = postCode;
  else errors.push({ field: `${prefix}postCode`, messageKey: ChangeRequestMessages.postCodeInvalid });
  const required: Partial<Record<AddressField, string>> = {
    prefecture: ChangeRequestMessages.prefectureRequired,
    city: ChangeRequestMessages.cityRequired,
  };
  for (const field of addressFields) {
    if (field === "postCode") continue;
    const value = (address[field] ?? "").trim();
    const requiredKey = required[field];
    if (!value && requiredKey) errors.push({ field: `${prefix}${field}`, messageKey: requiredKey });
    else if (value.length > (profileFields[field].maxLength ?? 100)) {
      errors.push({ field: `${prefix}${field}`, messageKey: ChangeRequestMessages.tooLong });
    } else values[field] = value || null;
  }
  throwFieldErrors(errors);
  return values;
}

/** How far an effective date may lie from today, either way. */
const effectiveDateRangeDays = 366;

/** An effective date within a year of today (a late report of a move, or one planned ahead). */
export function checkEffectiveDate(date: string, today: string, field = "effectiveDate"): string {
  if (
    !isoDate.safeParse(date).success ||
    date < addDays(today, -effectiveDateRangeDays) ||
    date > addDays(today, effectiveDateRangeDays)
  ) {
    throw AppError.field(field, ChangeRequestMessages.effectiveDateInvalid);
  }
  return date;
}

/**
 * The changes of a request: each field with its value now and the value asked for, leaving out
 * fields asked to stay as they are. `keepAll` keeps every field (an address is one whole).
 */
export function changesFrom(
  values: FieldValues,
  current: Record<string, string | null | undefined>,
  options: { keepAll?: boolean; field?: string } = {},
) {
  const changes = Object.entries(values).map(([field, newValue]) => ({
    field,
    oldValue: current[field] ?? null,
    newValue,
  }));
  const changed = changes.filter((change) => change.oldValue !== change.newValue);
  if (changed.length === 0)
    throw AppError.field(options.field ?? "fields", ChangeRequestMessages.nothingChanges);
  return options.keepAll ? changes : changed;
}

/**
 * The key one open request per employee, kind and target holds (decision 024): the profile, the
 * home address and the bank account (one per employee) each take one at a time, as does each
 * education record; requests for new education records do not conflict.
 */
export function openKeyOf(request: {
  employeeId: number;
  kind: string;
  targetId: number | null;
}): string | null {
  if (request.kind === "education") {
    return request.targetId === null ? null : `${request.employeeId}:education:${request.targetId}`;
  }
  return `${request.employeeId}:${request.kind}`;
}
