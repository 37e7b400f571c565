import {
  type CancelReasonId,
  type CancelType,
  otherCancelReasonId,
  type TicketMessages,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CancelTicket,
  Evidence,
  Ticket,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";

/** What the cancel form holds; the refund is the raw digits the number input reports. */
export interface CancelFormValues {
  /** ISO date, "" when none. */
  cancelDate: string;
  cancelType: CancelType;
  refundAmount: string;
  /** The reason's id as a string (the select's value), null when none. */
  cancelReason: string | null;
  note: string;
  evidences: Evidence[];
}

export type CancelFormField = keyof CancelFormValues;

/** A problem with one field: a key of the `commutation-ticket:messages` texts. */
export type CancelFormProblem =
  | Extract<
      keyof typeof TicketMessages,
      | "cancelDateRequired"
      | "refundAmountRequired"
      | "refundAmountInvalid"
      | "refundAmountRange"
      | "noteRequired"
      | "evidenceRequired"
    >
  | "cancelReasonRequired";

export type CancelFormProblems = Partial<Record<CancelFormField, CancelFormProblem>>;

export const initialCancelFormValues = (ticket: Ticket): CancelFormValues => ({
  cancelDate: "",
  cancelType: "full",
  refundAmount: String(ticket.amount),
  cancelReason: null,
  note: "",
  evidences: [],
});

/** The refund a cancel type fixes: the whole amount, nothing, or what the employee types. */
export function fixedRefundOf(cancelType: CancelType, amount: number): string | null {
  if (cancelType === "full") return String(amount);
  if (cancelType === "renewal") return "0";
  return null;
}

/** Whether a refund typed so far is outside 0..amount ("This field is not valid." while typing). */
export function isRefundOutOfRange(refund: string, amount: number): boolean {
  return refund !== "" && Number(refund) > amount;
}

/** Evidence is needed when the refund is neither 0 nor the whole amount: a partial refund. */
export const needsEvidence = (values: Pick<CancelFormValues, "cancelType">) =>
  values.cancelType === "partial";

/** The spec's cancel-form rules (§5), before anything is sent. */
export function validateCancelForm(values: CancelFormValues, amount: number): CancelFormProblems {
  const problems: CancelFormProblems = {};
  if (!values.cancelDate) problems.cancelDate = "cancelDateRequired";
  if (values.refundAmount === "") problems.refundAmount = "refundAmountRequired";
  else {
    const refund = Number(values.refundAmount);
    if (!Number.isInteger(refund) || refund < 0) problems.refundAmount = "refundAmountInvalid";
    else if (refund > amount) problems.refundAmount = "refundAmountRange";
  }
  if (values.cancelReason === null) problems.cancelReason = "cancelReasonRequired";
  if (Number(values.cancelReason) === otherCancelReasonId && !values.note.trim())
    problems.note = "noteRequired";
  if (needsEvidence(values) && values.evidences.length === 0) problems.evidences = "evidenceRequired";
  return problems;
}

/** The body of POST cancel for valid values. */
export function toCancelInput(values: CancelFormValues, ticketId: number): CancelTicket {
  return {
    ticketId,
    cancelDate: values.cancelDate,
    cancelType: values.cancelType,
    refundAmount: Number(values.refundAmount),
    cancelReason: Number(values.cancelReason) as CancelReasonId,
    note: values.note.trim(),
    evidenceIds: values.evidences.map((evidence) => evidence.id),
  };
}

const formFields: readonly string[] = ["cancelDate", "cancelType", "refundAmount", "cancelReason", "note"];

/** The form field a server field error belongs to (evidenceIds is the evidence list). */
export function cancelFormFieldOf(serverField: string): CancelFormField | undefined {
  const field = serverField.split(".")[0] ?? "";
  if (field === "evidenceIds") return "evidences";
  return formFields.includes(field) ? (field as CancelFormField) : undefined;
}
