import {
  type AudienceRole,
  type AudienceType,
  internalLinkPattern,
  NotificationMessages,
  NotificationTextLimits,
  Severity,
} from "@portal/contract/notification/notification.constants";
import type { SendNotificationInput } from "@portal/contract/notification/notification.schema";

/** What the send form holds; pickers keep their option values as strings. */
export interface SendFormValues {
  audienceType: AudienceType;
  employeeId: string | null;
  departmentId: string | null;
  role: AudienceRole | null;
  severity: string;
  titleEn: string;
  titleJa: string;
  messageEn: string;
  messageJa: string;
  link: string;
}

export type SendFormField = keyof SendFormValues;

/** A problem with one field: a key of the `notification:send.errors` texts and its values. */
export interface SendFormProblem {
  key: "required" | "chooseEmployee" | "chooseDepartment" | "chooseRole" | "tooLong" | "link";
  values?: Record<string, number>;
}

export type SendFormProblems = Partial<Record<SendFormField, SendFormProblem>>;

export const initialSendFormValues: SendFormValues = {
  audienceType: "user",
  employeeId: null,
  departmentId: null,
  role: null,
  severity: String(Severity.low),
  titleEn: "",
  titleJa: "",
  messageEn: "",
  messageJa: "",
  link: "",
};

const textFields = ["titleEn", "titleJa", "messageEn", "messageJa", "link"] as const;

const maxLengths: Record<(typeof textFields)[number], number> = {
  titleEn: NotificationTextLimits.titleMaxLength,
  titleJa: NotificationTextLimits.titleMaxLength,
  messageEn: NotificationTextLimits.messageMaxLength,
  messageJa: NotificationTextLimits.messageMaxLength,
  link: NotificationTextLimits.linkMaxLength,
};

/** The texts without surrounding spaces (spec: text fields are trimmed). */
export function trimSendFormValues(values: SendFormValues): SendFormValues {
  const trimmed = { ...values };
  for (const field of textFields) trimmed[field] = values[field].trim();
  return trimmed;
}

/**
 * The contract's rules as the user sees them before anything is sent: the audience's pick,
 * English title and message required, lengths bounded, a link only inside the portal.
 */
export function validateSendForm(values: SendFormValues): SendFormProblems {
  const problems: SendFormProblems = {};
  if (values.audienceType === "user" && !values.employeeId) problems.employeeId = { key: "chooseEmployee" };
  if (values.audienceType === "department" && !values.departmentId) {
    problems.departmentId = { key: "chooseDepartment" };
  }
  if (values.audienceType === "role" && !values.role) problems.role = { key: "chooseRole" };
  for (const field of textFields) {
    const max = maxLengths[field];
    if (values[field].trim().length > max) problems[field] = { key: "tooLong", values: { max } };
  }
  if (!values.titleEn.trim()) problems.titleEn = { key: "required" };
  if (!values.messageEn.trim()) problems.messageEn = { key: "required" };
  const link = values.link.trim();
  if (link && !problems.link && !internalLinkPattern.test(link)) problems.link = { key: "link" };
  return problems;
}

function audienceOf(values: SendFormValues): SendNotificationInput["audience"] {
  switch (values.audienceType) {
    case "user":
      return { type: "user", employeeId: Number(values.employeeId) };
    case "department":
      return { type: "department", departmentId: Number(values.departmentId) };
    case "role":
      return { type: "role", role: values.role ?? "hr" };
    default:
      return { type: "everyone" };
  }
}

/** The body of POST notifications for valid, trimmed values. */
export function toSendInput(values: SendFormValues): SendNotificationInput {
  return {
    audience: audienceOf(values),
    severity: Number(values.severity) as SendNotificationInput["severity"],
    titleEn: values.titleEn,
    titleJa: values.titleJa,
    messageEn: values.messageEn,
    messageJa: values.messageJa,
    link: values.link || null,
  };
}

/** The form field a server field error belongs to ("audience.employeeId" is the employee picker). */
export function formFieldOf(serverField: string, audienceType: AudienceType): SendFormField | undefined {
  const field = serverField.split(".").at(-1) ?? "";
  if (field === "employeeId" || field === "departmentId" || field === "role" || field === "severity") {
    return field;
  }
  if (field === "audience" || field === "type") {
    const pickers: Partial<Record<AudienceType, SendFormField>> = {
      user: "employeeId",
      department: "departmentId",
      role: "role",
    };
    return pickers[audienceType] ?? "audienceType";
  }
  return (textFields as readonly string[]).includes(field) ? (field as SendFormField) : undefined;
}

/** The key of a notification message key's text under `notification:send.serverMessages`. */
export function serverMessageKey(
  message: string,
): `send.serverMessages.${keyof typeof NotificationMessages}` | undefined {
  const names = Object.keys(NotificationMessages) as (keyof typeof NotificationMessages)[];
  const name = names.find((candidate) => NotificationMessages[candidate] === message);
  return name ? `send.serverMessages.${name}` : undefined;
}
