import type { ChatDataErrorKey, ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import type { ZodError } from "zod";
import { AppError } from "../../../lib/app-error";
import { isMessageKey } from "../../../lib/i18n";
import { chatMessage } from "../chat-catalogue";

/** A problem with one field of a submitted form ("" for the form as a whole), in the chat's language. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The problems of a form's values as the contract's schema (the screens' own) sees them. */
export function problemsOfSchema(error: ZodError, language: ChatLanguage): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ""),
    message: isMessageKey(issue.message)
      ? chatMessage(language, issue.message, issue.code === "custom" ? issue.params : undefined)
      : chatMessage(language, "common.invalidRequest"),
  }));
}

/**
 * The problems of a refusal by a feature's service: its field errors (a request's leg prefix,
 * tickets.0., taken off), or its message for the form as a whole. Anything but an AppError is
 * not the user's to fix and is thrown on.
 */
export function problemsOfRefusal(error: unknown, language: ChatLanguage): FieldProblem[] {
  if (!(error instanceof AppError)) throw error;
  const fields = error.options.fields ?? [];
  if (fields.length === 0) {
    return [{ field: "", message: chatMessage(language, error.messageKey, error.options.params) }];
  }
  return fields.map((problem) => ({
    field: problem.field.replace(/^tickets\.\d+\.?/, ""),
    message: chatMessage(language, problem.messageKey, problem.params),
  }));
}

/**
 * The spec's dataError record: each problem under its field's key (ErrorMessage for any other
 * field and for the form as a whole), several problems of one key joined.
 */
export function toDataError(
  problems: readonly FieldProblem[],
  keyOf: Readonly<Record<string, ChatDataErrorKey>>,
): Partial<Record<ChatDataErrorKey, string>> {
  const dataError: Partial<Record<ChatDataErrorKey, string>> = {};
  for (const problem of problems) {
    const key = keyOf[problem.field] ?? "ErrorMessage";
    const previous = dataError[key];
    if (previous?.includes(problem.message)) continue;
    dataError[key] = previous ? `${previous} ${problem.message}` : problem.message;
  }
  return dataError;
}

/** One line for a form whose errors are shown as one text (the working address). */
export function toDataErrorText(problems: readonly FieldProblem[]): string {
  return [...new Set(problems.map((problem) => problem.message))].join(" ");
}
