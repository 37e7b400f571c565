import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { TicketInputRaw } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateMyTickets } from "./commutation-ticket-keys";

export interface UpdateTicketRequest {
  id: number;
  ticket: TicketInputRaw;
}

/** PUT /api/commutationTicket/:id: an edit, or a resubmission after a rejection. */
export function updateTicket({ id, ticket }: UpdateTicketRequest) {
  return apiRequest(commutationTicketRoutes.updateById, { params: { id }, body: ticket });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateMyTickets(queryClient),
  });
}
