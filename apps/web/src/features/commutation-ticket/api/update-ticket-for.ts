import type { TicketInputRaw } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { ticketActingForRoutes } from "@portal/contract/commutation-ticket/ticket-acting-for.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateEmployeeTickets } from "./add-ticket-for";

export interface UpdateTicketForRequest {
  /** The employee HR acts for (the ticket's owner). */
  employeeId: number;
  id: number;
  ticket: TicketInputRaw;
}

/** POST /api/commutationTicket/updateTicketAF: HR edits or resubmits the employee's ticket for them. */
export function updateTicketFor({ employeeId, id, ticket }: UpdateTicketForRequest) {
  return apiRequest(ticketActingForRoutes.updateTicketAF, { body: { ...ticket, employeeId, id } });
}

export function useUpdateTicketFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketFor,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateEmployeeTickets(queryClient),
  });
}
