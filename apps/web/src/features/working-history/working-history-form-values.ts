import { DateFormats } from "@portal/contract/common/dates";
import {
  WorkingHistoryLimits,
  yearMonthPattern,
} from "@portal/contract/working-history/working-history.constants";
import type {
  WorkingHistory,
  WorkingHistoryInput,
} from "@portal/contract/working-history/working-history.schema";
import dayjs from "dayjs";

/** What the working-history form holds; months as typed (YYYY/MM). */
export interface WorkingHistoryFormValues {
  companyName: string;
  projectName: string;
  role: string;
  fromMonth: string;
  toMonth: string;
  /** Still working there: no end month. */
  isCurrent: boolean;
  technologies: string;
  description: string;
}

export type WorkingHistoryFormField = Exclude<keyof WorkingHistoryFormValues, "isCurrent">;

/** A problem with one field: a key of the `working-history:form.errors` texts and its values. */
export interface FormProblem {
  key: "required" | "tooLong" | "month" | "toBeforeFrom" | "future";
  values?: Record<string, number>;
}

export type WorkingHistoryFormProblems = Partial<Record<WorkingHistoryFormField, FormProblem>>;

const textLimits = {
  companyName: WorkingHistoryLimits.companyNameMaxLength,
  projectName: WorkingHistoryLimits.projectNameMaxLength,
  role: WorkingHistoryLimits.roleMaxLength,
  technologies: WorkingHistoryLimits.technologiesMaxLength,
  description: WorkingHistoryLimits.descriptionMaxLength,
} as const;
const textFields = Object.keys(textLimits) as (keyof typeof textLimits)[];
const requiredFields: readonly WorkingHistoryFormField[] = ["companyName", "role"];

/** 2024-04 → 2024/04, the spec's year-month format. */
export function formatYearMonth(month: string): string {
  return dayjs(`${month}-01`).format(DateFormats.yearMonth);
}

/** A typed month (2024/04, 2024/4, 2024-04, full-width digits) as YYYY-MM; null when it is none. */
export function parseYearMonth(text: string): string | null {
  const halfWidth = text.trim().replace(/[０-９／－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const match = /^(\d{4})[/-](\d{1,2})$/.exec(halfWidth);
  if (!match) return null;
  const month = `${match[1]}-${(match[2] ?? "").padStart(2, "0")}`;
  return yearMonthPattern.test(month) ? month : null;
}

export const emptyWorkingHistoryForm: WorkingHistoryFormValues = {
  companyName: "",
  projectName: "",
  role: "",
  fromMonth: "",
  toMonth: "",
  isCurrent: false,
  technologies: "",
  description: "",
};

export function workingHistoryFormValuesOf(record: WorkingHistory): WorkingHistoryFormValues {
  return {
    companyName: record.companyName,
    projectName: record.projectName,
    role: record.role,
    fromMonth: formatYearMonth(record.fromMonth),
    toMonth: record.toMonth ? formatYearMonth(record.toMonth) : "",
    isCurrent: record.toMonth === null,
    technologies: record.technologies,
    description: record.description,
  };
}

/** The texts without surrounding spaces (spec: text fields are trimmed). */
export function trimWorkingHistoryForm(values: WorkingHistoryFormValues): WorkingHistoryFormValues {
  const trimmed = { ...values, fromMonth: values.fromMonth.trim(), toMonth: values.toMonth.trim() };
  for (const field of textFields) trimmed[field] = values[field].trim();
  return trimmed;
}

function monthProblem(text: string, thisMonth: string): FormProblem | undefined {
  if (text.trim() === "") return { key: "required" };
  const month = parseYearMonth(text);
  if (!month) return { key: "month" };
  return month > thisMonth ? { key: "future" } : undefined;
}

/**
 * The contract's rules as the user sees them before anything is sent: company and role
 * required, lengths bounded, months as YYYY/MM not after this month (`thisMonth`, YYYY-MM), and
 * the end not before the start unless the position lasts. The server checks again.
 */
export function validateWorkingHistoryForm(
  values: WorkingHistoryFormValues,
  thisMonth: string,
): WorkingHistoryFormProblems {
  const problems: WorkingHistoryFormProblems = {};
  for (const field of textFields) {
    const max = textLimits[field];
    const text = values[field].trim();
    if (text === "" && requiredFields.includes(field)) problems[field] = { key: "required" };
    else if (text.length > max) problems[field] = { key: "tooLong", values: { max } };
  }
  const from = monthProblem(values.fromMonth, thisMonth);
  if (from) problems.fromMonth = from;
  if (!values.isCurrent) {
    const to = monthProblem(values.toMonth, thisMonth);
    const fromMonth = parseYearMonth(values.fromMonth);
    const toMonth = parseYearMonth(values.toMonth);
    if (to) problems.toMonth = to;
    else if (fromMonth && toMonth && toMonth < fromMonth) problems.toMonth = { key: "toBeforeFrom" };
  }
  return problems;
}

/** The request body of valid form values. */
export function toWorkingHistoryInput(values: WorkingHistoryFormValues): WorkingHistoryInput {
  return {
    companyName: values.companyName.trim(),
    projectName: values.projectName.trim(),
    role: values.role.trim(),
    fromMonth: parseYearMonth(values.fromMonth) ?? values.fromMonth,
    toMonth: values.isCurrent ? null : (parseYearMonth(values.toMonth) ?? values.toMonth),
    technologies: values.technologies.trim(),
    description: values.description.trim(),
  };
}

/** The form field a server field error belongs to. */
export function workingHistoryFormFieldOf(serverField: string): WorkingHistoryFormField | undefined {
  const fields: readonly string[] = [...textFields, "fromMonth", "toMonth"];
  return fields.includes(serverField) ? (serverField as WorkingHistoryFormField) : undefined;
}
