import type { TicketInputRaw } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { ticketActingForRoutes } from "@portal/contract/commutation-ticket/ticket-acting-for.routes";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency-key";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";
import { commutationTicketKeys } from "./commutation-ticket-keys";

export interface AddTicketForRequest {
  /** The employee HR acts for. */
  employeeId: number;
  ticket: TicketInputRaw;
  /** Sent as Idempotency-Key: a repeat of the same submission is answered, not stored again. */
  idempotencyKey?: string;
}

/**
 * POST /api/commutationTicket/addTicketAF: HR asks for a ticket for the employee (their route is
 * created with it if need be); the log records HR as the actor for them. Answers the route.
 */
export function addTicketFor({ employeeId, ticket, idempotencyKey }: AddTicketForRequest) {
  return apiRequest(ticketActingForRoutes.addTicketAF, {
    body: { employeeId, tickets: [ticket] },
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/**
 * What a change HR made for an employee may show anywhere in the feature: the employee's route
 * and history, the ticket and its log, HR's lists and queues, allowances, over-budget answers;
 * and the menu's counts of tickets waiting.
 */
export function invalidateEmployeeTickets(queryClient: QueryClient): Promise<void> {
  const stale = [commutationTicketKeys.all, menuNumbersQueryOptions().queryKey];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useAddTicketFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketFor,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateEmployeeTickets(queryClient),
  });
}
