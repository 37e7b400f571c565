import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import type { TicketNote } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** POST /api/commutationTicket/save-note: HR's internal note on a ticket (empty clears it). */
export function saveNote(note: TicketNote) {
  return apiRequest(ticketReviewRoutes.saveNote, { body: note });
}

/** Saves the note and shows the ticket as the server now has it. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNote,
    meta: { handlesErrors: true },
    onSuccess: (ticket) => {
      queryClient.setQueryData(commutationTicketKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: commutationTicketKeys.searches() });
    },
  });
}
