import { z } from "zod";
import { DateRanges, isoDateIn } from "../common/dates";
import { idParamSchema, idSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { TicketLimits, TicketMessages, ticketStatuses, transportTypes } from "./commutation-ticket.constants";
import { defaultRouteInfoSchema, ticketSchema } from "./commutation-ticket.schema";

/**
 * What HR and approvers work with beyond single tickets: the search over every ticket, refunds,
 * evidence review, notes, allowance overviews and the exports (docs/decisions/018).
 */

const isoDate = isoDateIn(DateRanges.picker);
const positiveId = idSchema;
const statusSchema = z.union(ticketStatuses.map((value) => z.literal(value)));

const searchFields = {
  departmentId: positiveId.optional(),
  /** Part of the employee's account, code or name. */
  employee: z.string().trim().max(100).optional(),
  statuses: z.array(statusSchema).max(ticketStatuses.length).optional(),
  transportType: z.enum(transportTypes).optional(),
  /** Tickets in force at some time between from and to (either may be left out). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  overBudget: z.boolean().optional(),
  /** Only tickets with evidence files HR has not reviewed yet. */
  evidencePending: z.boolean().optional(),
};

const fromBeforeTo = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const periodError = { error: TicketMessages.periodInvalid, path: ["to"] };

/** POST search, refunds, exportAF (body): the filters of HR's ticket search; all optional. */
export const ticketSearchSchema = z.strictObject(searchFields).refine(fromBeforeTo, periodError);

const queryBoolean = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET export: the same filters in the query string (statuses as a comma list: 1,2,9). */
export const ticketExportQuerySchema = z
  .strictObject({
    departmentId: idParamSchema.optional(),
    employee: searchFields.employee,
    statuses: z
      .string()
      .regex(/^\d{1,2}(,\d{1,2}){0,10}$/)
      .transform((value) => value.split(",").map(Number))
      .pipe(z.array(statusSchema))
      .optional(),
    transportType: searchFields.transportType,
    from: searchFields.from,
    to: searchFields.to,
    overBudget: queryBoolean.optional(),
    evidencePending: queryBoolean.optional(),
  })
  .refine(fromBeforeTo, periodError);

/** POST save-note: HR's internal note on a ticket (empty clears it). */
export const ticketNoteSchema = z.strictObject({
  id: positiveId,
  note: z.string().trim().max(TicketLimits.notesMaxLength),
});

/** approve-evidence-list: evidence files approved at once. */
export const evidenceIdsSchema = z.strictObject({ ids: z.array(positiveId).min(1).max(100) });

const reasonSchema = z
  .string({ error: TicketMessages.reasonRequired })
  .trim()
  .min(1, { error: TicketMessages.reasonRequired })
  .max(TicketLimits.reasonMaxLength);

/** reject-evidence-list: evidence files rejected at once, with the reason the owner reads. */
export const rejectEvidenceListSchema = z.strictObject({
  ids: z.array(positiveId).min(1).max(100),
  reason: reasonSchema,
});

/** rejectEvidence: one file, with the reason. */
export const rejectEvidenceSchema = z.strictObject({ id: positiveId, reason: reasonSchema });

/** The outcome per evidence file of a review of several. */
export const evidenceReviewResultSchema = z.object({
  reviewed: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});

/** POST searchAllowanceRequest: employees' commuting allowances. */
export const allowanceSearchSchema = z.strictObject({
  departmentId: searchFields.departmentId,
  employee: searchFields.employee,
  /** Only employees whose legs in force cost more a month than their limit. */
  overBudget: z.boolean().optional(),
  /** Only employees with a ticket waiting for a decision. */
  pending: z.boolean().optional(),
});

/** One employee's commuting allowance now. */
export const allowanceRowSchema = z.object({
  employeeId: z.number().int(),
  account: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string(),
  departmentNameJa: z.string(),
  routeId: z.number().int().nullable(),
  /** What the legs in force today cost a month, the limit, and the taxable excess. */
  monthlyTotal: z.number().int(),
  allowanceLimit: z.number().int(),
  taxableMonthlyAmount: z.number().int(),
  overBudget: z.boolean(),
  ticketsInForce: z.number().int(),
  ticketsPending: z.number().int(),
  /** The latest end date among the legs in force (when the allowance stops unless continued). */
  endDate: z.string().nullable(),
});

/** getTicketAllowanceHistory/{employeeId}: the allowance month by month, newest first. */
export const allowanceHistorySchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  allowanceLimit: z.number().int(),
  months: z.array(
    z.object({
      /** YYYY-MM. */
      month: z.string(),
      /** The monthly equivalent of the approved passes in force that month, refunds taken off. */
      amount: z.number().int(),
      taxableAmount: z.number().int(),
      ticketIds: z.array(z.number().int()),
    }),
  ),
});

/** getDefaultRouteInfoByEmployee/{id}: an employee's route as their deciders and HR see it. */
export const employeeRouteInfoSchema = defaultRouteInfoSchema.extend({
  employee: z.object({
    id: z.number().int(),
    account: z.string(),
    employeeCode: z.string(),
    name: z.string(),
    departmentName: z.string(),
    departmentNameJa: z.string(),
  }),
});

/** searchOptions: what the search's filters offer (departments by name). */
export const ticketSearchOptionsSchema = z.object({
  departments: z.array(z.object({ id: z.number().int(), name: z.string(), nameJa: z.string() })),
});

/** An employee HR may act for or name as a delegate (account search). */
export const employeeChoiceSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  employeeCode: z.string(),
  name: z.string(),
  departmentName: z.string(),
  departmentNameJa: z.string(),
});
export const employeeChoiceQuerySchema = z.strictObject({ search: z.string().trim().min(1).max(100) });

/**
 * refunds: a page, the total the filter finds, and how many cancellations wait for the caller's
 * decision whatever the filter (not their own: nobody decides their own).
 */
export const refundPageSchema = pagedSchema(ticketSchema).extend({ waitingCount: z.number().int() });

export type TicketSearch = z.output<typeof ticketSearchSchema>;
export type RefundPage = z.infer<typeof refundPageSchema>;
export type TicketNote = z.output<typeof ticketNoteSchema>;
export type EvidenceReviewResult = z.infer<typeof evidenceReviewResultSchema>;
export type AllowanceSearch = z.output<typeof allowanceSearchSchema>;
export type AllowanceRow = z.infer<typeof allowanceRowSchema>;
export type AllowanceHistory = z.infer<typeof allowanceHistorySchema>;
export type EmployeeRouteInfo = z.infer<typeof employeeRouteInfoSchema>;
export type TicketSearchOptions = z.infer<typeof ticketSearchOptionsSchema>;
export type EmployeeChoice = z.infer<typeof employeeChoiceSchema>;
