import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { TicketInputRaw } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateMyTickets } from "./commutation-ticket-keys";

export interface AddTicketRequest {
  routeId: number;
  ticket: TicketInputRaw;
}

/** POST /api/commutationTicket/:routeId/add: a new leg (or a continuation) on an existing route. */
export function addTicketToRoute({ routeId, ticket }: AddTicketRequest) {
  return apiRequest(commutationTicketRoutes.addToRoute, { params: { routeId }, body: ticket });
}

export function useAddTicketToRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketToRoute,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateMyTickets(queryClient),
  });
}
