import type { CancelTicket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { ticketActingForRoutes } from "@portal/contract/commutation-ticket/ticket-acting-for.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateEmployeeTickets } from "./add-ticket-for";

export interface CancelTicketForRequest {
  /** The employee HR acts for (the ticket's owner). */
  employeeId: number;
  cancel: CancelTicket;
}

/** POST /api/commutationTicket/cancelByAF: HR asks for the cancel or refund of the employee's ticket. */
export function cancelTicketFor({ employeeId, cancel }: CancelTicketForRequest) {
  return apiRequest(ticketActingForRoutes.cancelByAF, { body: { ...cancel, employeeId } });
}

export function useCancelTicketFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTicketFor,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateEmployeeTickets(queryClient),
  });
}
