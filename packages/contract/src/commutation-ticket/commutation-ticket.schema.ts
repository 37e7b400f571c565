import { z } from "zod";
import { DateRanges, isoDateIn } from "../common/dates";
import { CommonMessages } from "../common/errors";
import { idParamSchema, idSchema } from "../common/ids";
import {
  cancelReasons,
  cancelTypes,
  otherCancelReasonId,
  TicketLimits,
  TicketMessages,
  ticketDurations,
  ticketKinds,
  ticketStatuses,
  transportTypes,
} from "./commutation-ticket.constants";
import { ticketActions, ticketLogActions } from "./ticket-status-machine";

/** HR's review of an evidence file. */
export const evidenceReviews = ["pending", "approved", "rejected"] as const;
export type EvidenceReview = (typeof evidenceReviews)[number];

const isoDate = isoDateIn(DateRanges.picker);
const positiveId = idSchema;

/** A station or place name: required (with the message given), at most 100 characters. */
export const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(TicketLimits.locationMaxLength, { error: CommonMessages.tooLong });

const durationSchema = z.union(ticketDurations.map((value) => z.literal(value)));
const statusSchema = z.union(ticketStatuses.map((value) => z.literal(value)));

/** Whole yen, above 0, at most 9 digits. */
export const amountSchema = z
  .number({ error: TicketMessages.amountRequired })
  .int({ error: TicketMessages.amountInvalid })
  .positive({ error: TicketMessages.amountInvalid })
  .max(TicketLimits.amountMax, { error: TicketMessages.amountInvalid });

/**
 * One leg as the employee asks for it. The end date is never sent: the server computes it (the
 * start plus the duration in months, minus one day).
 */
export const ticketInputSchema = z.strictObject({
  kind: z.enum(ticketKinds).default("createTicket"),
  /** The ticket a continuation continues (continueTicket only). */
  previousTicketId: positiveId.nullable().default(null),
  departure: requiredText(TicketMessages.departureRequired),
  arrival: requiredText(TicketMessages.arrivalRequired),
  transportType: z.enum(transportTypes),
  duration: durationSchema,
  startDate: z.string({ error: TicketMessages.startDateRequired }).pipe(isoDate),
  amount: amountSchema,
  notes: z.string().trim().max(TicketLimits.notesMaxLength).default(""),
});

/** POST commutationTicket: a new request of one or more legs (the route is created if need be). */
export const createTicketsSchema = z.strictObject({
  tickets: z.array(ticketInputSchema).min(1).max(TicketLimits.maxLegs),
});

/** POST commutationTicket/update: an edit or resubmission, the ticket named in the body. */
export const updateTicketSchema = ticketInputSchema.extend({ id: positiveId });

export const ticketIdParamsSchema = z.strictObject({ id: idParamSchema });
export const routeIdParamsSchema = z.strictObject({ routeId: idParamSchema });
export const routeTicketParamsSchema = z.strictObject({
  id: idParamSchema,
  ticketId: idParamSchema,
});

/** POST commutationTicket/cancel: cancel or refund a ticket in force. */
export const cancelTicketSchema = z
  .strictObject({
    ticketId: positiveId,
    cancelDate: z.string({ error: TicketMessages.cancelDateRequired }).pipe(isoDate),
    cancelType: z.enum(cancelTypes),
    refundAmount: z
      .number({ error: TicketMessages.refundAmountRequired })
      .int({ error: TicketMessages.refundAmountInvalid })
      .min(0, { error: TicketMessages.refundAmountInvalid })
      .max(TicketLimits.amountMax, { error: TicketMessages.refundAmountInvalid }),
    cancelReason: z.union(cancelReasons.map((reason) => z.literal(reason.id))),
    note: z.string().trim().max(TicketLimits.notesMaxLength).default(""),
    /** Evidence uploaded before (commutationTicket/upload); needed for a partial refund. */
    evidenceIds: z.array(positiveId).max(10).default([]),
  })
  .refine((input) => input.cancelReason !== otherCancelReasonId || input.note.length > 0, {
    error: TicketMessages.noteRequired,
    path: ["note"],
  });

/** POST commutationTicket/checkOverBudget (dates may be ISO dates or date-times). */
export const overBudgetQuerySchema = z.strictObject({
  /**
   * The ticket being edited, left out of the route's current cost; null (or 0, which the mobile
   * app sends) for a new one.
   */
  id: z
    .union([z.literal(0), positiveId])
    .nullable()
    .optional(),
  startDate: z.string().min(10).max(40),
  endDate: z.string().min(10).max(40),
  amount: z.number().int().min(0).max(TicketLimits.amountMax),
  duration: durationSchema,
});
export const overBudgetResultSchema = z.object({ data: z.boolean() });

/** A decision on one or more tickets; a rejection carries the reason the owner sees. */
export const ticketDecisionSchema = z
  .strictObject({
    ids: z.array(positiveId).min(1).max(100),
    confirm: z.boolean(),
    reason: z.string().trim().max(TicketLimits.reasonMaxLength).default(""),
  })
  .refine((input) => input.confirm || input.reason.length > 0, {
    error: TicketMessages.reasonRequired,
    path: ["reason"],
  });

/** The outcome per ticket of a decision on several: decided, or refused with why. */
export const ticketDecisionResultSchema = z.object({
  decided: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});

export const evidenceSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** ticket: proof of the fare; cancel: proof of a partial refund. */
  purpose: z.enum(["ticket", "cancel"]),
  /** HR's review of the file: pending until HR approves or rejects it (with a reason). */
  review: z.enum(evidenceReviews),
  reviewReason: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** A commuting ticket (one leg) as the spec's client reads it, plus what the machine allows. */
export const ticketSchema = z.object({
  id: z.number().int(),
  routeId: z.number().int(),
  employeeId: z.number().int(),
  account: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  /** The owner's department in English and Japanese (the screen picks by its language). */
  departmentName: z.string(),
  departmentNameJa: z.string(),
  workingAddress: z.string(),
  kind: z.enum(ticketKinds),
  previousTicketId: z.number().int().nullable(),
  departure: z.string(),
  arrival: z.string(),
  transportType: z.enum(transportTypes),
  amount: z.number().int(),
  /** YYYY-MM-DD, and the spec's YYYYMMDD display form. */
  startDate: z.string(),
  displayStartDate: z.string(),
  endDate: z.string(),
  duration: durationSchema,
  notes: z.string(),
  isNewTicket: z.boolean(),
  ticketSequence: z.number().int(),
  status: statusSchema,
  overBudget: z.boolean(),
  submittedDate: z.string().nullable(),
  cancelDate: z.string().nullable(),
  cancelType: z.enum(cancelTypes).nullable(),
  refundAmount: z.number().int().nullable(),
  cancelReason: z.number().int().nullable(),
  cancelNote: z.string().nullable(),
  /** The latest rejection's reason, while the ticket is rejected. */
  rejectReason: z.string().nullable(),
  /** HR's internal note (save-note); only HR and approvers read it, null for everyone else. */
  hrNote: z.string().nullable(),
  /** The caller is HR: may change the note and review the evidence files. */
  canReview: z.boolean(),
  canEditRoute: z.boolean(),
  /** The owner may ask for the next period (continueTicket) of this ticket now. */
  canContinue: z.boolean(),
  canDeleteRoute: z.boolean(),
  /**
   * The employee's working address changes during this ticket: it must be asked for again for
   * the new address (docs/decisions/022).
   */
  isChangeWorkingAddress: z.boolean(),
  /** What the caller may do now, from the status machine. */
  allowedActions: z.array(z.enum(ticketActions)),
  waitingOn: z.enum(["owner", "leader", "hr", "approver"]).nullable(),
  evidences: z.array(evidenceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A commuting route: the employee's legs from home towards the working address. */
export const routeSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  account: z.string(),
  workingAddress: z.string(),
  /** The earliest start and latest end among its legs in force (null when none). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  changeDate: z.string(),
  /**
   * Marked for re-application: the working address changes from `workingAddressChangeDate` and
   * the tickets flagged isChangeWorkingAddress must be asked for again (docs/decisions/022).
   */
  isChangeWorkingAddress: z.boolean(),
  workingAddressChangeDate: z.string().nullable(),
  tickets: z.array(ticketSchema),
  /** What the legs in force cost a month, the employee's limit, and the taxable excess. */
  monthlyTotal: z.number(),
  allowanceLimit: z.number().int(),
  taxableMonthlyAmount: z.number().int(),
});

/** GET getDefaultRouteInfo: the caller's route, or null before their first request. */
export const defaultRouteInfoSchema = z.object({
  route: routeSchema.nullable(),
  workingAddress: z.string(),
  allowanceLimit: z.number().int(),
});

export const ticketLogSchema = z.object({
  id: z.number().int(),
  action: z.enum(ticketLogActions),
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema.nullable(),
  reason: z.string().nullable(),
  actorName: z.string(),
  /**
   * Whom the actor acted for: the delegator when a delegate decided ("decided by X for Y"), the
   * owner when HR entered or changed the ticket for them; null when they acted for themselves.
   */
  onBehalfOfName: z.string().nullable(),
  via: z.enum(["delegation", "actingFor"]).nullable(),
  actedAt: z.string(),
});

/** GET payment/{id}: the allowance the ticket pays, month by month. */
export const ticketPaymentSchema = z.array(z.object({ month: z.string(), amount: z.number() }));

export const stationQuerySchema = z.strictObject({ search: z.string().trim().min(1).max(100) });
/** A station suggestion: the name to fill in and a label with line and operator. */
export const stationSchema = z.object({ name: z.string(), label: z.string() });

/** POST commutationTicket/station (HR): a station missing from the list. */
export const stationInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(TicketLimits.locationMaxLength),
  line: z.string().trim().min(1).max(TicketLimits.locationMaxLength),
  operator: z.string().trim().min(1).max(TicketLimits.locationMaxLength),
});

export const priceQuerySchema = z.strictObject({
  dept: z.string().trim().min(1).max(TicketLimits.locationMaxLength),
  arvl: z.string().trim().min(1).max(TicketLimits.locationMaxLength),
});
/**
 * The fare of a section, per duration (null: none to offer): the official fare HR set for it, or
 * else the usual fare, the amount most colleagues were approved for on it lately, never one
 * person's claim (ticket-fare-hint rules).
 */
export const priceSchema = z.object({
  oneMonth: z.number().int().nullable(),
  threeMonths: z.number().int().nullable(),
  sixMonths: z.number().int().nullable(),
  /** Where each figure comes from: how many colleagues paid it within the last `months`. */
  basis: z.object({
    months: z.number().int(),
    oneMonth: z.number().int(),
    threeMonths: z.number().int(),
    sixMonths: z.number().int(),
    /** Which figures are HR's official fares (their people count is 0). */
    official: z.object({ oneMonth: z.boolean(), threeMonths: z.boolean(), sixMonths: z.boolean() }),
  }),
});

/** GET disabledTime: the earliest allowed start and the date ranges a ticket may not start in. */
export const disabledTimeSchema = z.object({
  minStartDate: z.string(),
  /** The latest start a new ticket may have (TicketLimits.startMonthsAhead from today). */
  maxStartDate: z.string(),
  disabledRanges: z.array(z.object({ from: z.string(), to: z.string() })),
});

/** GET commutationTicket/address: the caller's working address (read-only in the form). */
export const workingAddressSchema = z.object({
  workingPlaceId: z.number().int().nullable(),
  name: z.string(),
  postCode: z.string(),
  workingAddress: z.string(),
});

export const presignInputSchema = z.strictObject({ evidenceId: positiveId });
export const presignResultSchema = z.object({ url: z.string(), expiresAt: z.string() });

export type TicketInput = z.output<typeof ticketInputSchema>;
export type TicketInputRaw = z.input<typeof ticketInputSchema>;
export type CancelTicket = z.output<typeof cancelTicketSchema>;
export type OverBudgetQuery = z.output<typeof overBudgetQuerySchema>;
export type TicketDecisionResult = z.infer<typeof ticketDecisionResultSchema>;
export type Ticket = z.infer<typeof ticketSchema>;
export type CommutingRoute = z.infer<typeof routeSchema>;
export type DefaultRouteInfo = z.infer<typeof defaultRouteInfoSchema>;
export type TicketLog = z.infer<typeof ticketLogSchema>;
export type TicketPayment = z.infer<typeof ticketPaymentSchema>;
export type Station = z.infer<typeof stationSchema>;
export type TicketPrice = z.infer<typeof priceSchema>;
export type DisabledTime = z.infer<typeof disabledTimeSchema>;
export type WorkingAddress = z.infer<typeof workingAddressSchema>;
export type Evidence = z.infer<typeof evidenceSchema>;
