import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/**
 * GET /api/commutationTicket/getDefaultRouteInfoByEmployee/:id: the employee (name, code,
 * department), their route (null before their first request), working address and limit.
 */
export function getEmployeeRoute(employeeId: number, signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.routeOfEmployee, { params: { id: employeeId }, signal });
}

export function employeeRouteQueryOptions(employeeId: number) {
  return queryOptions({
    queryKey: commutationTicketKeys.employeeRoute(employeeId),
    queryFn: ({ signal }) => getEmployeeRoute(employeeId, signal),
    // The screens show "not found" and load failures themselves.
    meta: { handlesErrors: true },
  });
}

/** Loads when an employee is named. */
export function useEmployeeRoute(employeeId: number | undefined) {
  return useQuery({ ...employeeRouteQueryOptions(employeeId ?? 0), enabled: employeeId !== undefined });
}
