import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import type { ChatTicket } from "@portal/contract/chatbot/chatbot.schema";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { activeTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../../app-deps";
import type { SessionClaims } from "../../auth/token";
import { getDefaultRouteInfo } from "../../commutation-ticket/ticket-context";
import { ticketStatusLabel } from "../chat-catalogue";

/** The caller's tickets as the commuting-ticket screens see them (with what the machine allows). */
export async function ownTickets(deps: AppDeps, session: SessionClaims): Promise<Ticket[]> {
  const info = await getDefaultRouteInfo(deps, session);
  return info.route?.tickets ?? [];
}

const isActive = (ticket: Ticket) => (activeTicketStatuses as readonly number[]).includes(ticket.status);

/** A ticket asked for or in force without a fare evidence that HR has not returned. */
export function waitsForEvidence(ticket: Ticket): boolean {
  return (
    isActive(ticket) &&
    !ticket.evidences.some((file) => file.purpose === "ticket" && file.review !== "rejected")
  );
}

/** The tickets each task picks from: what the status machine allows for the owner now. */
export const ticketCandidates = {
  continue: (tickets: Ticket[]) => tickets.filter((ticket) => ticket.canContinue),
  refund: (tickets: Ticket[]) => tickets.filter((ticket) => ticket.allowedActions.includes("requestCancel")),
  /** Active tickets, those still waiting for evidence first. */
  evidence: (tickets: Ticket[]) =>
    tickets.filter(isActive).sort((a, b) => Number(waitsForEvidence(b)) - Number(waitsForEvidence(a))),
};

const displayDate = (date: string) => date.replaceAll("-", "/");

export function ticketLabel(language: ChatLanguage, ticket: Ticket): string {
  const period = `${displayDate(ticket.startDate)}–${displayDate(ticket.endDate)}`;
  return `${ticket.departure} → ${ticket.arrival} (${period}, ${ticketStatusLabel(language, ticket.status)})`;
}

/** The ticket list mode: the picked ticket highlighted, else the one in force today. */
export function toChatTickets(
  language: ChatLanguage,
  tickets: Ticket[],
  today: string,
  pickedId: number | null,
): ChatTicket[] {
  return tickets.map((ticket) => ({
    id: ticket.id,
    label: ticketLabel(language, ticket),
    status: ticket.status,
    active:
      pickedId !== null
        ? ticket.id === pickedId
        : ticket.startDate <= today && today <= ticket.endDate && isActive(ticket),
  }));
}
