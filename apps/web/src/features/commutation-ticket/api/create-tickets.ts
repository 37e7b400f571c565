import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { TicketInputRaw } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateMyTickets } from "./commutation-ticket-keys";

/** POST /api/commutationTicket: a first request; the server creates the route with it. */
export function createTickets(tickets: TicketInputRaw[]) {
  return apiRequest(commutationTicketRoutes.create, { body: { tickets } });
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
