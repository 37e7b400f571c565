import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/disabledTime: the earliest start date and the locked ranges. */
export function getDisabledTime(signal?: AbortSignal) {
  return apiRequest(commutationTicketRoutes.disabledTime, { signal });
}

export function disabledTimeQueryOptions() {
  return queryOptions({
    queryKey: commutationTicketKeys.disabledTime(),
    queryFn: ({ signal }) => getDisabledTime(signal),
  });
}

export function useDisabledTime() {
  return useQuery(disabledTimeQueryOptions());
}
