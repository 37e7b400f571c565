import { Headers } from "@portal/contract/common/http";
import { payrollReportRoutes } from "@portal/contract/commutation-ticket/payroll-report.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/payroll-reports: one page of the payroll reports, newest first (HR). */
export function getPayrollReports(page: number, size: number, signal?: AbortSignal) {
  return apiRequest(payrollReportRoutes.list, {
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(size) },
    signal,
  });
}

export function payrollReportsQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: commutationTicketKeys.payrollReports(page, size),
    queryFn: ({ signal }) => getPayrollReports(page, size, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

export function usePayrollReports(page: number, size: number) {
  return useQuery(payrollReportsQueryOptions(page, size));
}
