import { z } from "zod";
import { CommonMessages } from "../common/errors";
import { idParamSchema } from "../common/ids";
import {
  WorkingHistoryLimits,
  WorkingHistoryMessages,
  workingHistoryModules,
  yearMonthPattern,
} from "./working-history.constants";

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: CommonMessages.tooLong });

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: CommonMessages.tooLong }).default("");

/** YYYY-MM; a missing or empty month says `requiredMessage`, a malformed one monthInvalid. */
const yearMonth = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(yearMonthPattern, { error: WorkingHistoryMessages.monthInvalid });

const isYearMonth = (value: unknown) => typeof value === "string" && yearMonthPattern.test(value.trim());

/**
 * POST workinghistory and PUT workinghistory/{id}: one position the employee held. `toMonth`
 * null means they still work there. The owner is always the caller: no employee id is accepted.
 */
export const workingHistoryInputSchema = z
  .strictObject({
    companyName: requiredText(
      WorkingHistoryLimits.companyNameMaxLength,
      WorkingHistoryMessages.companyNameRequired,
    ),
    projectName: optionalText(WorkingHistoryLimits.projectNameMaxLength),
    role: requiredText(WorkingHistoryLimits.roleMaxLength, WorkingHistoryMessages.roleRequired),
    fromMonth: yearMonth(WorkingHistoryMessages.fromMonthRequired),
    toMonth: z
      .string()
      .trim()
      .regex(yearMonthPattern, { error: WorkingHistoryMessages.monthInvalid })
      .nullable()
      .default(null),
    technologies: optionalText(WorkingHistoryLimits.technologiesMaxLength),
    description: optionalText(WorkingHistoryLimits.descriptionMaxLength),
  })
  .refine((input) => input.toMonth === null || input.toMonth >= input.fromMonth, {
    error: WorkingHistoryMessages.toBeforeFrom,
    path: ["toMonth"],
    // Runs even when other fields fail, so the form hears every problem at once.
    when: ({ value }) => {
      const fields = value as { fromMonth?: unknown; toMonth?: unknown } | null;
      return isYearMonth(fields?.fromMonth) && isYearMonth(fields?.toMonth);
    },
  });

/**
 * GET workinghistory: `module` is what the spec's client sends (SMS); `employeeId` names whose
 * history to read and is honoured only for HR (anyone else may name only themselves).
 */
export const workingHistoryQuerySchema = z.strictObject({
  module: z.enum(workingHistoryModules).optional(),
  employeeId: idParamSchema.optional(),
});

export const workingHistoryIdParamsSchema = z.strictObject({ id: idParamSchema });

/** One record of an employee's working history (career), as every client reads it. */
export const workingHistorySchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  companyName: z.string(),
  projectName: z.string(),
  role: z.string(),
  /** YYYY-MM. */
  fromMonth: z.string(),
  /** YYYY-MM, or null while the position lasts. */
  toMonth: z.string().nullable(),
  isCurrent: z.boolean(),
  technologies: z.string(),
  description: z.string(),
  /** Whether the caller may edit and delete it (the owner only). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type WorkingHistoryInput = z.output<typeof workingHistoryInputSchema>;
export type WorkingHistoryQuery = z.output<typeof workingHistoryQuerySchema>;
export type WorkingHistory = z.infer<typeof workingHistorySchema>;
