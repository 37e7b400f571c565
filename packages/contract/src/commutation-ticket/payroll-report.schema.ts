import { z } from "zod";
import { idParamSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";

export const payrollReportParamsSchema = z.strictObject({ id: idParamSchema });

/** One generated commuting allowance report for payroll (a month's tickets in force). */
export const payrollReportSchema = z.object({
  id: z.number().int(),
  /** The payroll month it covers, YYYY-MM. */
  month: z.string(),
  fileName: z.string(),
  /** Rows (tickets) in the report. */
  rows: z.number().int(),
  /** Total monthly allowance in yen. */
  monthlyTotal: z.number().int(),
  createdAt: z.string(),
});

export const payrollReportPageSchema = pagedSchema(payrollReportSchema);

export type PayrollReport = z.infer<typeof payrollReportSchema>;
