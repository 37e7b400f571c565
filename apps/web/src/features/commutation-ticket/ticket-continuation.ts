import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { addDays } from "@portal/contract/commutation-ticket/ticket-rules";

/** Days before an approved pass ends from which its continuation may be asked for. */
export const continueWindowDays = 30;

/**
 * Whether a ticket can be continued now: approved, ending within the window (or already ended),
 * and not continued by another ticket of the route that is still alive.
 */
export function canContinue(ticket: Ticket, routeTickets: readonly Ticket[], today: string): boolean {
  if (ticket.status !== TicketStatus.approved) return false;
  if (addDays(ticket.endDate, -continueWindowDays) > today) return false;
  return !routeTickets.some(
    (other) => other.previousTicketId === ticket.id && other.status !== TicketStatus.cancelled,
  );
}
