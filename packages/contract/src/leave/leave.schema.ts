import { z } from "zod";
import { DateRanges, isoDateIn } from "../common/dates";
import { hoursBetween } from "../common/hours-between";
import { idParamSchema, idSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import {
  LeaveDuration,
  LeaveHours,
  LeaveLimits,
  LeaveMessages,
  leaveDurations,
  leaveStatuses,
} from "./leave.constants";
import { leaveActions } from "./leave-status-machine";

const isoDate = isoDateIn(DateRanges.picker);
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: LeaveMessages.timesRequired });
const reasonText = z.string().trim().max(LeaveLimits.reasonMaxLength);

/** A leave type as the form offers it. */
export const leaveTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameJa: z.string(),
  nameVi: z.string(),
  isPaid: z.boolean(),
  allowsHalfDay: z.boolean(),
  allowsHourly: z.boolean(),
  needsEvidence: z.boolean(),
  hrConfirms: z.boolean(),
  countsForObligation: z.boolean(),
  hasBalance: z.boolean(),
  longTermTypeId: z.number().int().nullable(),
});

/**
 * A leave request as the owner asks for it: a type, a range of days, how much of each day (all
 * day; a morning or an afternoon, or hours, on one day), a reason. `submit` false keeps a draft.
 */
export const leaveRequestInputSchema = z
  .strictObject({
    leaveTypeId: z.number({ error: LeaveMessages.typeRequired }).pipe(idSchema),
    fromDate: z.string({ error: LeaveMessages.fromDateRequired }).pipe(isoDate),
    toDate: z.string({ error: LeaveMessages.toDateRequired }).pipe(isoDate),
    duration: z.union(leaveDurations.map((value) => z.literal(value))),
    fromTime: timeOfDay.nullable().default(null),
    toTime: timeOfDay.nullable().default(null),
    reason: reasonText.default(""),
    submit: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.toDate < value.fromDate) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: LeaveMessages.toBeforeFrom });
      return;
    }
    const days = (Date.parse(value.toDate) - Date.parse(value.fromDate)) / 86_400_000 + 1;
    if (days > LeaveLimits.maxRangeDays) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: LeaveMessages.rangeTooLong });
    }
    if (value.duration !== LeaveDuration.allDays && value.fromDate !== value.toDate) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: LeaveMessages.halfDayOneDay });
    }
    if (value.duration === LeaveDuration.hourly) {
      if (value.fromTime === null || value.toTime === null) {
        const path = value.fromTime === null ? "fromTime" : "toTime";
        ctx.addIssue({ code: "custom", path: [path], message: LeaveMessages.timesRequired });
      } else if (
        !Number.isInteger(hoursBetween(value.fromTime, value.toTime)) ||
        value.fromTime === value.toTime
      ) {
        ctx.addIssue({ code: "custom", path: ["toTime"], message: LeaveMessages.timesWholeHours });
      }
    }
  });

export const leaveRequestParamsSchema = z.strictObject({ id: idParamSchema });

/** What the owner, a leader or HR does to a request; a refusal carries its reason. */
export const leaveActionParamsSchema = z.strictObject({
  id: idParamSchema,
  action: z.enum(["submit", "cancel", "leaderApprove", "leaderReject", "hrConfirm", "hrReject"]),
});
export const leaveActionBodySchema = z.strictObject({ reason: reasonText.default("") });

export const leaveListQuerySchema = z.strictObject({
  /** 0: every status. */
  status: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || (leaveStatuses as number[]).includes(value))
    .default(0),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const leaveQueueQuerySchema = z.strictObject({ queue: z.enum(["leader", "hr"]).default("leader") });

export const leaveDayOffQuerySchema = z
  .strictObject({ from: isoDate, to: isoDate })
  .refine(
    (value) => value.from <= value.to && Date.parse(value.to) - Date.parse(value.from) <= 400 * 86_400_000,
    {
      path: ["to"],
      message: LeaveMessages.rangeTooLong,
    },
  );

export const leaveBalanceQuerySchema = z.strictObject({ employeeId: idParamSchema.optional() });

/** HR adds hours to an employee's balance of a type, with the reason the employee reads. */
export const leaveAdjustmentInputSchema = z.strictObject({
  employeeId: z.number({ error: LeaveMessages.employeeRequired }).pipe(idSchema),
  leaveTypeId: z.number({ error: LeaveMessages.typeRequired }).pipe(idSchema),
  hours: z
    .number({ error: LeaveMessages.hoursRequired })
    .int()
    .min(1, { error: LeaveMessages.hoursRequired })
    .max(LeaveLimits.maxAdjustmentHours),
  grantDate: isoDate,
  reason: reasonText.min(1, { error: LeaveMessages.reasonRequired }),
});

export const leaveDaySchema = z.object({ date: z.string(), hours: z.number() });

export const leaveRequestSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  leaveTypeId: z.number().int(),
  typeCode: z.string(),
  status: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  duration: z.number().int(),
  fromTime: z.string().nullable(),
  toTime: z.string().nullable(),
  hours: z.number(),
  reason: z.string(),
  designated: z.boolean(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do to it now. */
  actions: z.array(z.enum(leaveActions)),
});

export const leaveLogSchema = z.object({
  action: z.string(),
  actorName: z.string().nullable(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const leaveRequestDetailSchema = leaveRequestSchema.extend({
  days: z.array(leaveDaySchema),
  logs: z.array(leaveLogSchema),
});

export const leaveRequestPageSchema = pagedSchema(leaveRequestSchema);

/** A day the company does not work: a weekend is left out; public holidays, closures and company days. */
export const dayOffSchema = z.object({
  date: z.string(),
  kind: z.enum(["public", "closure", "company"]),
  nameEn: z.string(),
  nameJa: z.string(),
});
export const dayOffListSchema = z.array(dayOffSchema);

export const grantExplanationSchema = z.object({
  id: z.number().int(),
  grantDate: z.string(),
  expiresOn: z.string(),
  source: z.string(),
  reason: z.string(),
  serviceMonths: z.number().int().nullable(),
  grantedHours: z.number(),
  takenHours: z.number(),
  lapsedHours: z.number(),
  remainingHours: z.number(),
  inForce: z.boolean(),
});

export const obligationSchema = z.object({
  grantDate: z.string(),
  from: z.string(),
  until: z.string(),
  requiredDays: z.number(),
  takenDays: z.number(),
  bookedDays: z.number(),
  missingDays: z.number(),
  isMet: z.boolean(),
});

/** One type's balance, explained grant by grant, with the 5-day obligation where it applies. */
export const leaveBalanceSchema = z.object({
  leaveTypeId: z.number().int(),
  code: z.string(),
  asOf: z.string(),
  remainingHours: z.number(),
  /** Hours of requests waiting for a decision or approved and not yet taken. */
  bookedHours: z.number(),
  grants: z.array(grantExplanationSchema),
  nextLapse: z.object({ date: z.string(), hours: z.number() }).nullable(),
  obligation: obligationSchema.nullable(),
});
export const leaveBalanceListSchema = z.object({
  employeeId: z.number().int(),
  hoursPerDay: z.literal(LeaveHours.fullDay),
  balances: z.array(leaveBalanceSchema),
});

/** HR's 5-day obligation report: those behind (default) or everyone the obligation applies to now. */
export const obligationReportQuerySchema = z.strictObject({
  show: z.enum(["behind", "all"]).default("behind"),
});

/** One employee's 5-day obligation of the grant in its year today. */
export const obligationRowSchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  employeeCode: z.string(),
  departmentEn: z.string(),
  departmentJa: z.string(),
  grantDate: z.string(),
  until: z.string(),
  grantedDays: z.number(),
  takenDays: z.number(),
  bookedDays: z.number(),
  missingDays: z.number(),
  isMet: z.boolean(),
  /** Days from today to the deadline. */
  daysLeft: z.number().int(),
});
export const obligationReportSchema = pagedSchema(obligationRowSchema);

/** The leave ledger (年次有給休暇管理簿) of the grants made in a year, as a CSV file. */
export const leaveLedgerQuerySchema = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) });

export type LeaveType = z.infer<typeof leaveTypeSchema>;
export type LeaveRequestInput = z.output<typeof leaveRequestInputSchema>;
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;
export type LeaveRequestDetail = z.infer<typeof leaveRequestDetailSchema>;
export type LeaveAdjustmentInput = z.output<typeof leaveAdjustmentInputSchema>;
export type DayOff = z.infer<typeof dayOffSchema>;
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;
export type LeaveBalanceList = z.infer<typeof leaveBalanceListSchema>;
export type ObligationRow = z.infer<typeof obligationRowSchema>;
export type LeaveStepAction = z.infer<typeof leaveActionParamsSchema>["action"];
