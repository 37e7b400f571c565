import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { OverBudgetQuery } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** POST /api/commutationTicket/checkOverBudget: whether the route would cost more than the limit. */
export async function checkOverBudget(query: OverBudgetQuery, signal?: AbortSignal) {
  const { data } = await apiRequest(commutationTicketRoutes.checkOverBudget, { body: query, signal });
  return data;
}

export function overBudgetQueryOptions(query: OverBudgetQuery) {
  return queryOptions({
    queryKey: commutationTicketKeys.overBudget(query),
    queryFn: ({ signal }) => checkOverBudget(query, signal),
    // A hint only: the server checks again on submit.
    meta: { handlesErrors: true },
  });
}

/** Asks while the form has what the check needs (null: nothing to check). */
export function useOverBudget(query: OverBudgetQuery | null) {
  return useQuery({
    ...overBudgetQueryOptions(query ?? { startDate: "", endDate: "", amount: 0, duration: 1 }),
    enabled: query !== null,
  });
}
