import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/getDefaultRouteInfo: the caller's route (null before their first request). */
export function getDefaultRouteInfo(signal?: AbortSignal) {
  return apiRequest(commutationTicketRoutes.defaultRouteInfo, { signal });
}

export function defaultRouteInfoQueryOptions() {
  return queryOptions({
    queryKey: commutationTicketKeys.defaultRoute(),
    queryFn: ({ signal }) => getDefaultRouteInfo(signal),
  });
}

export function useDefaultRouteInfo() {
  return useQuery(defaultRouteInfoQueryOptions());
}
