import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/getTicketAllowanceHistory/:id: an employee's allowance by month. */
export function getAllowanceHistory(employeeId: number, signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.allowanceHistory, { params: { id: employeeId }, signal });
}

export function allowanceHistoryQueryOptions(employeeId: number) {
  return queryOptions({
    queryKey: commutationTicketKeys.allowanceHistory(employeeId),
    queryFn: ({ signal }) => getAllowanceHistory(employeeId, signal),
  });
}

/** Loads once an employee is chosen. */
export function useAllowanceHistory(employeeId: number | null) {
  return useQuery({ ...allowanceHistoryQueryOptions(employeeId ?? 0), enabled: employeeId !== null });
}
