import { Headers } from "@portal/contract/common/http";
import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";
import type { TicketHistoryPageRequest } from "./get-my-ticket-history";

export interface EmployeeHistoryPageRequest extends TicketHistoryPageRequest {
  employeeId: number;
}

/** GET /api/commutationTicket/history/:id: one page of the employee's tickets, newest first. */
export function getEmployeeHistory(
  { employeeId, page, size }: EmployeeHistoryPageRequest,
  signal?: AbortSignal,
) {
  return apiRequest(commutationTicketRoutes.employeeHistory, {
    params: { id: employeeId },
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(size) },
    signal,
  });
}

/** Pages of one employee's history (under the feature's "history" keys). */
export const employeeHistoryKeys = {
  pages: (employeeId: number) => [...commutationTicketKeys.all, "history", "employee", employeeId] as const,
  page: (request: EmployeeHistoryPageRequest) =>
    [...employeeHistoryKeys.pages(request.employeeId), { page: request.page, size: request.size }] as const,
};

export function employeeHistoryQueryOptions(request: EmployeeHistoryPageRequest) {
  return queryOptions({
    queryKey: employeeHistoryKeys.page(request),
    queryFn: ({ signal }) => getEmployeeHistory(request, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // The screen shows the failure with a retry.
    meta: { handlesErrors: true },
  });
}

export function useEmployeeHistory(request: EmployeeHistoryPageRequest) {
  return useQuery(employeeHistoryQueryOptions(request));
}
