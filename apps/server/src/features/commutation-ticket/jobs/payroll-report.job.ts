import { JobMessages } from "@portal/contract/job/job.constants";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../../app-deps";
import { employeeIdsWithRole } from "../../auth/roles";
import type { JobDefinition, JobOutcome } from "../../job/job.types";
import { mailEmployees } from "../../mail/mail-recipients";
import { notify } from "../../notification/notify";
import { generatePayrollReport, xlsxContentType } from "../payroll-report.service";

/**
 * Generates the current month's commuting allowance report for payroll (a second run replaces
 * it), then tells every HR employee: a notification linking to the reports page, and an e-mail
 * with the workbook attached. Counts: HR recipients, e-mails written, e-mails that failed.
 */
export async function runPayrollReport(deps: AppDeps, runId: number | null): Promise<JobOutcome> {
  const { report, bytes } = await generatePayrollReport(deps, runId);
  const hr = await employeeIdsWithRole(deps, "hr");
  const link = menuScreens.payrollReports;
  const params = { month: report.month, rows: report.rows, total: report.monthlyTotal };
  await notify(deps, {
    recipients: hr,
    severity: Severity.medium,
    title: { key: "ticket.notify.payrollReport.title", params },
    message: { key: "ticket.notify.payrollReport.message", params },
    link,
  });
  const mail = await mailEmployees(
    deps,
    hr,
    "payrollReport",
    () => ({
      month: report.month,
      rows: report.rows,
      monthlyTotal: report.monthlyTotal,
      link: `${deps.config.publicUrl}${link}`,
    }),
    [{ fileName: report.fileName, contentType: xlsxContentType, content: bytes }],
  );
  // HR staff who cannot be written to (inactive, no address) are not counted as sent or failed.
  return {
    messageKey: JobMessages.reportGenerated,
    total: hr.length - mail.skipped,
    success: mail.sent + mail.outbox,
    failed: mail.failed,
  };
}

/** payrollReport: at 06:00 (Japan) on the configured day of each month. */
export const payrollReportJob: JobDefinition = {
  name: "payrollReport",
  schedule: (config) => `0 6 ${config.commuting.payrollReportDay} * *`,
  run: ({ deps, runId }) => runPayrollReport(deps, runId > 0 ? runId : null),
};
