import type { TicketLogAction } from "@portal/contract/commutation-ticket/ticket-status-machine";

/** A ticket transition the server acknowledged: its log row must exist, whatever happened after. */
export interface TicketAck {
  action: TicketLogAction;
  toStatus: number;
}

/**
 * Every write the server answered with a 2xx, with what it wrote, and what else the clients met.
 * A write without an answer (cut by a kill) is not recorded: it may or may not have committed.
 */
export class AckLedger {
  /** Acknowledged transitions per ticket, in the order they were acknowledged. */
  readonly tickets = new Map<number, TicketAck[]>();
  readonly comments = new Map<number, { ticketId: number; text: string }>();
  writes = 0;
  /** Calls answered 4xx (a decision on a ticket another call changed first, say). */
  refused = 0;
  firstRefusal: string | undefined;
  /** Calls answered 5xx. */
  serverErrors = 0;
  firstServerError: string | undefined;
  /** Calls without an answer: the connection was refused or reset (a kill), or timed out. */
  unanswered = 0;

  ticket(id: number, action: TicketLogAction, toStatus: number): void {
    const acks = this.tickets.get(id) ?? [];
    acks.push({ action, toStatus });
    this.tickets.set(id, acks);
    this.writes++;
  }

  comment(id: number, ticketId: number, text: string): void {
    this.comments.set(id, { ticketId, text });
    this.writes++;
  }
}
