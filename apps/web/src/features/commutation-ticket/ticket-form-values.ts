import { addDays } from "@portal/contract/common/dates";
import {
  type TicketDuration,
  type TicketKind,
  TicketLimits,
  type TicketMessages,
  type TicketStatus,
  type TransportType,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CommutingRoute,
  DisabledTime,
  OverBudgetQuery,
  Ticket,
  TicketInputRaw,
  TicketPrice,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { endDateOf } from "@portal/contract/commutation-ticket/ticket-rules";
import { isWithin } from "../../components/ui/calendar-dates";

/** What the ticket form holds; the amount is the raw digits the number input reports. */
export interface TicketFormValues {
  departure: string;
  arrival: string;
  transportType: TransportType;
  duration: TicketDuration;
  /** ISO date, "" when none. */
  startDate: string;
  amount: string;
  notes: string;
}

export type TicketFormField = keyof TicketFormValues;

/** A problem with one field: a key of the `commutation-ticket:messages` texts. */
export type TicketFormProblem = Extract<
  keyof typeof TicketMessages,
  | "departureRequired"
  | "arrivalRequired"
  | "startDateRequired"
  | "startDateDisabled"
  | "amountRequired"
  | "amountInvalid"
  | "overBudgetReasonRequired"
>;

export type TicketFormProblems = Partial<Record<TicketFormField, TicketFormProblem>>;

/** Which fields the kind of request fixes (tickets spec §4, form modes). */
export interface TicketFormLocks {
  /** continueTicket: the section, transport, duration, amount and start come from the ticket continued. */
  section: boolean;
  transportType: boolean;
  duration: boolean;
  amount: boolean;
  startDate: boolean;
}

export function locksOf(kind: TicketKind): TicketFormLocks {
  const isContinuation = kind === "continueTicket";
  const isSixMonths = kind === "createTicket6Months";
  return {
    section: isContinuation,
    transportType: isContinuation || isSixMonths,
    duration: isContinuation || isSixMonths,
    amount: isContinuation,
    startDate: isContinuation,
  };
}

const emptyValues: TicketFormValues = {
  departure: "",
  arrival: "",
  transportType: "Train",
  duration: 1,
  startDate: "",
  amount: "",
  notes: "",
};

/** A new request's values: empty, a 6-month Train pass, or a copy of the ticket continued. */
export function initialTicketFormValues(kind: TicketKind, previous?: Ticket): TicketFormValues {
  if (kind === "createTicket6Months") return { ...emptyValues, transportType: "Train", duration: 6 };
  if (kind === "continueTicket" && previous) {
    return {
      ...emptyValues,
      departure: previous.departure,
      arrival: previous.arrival,
      transportType: previous.transportType,
      duration: previous.duration,
      amount: String(previous.amount),
      startDate: addDays(previous.endDate, 1),
    };
  }
  return emptyValues;
}

/** The values of a ticket being edited. */
export function ticketFormValuesOf(ticket: Ticket): TicketFormValues {
  return {
    departure: ticket.departure,
    arrival: ticket.arrival,
    transportType: ticket.transportType,
    duration: ticket.duration,
    startDate: ticket.startDate,
    amount: String(ticket.amount),
    notes: ticket.notes,
  };
}

/** The pass's last day, or "" until there is a start date. */
export function endDateOfValues(values: Pick<TicketFormValues, "startDate" | "duration">): string {
  return values.startDate ? endDateOf(values.startDate, values.duration) : "";
}

/** Whether a start date is outside the allowed window (a year ahead at most) or inside a locked range. */
export function isStartDateDisabled(iso: string, disabledTime: DisabledTime | undefined): boolean {
  if (!disabledTime) return false;
  return (
    iso < disabledTime.minStartDate ||
    iso > disabledTime.maxStartDate ||
    disabledTime.disabledRanges.some((range) => isWithin(iso, range))
  );
}

export function trimTicketFormValues(values: TicketFormValues): TicketFormValues {
  return {
    ...values,
    departure: values.departure.trim(),
    arrival: values.arrival.trim(),
    notes: values.notes.trim(),
  };
}

export interface TicketValidationContext {
  disabledTime?: DisabledTime;
  /** The over-budget check said the route would go above the limit. */
  isOverBudget: boolean;
  /** A fixed start date (a continuation) is the server's to judge. */
  isStartDateLocked: boolean;
}

/** The spec's submit rules (§5) and the over-budget reason, before anything is sent. */
export function validateTicketForm(
  values: TicketFormValues,
  context: TicketValidationContext,
): TicketFormProblems {
  const problems: TicketFormProblems = {};
  if (!values.departure.trim()) problems.departure = "departureRequired";
  if (!values.arrival.trim()) problems.arrival = "arrivalRequired";
  if (!values.startDate) problems.startDate = "startDateRequired";
  else if (!context.isStartDateLocked && isStartDateDisabled(values.startDate, context.disabledTime)) {
    problems.startDate = "startDateDisabled";
  }
  if (values.amount === "") problems.amount = "amountRequired";
  else {
    const amount = Number(values.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > TicketLimits.amountMax)
      problems.amount = "amountInvalid";
  }
  if (context.isOverBudget && !values.notes.trim()) problems.notes = "overBudgetReasonRequired";
  return problems;
}

/** The body of a new request, an addition to the route or an edit, for valid values. */
export function toTicketInput(
  values: TicketFormValues,
  kind: TicketKind,
  previousTicketId: number | null,
): TicketInputRaw {
  return {
    kind,
    previousTicketId,
    departure: values.departure,
    arrival: values.arrival,
    transportType: values.transportType,
    duration: values.duration,
    startDate: values.startDate,
    amount: Number(values.amount),
    notes: values.notes,
  };
}

/**
 * What the over-budget check needs (spec §5: when the transport is not Other and start, end and
 * duration are set); null when the form is not there yet.
 */
export function overBudgetQueryOf(
  values: TicketFormValues,
  editedTicketId: number | null,
): OverBudgetQuery | null {
  if (values.transportType === "Other" || !values.startDate) return null;
  const amount = Number(values.amount);
  return {
    id: editedTicketId,
    startDate: values.startDate,
    endDate: endDateOf(values.startDate, values.duration),
    amount: Number.isInteger(amount) && amount <= TicketLimits.amountMax ? amount : 0,
    duration: values.duration,
  };
}

const formFields: readonly string[] = [
  "departure",
  "arrival",
  "transportType",
  "duration",
  "startDate",
  "amount",
  "notes",
] satisfies TicketFormField[];

/** The form field a server field error belongs to ("tickets.0.departure" is the departure). */
export function ticketFormFieldOf(serverField: string): TicketFormField | undefined {
  const field = serverField.split(".").at(-1) ?? "";
  return formFields.includes(field) ? (field as TicketFormField) : undefined;
}

/** The usual fare of a section for a pass length, if any. */
export function priceFor(price: TicketPrice | undefined, duration: TicketDuration): number | null {
  if (!price) return null;
  return { 1: price.oneMonth, 3: price.threeMonths, 6: price.sixMonths }[duration];
}

/** Where a section's fare comes from: HR's official fare, or how many colleagues paid it lately. */
export interface PriceBasis {
  official: boolean;
  people: number;
  months: number;
}

/** Where the fare offered for a pass length comes from. */
export function priceBasisFor(price: TicketPrice | undefined, duration: TicketDuration): PriceBasis | null {
  if (!price || priceFor(price, duration) === null) return null;
  const { basis } = price;
  return {
    official: { 1: basis.official.oneMonth, 3: basis.official.threeMonths, 6: basis.official.sixMonths }[
      duration
    ],
    people: { 1: basis.oneMonth, 3: basis.threeMonths, 6: basis.sixMonths }[duration],
    months: basis.months,
  };
}

/** The status of the leg a new request or an addition created: the newest of the route. */
export function newestStatus(route: CommutingRoute): TicketStatus | undefined {
  return route.tickets.reduce<Ticket | undefined>(
    (newest, ticket) => (!newest || ticket.id > newest.id ? ticket : newest),
    undefined,
  )?.status;
}
