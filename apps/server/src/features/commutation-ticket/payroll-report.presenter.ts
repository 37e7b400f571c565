import type { PayrollReport } from "@portal/contract/commutation-ticket/payroll-report.schema";
import type { PayrollReportRow } from "./payroll-report.repository";

export function toPayrollReport(row: PayrollReportRow): PayrollReport {
  return {
    id: row.id,
    month: row.month,
    fileName: row.fileName,
    rows: row.rows,
    monthlyTotal: row.monthlyTotal,
    createdAt: row.createdAt,
  };
}
