import { addDays, addMonths } from "@portal/contract/common/dates";
import type { Paged } from "@portal/contract/common/paging";
import { TicketLimits, TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { PayrollReport } from "@portal/contract/commutation-ticket/payroll-report.schema";
import { inForceTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import type { FileDownload } from "../../lib/file-response";
import { fileStore } from "../../lib/file-store";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toPayrollReport } from "./payroll-report.presenter";
import * as reports from "./payroll-report.repository";
import { buildTicketWorkbook } from "./ticket-export.service";

/** The workbooks under DATA_DIR/payroll-reports, one per month. */
const reportFiles = fileStore("payroll-reports", ["xlsx"]);

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The name HR sees and downloads: commuting-allowance-YYYY-MM.xlsx. */
export const payrollReportFileName = (month: string) => `commuting-allowance-${month}.xlsx`;

/** The payroll month of a company date: YYYY-MM, and its first and last days. */
export function payrollMonthOf(today: string): { month: string; from: string; to: string } {
  const month = today.slice(0, 7);
  const from = `${month}-01`;
  return { month, from, to: addDays(addMonths(from, 1), -1) };
}

export interface GeneratedReport {
  report: reports.PayrollReportRow;
  bytes: Buffer;
}

/**
 * Writes the commuting allowance report of the current company month (Japan) for payroll, in
 * Japanese (HR's language), with the columns of the deciders' export. What payroll needs of a
 * month: every pass the company pays for during it (in force on any of its days: approved, or
 * still so while a cancellation waits or after one was refused), and every cancellation dated in
 * it (its refund is settled in that month's pay). The per-employee sheet sums the legs in force on
 * the day the report is made. The file goes under DATA_DIR; the month's row is written or replaced
 * (a second run replaces that month's file, the old one is removed).
 */
export async function generatePayrollReport(deps: AppDeps, runId: number | null): Promise<GeneratedReport> {
  const today = companyToday(deps);
  const { month, from, to } = payrollMonthOf(today);
  const rows = await reports.findTicketsOfMonth(
    deps.db,
    { from, to },
    { inForce: inForceTicketStatuses, cancelled: TicketStatus.cancelled },
    TicketLimits.exportMaxRows,
  );
  // A report cut short would under-pay people: refuse it (the run fails and says why).
  if (rows.length >= TicketLimits.exportMaxRows) {
    throw new Error(
      `the month has more than ${TicketLimits.exportMaxRows} tickets; the report would be incomplete`,
    );
  }
  const { bytes, monthlyTotal } = await buildTicketWorkbook(deps, rows, "ja", today);
  const previous = await reports.findReportOfMonth(deps.db, month);
  const storedName = await reportFiles.save(deps.config.dataDir, bytes, "xlsx");
  const report = await reports.upsertReport(deps.db, {
    month,
    storedName,
    fileName: payrollReportFileName(month),
    rows: rows.length,
    monthlyTotal,
    jobRunId: runId,
    createdAt: deps.clock.now().toISOString(),
  });
  if (previous && previous.storedName !== storedName) {
    await reportFiles.remove(deps.config.dataDir, previous.storedName);
  }
  return { report, bytes };
}

/** GET payroll-reports: HR's reports, newest month first. */
export async function listPayrollReports(
  deps: AppDeps,
  session: SessionClaims,
  page: { page: number; size: number },
): Promise<Paged<PayrollReport>> {
  await requireRole(deps, session.employeeId, "hr");
  const [rows, totalCount] = await Promise.all([
    reports.findReportsPage(deps.db, { offset: (page.page - 1) * page.size, limit: page.size }),
    reports.countReports(deps.db),
  ]);
  return { data: rows.map(toPayrollReport), totalCount };
}

/** GET payroll-reports/:id/download: the workbook, for HR; 404 for an unknown report or a lost file. */
export async function openPayrollReport(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
): Promise<FileDownload> {
  await requireRole(deps, session.employeeId, "hr");
  const row = await reports.findReport(deps.db, id);
  if (!row) throw AppError.notFound();
  const file = await reportFiles.open(deps.config.dataDir, row.storedName);
  if (!file) throw AppError.notFound();
  return { fileName: row.fileName, contentType: xlsxContentType, ...file };
}
