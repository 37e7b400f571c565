import {
  changeProfileSchema,
  changeWorkplaceSchema,
  type EmployeeProfile,
} from "@portal/contract/employee/employee.schema";
import {
  type DirectProfileField,
  type ProfileField,
  type ProfileSection,
  profileFields,
  profileFieldsOf,
  type WorkplaceProfileField,
} from "@portal/contract/employee/profile-fields";
import { issuesByField } from "../../components/profile-fields/use-validation-text";

export type EditableField = DirectProfileField | WorkplaceProfileField;

const isEditable = (field: ProfileField): field is EditableField =>
  profileFields[field].edit === "direct" || profileFields[field].edit === "workplace";

/** The fields of a section the employee changes at once (`direct` and `workplace`), in table order. */
export function editableFieldsOf(section: ProfileSection): EditableField[] {
  return profileFieldsOf(section).filter(isEditable);
}

/** What the form holds: every field as text, "" for none. */
export type EditValues = Partial<Record<EditableField, string>>;

export function initialEditValues(profile: EmployeeProfile, fields: EditableField[]): EditValues {
  return Object.fromEntries(fields.map((field) => [field, profile[field] ?? ""]));
}

/**
 * The two bodies to send: only the fields whose text changed (spaces around it do not count),
 * each checked with the contract's schema; or the message keys of the fields that fail.
 */
export function editBodies(profile: EmployeeProfile, values: EditValues) {
  const changed = (Object.keys(values) as EditableField[]).filter(
    (field) => (values[field] ?? "").trim() !== (profile[field] ?? "").trim(),
  );
  const pick = (mode: "direct" | "workplace") =>
    Object.fromEntries(
      changed
        .filter((field) => profileFields[field].edit === mode)
        .map((field) => [
          field,
          field === "emergencyContactRelation" ? values[field] || null : values[field],
        ]),
    );
  const direct = changeProfileSchema.safeParse(pick("direct"));
  const workplace = changeWorkplaceSchema.safeParse(pick("workplace"));
  const errors = {
    ...(direct.success ? {} : issuesByField(direct.error.issues)),
    ...(workplace.success ? {} : issuesByField(workplace.error.issues)),
  };
  if (!direct.success || !workplace.success) return { ok: false as const, errors };
  return { ok: true as const, direct: direct.data, workplace: workplace.data, count: changed.length };
}
