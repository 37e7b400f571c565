import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { TicketInputRaw } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency-key";
import { invalidateMyTickets } from "./commutation-ticket-keys";

export interface CreateTicketsRequest {
  tickets: TicketInputRaw[];
  /** Sent as Idempotency-Key: a repeat of the same submission is answered, not stored again. */
  idempotencyKey?: string;
}

/** POST /api/commutationTicket: a first request; the server creates the route with it. */
export function createTickets({ tickets, idempotencyKey }: CreateTicketsRequest) {
  return apiRequest(commutationTicketRoutes.create, {
    body: { tickets },
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useCreateTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTickets,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateMyTickets(queryClient),
  });
}
