import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import {
  type AddEducationRequest,
  type DegreeLevel,
  type Education,
  EducationLimits,
  type educationStatuses,
  type GraduationRating,
} from "@portal/contract/employee-education/employee-education.schema";

export type EducationStatus = (typeof educationStatuses)[number];

/**
 * The JSON the add and update calls take (the schema's input): a blank major is left out, as
 * the schema turns a missing one into null but refuses null itself.
 */
export type EducationBody = Omit<AddEducationRequest, "specialized" | "isDraft"> & {
  specialized?: string;
  isDraft?: boolean;
};

export interface EducationFormValues {
  schoolName: string;
  literacy: DegreeLevel | null;
  specialized: string;
  /** "" while studying or not chosen yet. */
  graduationYear: string;
  /** null: no rating given. */
  graduationRating: GraduationRating | null;
  status: EducationStatus;
  reason: string;
  /** Certificates to upload once the request exists. */
  files: File[];
}

export type EducationFormField = Exclude<keyof EducationFormValues, "files"> | "evidences";

/** A problem with one field: a key of the `employee-education:problems` texts. */
export type EducationFormProblem =
  | "schoolNameRequired"
  | "schoolNameTooLong"
  | "literacyRequired"
  | "specializedTooLong"
  | "graduationYearRequired"
  | "reasonTooLong"
  | "tooManyCertificates";

export type EducationFormProblems = Partial<Record<EducationFormField, EducationFormProblem>>;

export const emptyEducationFormValues: EducationFormValues = {
  schoolName: "",
  literacy: null,
  specialized: "",
  graduationYear: "",
  graduationRating: null,
  status: "graduated",
  reason: "",
  files: [],
};

/** The values of a record whose change is asked for. */
export function educationFormValuesOf(record: Education): EducationFormValues {
  return {
    schoolName: record.schoolName,
    literacy: record.literacy,
    specialized: record.specialized ?? "",
    graduationYear: record.graduationYear === null ? "" : String(record.graduationYear),
    graduationRating: record.graduationRating,
    status: record.status,
    reason: "",
    files: [],
  };
}

/** Graduation years offered, newest first: this year back to the first year the records take. */
export function graduationYears(currentYear = new Date().getFullYear()): number[] {
  const count = currentYear - EducationLimits.firstYear + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => currentYear - index);
}

/** The form's rules, checked before anything is sent (the server checks them again). */
export function validateEducationForm(values: EducationFormValues): EducationFormProblems {
  const problems: EducationFormProblems = {};
  const schoolName = values.schoolName.trim();
  if (!schoolName) problems.schoolName = "schoolNameRequired";
  else if (schoolName.length > EducationLimits.schoolNameMaxLength) problems.schoolName = "schoolNameTooLong";
  if (!values.literacy) problems.literacy = "literacyRequired";
  if (values.specialized.trim().length > EducationLimits.specializedMaxLength) {
    problems.specialized = "specializedTooLong";
  }
  if (values.status === "graduated" && !values.graduationYear)
    problems.graduationYear = "graduationYearRequired";
  if (values.reason.trim().length > ChangeRequestLimits.reasonMaxLength) problems.reason = "reasonTooLong";
  if (values.files.length > ChangeRequestLimits.maxEvidences) problems.evidences = "tooManyCertificates";
  return problems;
}

/** The request body of valid values; a course still being studied has no graduation year or rating. */
export function toEducationBody(values: EducationFormValues): EducationBody {
  const specialized = values.specialized.trim();
  const reason = values.reason.trim();
  const isStudying = values.status === "studying";
  return {
    schoolName: values.schoolName.trim(),
    literacy: values.literacy ?? "other",
    ...(specialized ? { specialized } : {}),
    graduationYear: isStudying || !values.graduationYear ? null : Number(values.graduationYear),
    graduationRating: isStudying ? null : values.graduationRating,
    status: values.status,
    ...(reason ? { reason } : {}),
  };
}

const formFields: readonly string[] = [
  "schoolName",
  "literacy",
  "specialized",
  "graduationYear",
  "graduationRating",
  "status",
  "reason",
] satisfies EducationFormField[];

/** The form field a server field error belongs to ("evidences.0" is the certificates). */
export function educationFormFieldOf(serverField: string): EducationFormField | undefined {
  const path = serverField.split(".");
  if (path.includes("evidences")) return "evidences";
  const field = path.at(-1) ?? "";
  return formFields.includes(field) ? (field as EducationFormField) : undefined;
}
