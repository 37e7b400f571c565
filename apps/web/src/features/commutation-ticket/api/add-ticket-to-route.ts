import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { TicketInputRaw } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency-key";
import { invalidateMyTickets } from "./commutation-ticket-keys";

export interface AddTicketRequest {
  routeId: number;
  ticket: TicketInputRaw;
  /** Sent as Idempotency-Key: a repeat of the same submission is answered, not stored again. */
  idempotencyKey?: string;
}

/** POST /api/commutationTicket/:routeId/add: a new leg (or a continuation) on an existing route. */
export function addTicketToRoute({ routeId, ticket, idempotencyKey }: AddTicketRequest) {
  return apiRequest(commutationTicketRoutes.addToRoute, {
    params: { routeId },
    body: ticket,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useAddTicketToRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketToRoute,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateMyTickets(queryClient),
  });
}
