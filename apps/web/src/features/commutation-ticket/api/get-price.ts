import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/price?dept&arvl: the section's last approved amounts per duration. */
export function getPrice(departure: string, arrival: string, signal?: AbortSignal) {
  return apiRequest(commutationTicketRoutes.price, { query: { dept: departure, arvl: arrival }, signal });
}

export function priceQueryOptions(departure: string, arrival: string) {
  return queryOptions({
    queryKey: commutationTicketKeys.price(departure, arrival),
    queryFn: ({ signal }) => getPrice(departure, arrival, signal),
    // A missing price is no failure for the user: the amount is simply typed in.
    meta: { handlesErrors: true },
  });
}

/** Asks once both ends of the section are known. */
export function usePrice(departure: string, arrival: string, enabled = true) {
  const dept = departure.trim();
  const arvl = arrival.trim();
  return useQuery({ ...priceQueryOptions(dept, arvl), enabled: enabled && dept !== "" && arvl !== "" });
}
