import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

export interface StationInput {
  name: string;
  line: string;
  operator: string;
}

/** POST /api/commutationTicket/station (HR): a station missing from the list; 409 when it is there. */
export function addStation(station: StationInput) {
  return apiRequest(commutationTicketRoutes.addStation, { body: station });
}

/** The form shows refusals itself; searches answered before the station existed are stale. */
export function useAddStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStation,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...commutationTicketKeys.all, "stations"] }),
  });
}
