import { z } from "zod";
import { idSchema } from "../common/ids";

/**
 * Summer vacation (夏季休暇; docs/decisions/040): HR grants a year's days to everyone, to take in the
 * summer window, and takes back what is left when the season is over. The spec's calls:
 * `employee/addSummerVacation`, `employee/resetSummerVacation`,
 * `config/summer-vacation-extension-date`.
 */
export const SummerVacationLimits = { maxDays: 10, maxEmployees: 10_000 } as const;

export const addSummerVacationSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  /** Days each employee gets; the company's setting when left out. */
  days: z.number().int().min(1).max(SummerVacationLimits.maxDays).optional(),
  /** Only these employees; everyone active when left out. */
  employeeIds: z.array(idSchema).min(1).max(SummerVacationLimits.maxEmployees).optional(),
});

export const resetSummerVacationSchema = z.strictObject({ year: z.number().int().min(2000).max(2100) });

/** How many employees a call granted, or took back unused days from. */
export const summerVacationResultSchema = z.object({ year: z.number().int(), employees: z.number().int() });

/** Until when summer vacation may be taken this year, and until when an extension may be asked. */
export const summerVacationDatesSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The last day an extension may be asked for; null when the company takes none. */
  date: z.string().nullable(),
});

export type AddSummerVacation = z.output<typeof addSummerVacationSchema>;
export type SummerVacationResult = z.infer<typeof summerVacationResultSchema>;
export type SummerVacationDates = z.infer<typeof summerVacationDatesSchema>;
