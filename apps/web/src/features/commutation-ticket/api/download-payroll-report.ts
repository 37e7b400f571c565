import { payrollReportRoutes } from "@portal/contract/commutation-ticket/payroll-report.routes";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";

/** GET /api/commutationTicket/payroll-reports/:id/download: the report's workbook as a download. */
export function downloadPayrollReport(id: number) {
  return apiDownload(payrollReportRoutes.download, { params: { id } });
}

export function useDownloadPayrollReport() {
  return useMutation({ mutationFn: downloadPayrollReport });
}
