import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/station?search=: stations whose label matches, at most 500. */
export async function searchStations(search: string, signal?: AbortSignal) {
  const stations = await apiRequest(commutationTicketRoutes.stations, { query: { search }, signal });
  return stations.slice(0, TicketLimits.stationSuggestionsMax);
}

export function stationsQueryOptions(search: string) {
  return queryOptions({
    queryKey: commutationTicketKeys.stations(search),
    queryFn: ({ signal }) => searchStations(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Searches from the first character; blank text asks nothing. */
export function useStations(search: string, enabled = true) {
  const trimmed = search.trim();
  return useQuery({ ...stationsQueryOptions(trimmed), enabled: enabled && trimmed !== "" });
}
