import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { CancelTicket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateMyTickets } from "./commutation-ticket-keys";

/** POST /api/commutationTicket/cancel: asks HR to cancel or refund a ticket in force. */
export function cancelTicket(body: CancelTicket) {
  return apiRequest(commutationTicketRoutes.cancel, { body });
}

export function useCancelTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTicket,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateMyTickets(queryClient),
  });
}
