import type { OverBudgetQuery } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { ticketActingForRoutes } from "@portal/contract/commutation-ticket/ticket-acting-for.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/**
 * POST /api/commutationTicket/checkOverBudgetAF: whether the employee's route would cost more
 * than their limit with this ticket.
 */
export async function checkOverBudgetFor(employeeId: number, query: OverBudgetQuery, signal?: AbortSignal) {
  const { data } = await apiRequest(ticketActingForRoutes.checkOverBudgetAF, {
    body: { ...query, employeeId },
    signal,
  });
  return data;
}

export function overBudgetForQueryOptions(employeeId: number, query: OverBudgetQuery) {
  return queryOptions({
    // Under the over-budget answers, so whatever refreshes those refreshes these too.
    queryKey: [...commutationTicketKeys.overBudget(query), "for", employeeId] as const,
    queryFn: ({ signal }) => checkOverBudgetFor(employeeId, query, signal),
    // A hint only: the server checks again on submit.
    meta: { handlesErrors: true },
  });
}

/** Asks while the form has what the check needs (null: nothing to check, or not acting for anyone). */
export function useOverBudgetFor(employeeId: number | undefined, query: OverBudgetQuery | null) {
  return useQuery({
    ...overBudgetForQueryOptions(
      employeeId ?? 0,
      query ?? { startDate: "", endDate: "", amount: 0, duration: 1 },
    ),
    enabled: employeeId !== undefined && query !== null,
  });
}
