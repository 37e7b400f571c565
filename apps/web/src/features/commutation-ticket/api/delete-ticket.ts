import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateMyTickets } from "./commutation-ticket-keys";

export interface DeleteTicketRequest {
  routeId: number;
  ticketId: number;
}

/** DELETE /api/commutationTicket/:routeId/delete/:ticketId: withdraws a leg nobody confirmed yet. */
export function deleteTicket({ routeId, ticketId }: DeleteTicketRequest) {
  return apiRequest(commutationTicketRoutes.deleteTicket, { params: { id: routeId, ticketId } });
}

/** The dialog shows a refusal's own message (a 409 says why). */
export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateMyTickets(queryClient),
  });
}
