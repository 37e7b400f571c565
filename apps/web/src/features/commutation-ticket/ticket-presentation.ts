import {
  TicketMessages,
  TicketStatus,
  ticketStatusNames,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";

/** Yen as people read it, whatever the UI language: ¥12,340. */
const yen = new Intl.NumberFormat("en-US", { style: "currency", currency: "JPY", maximumFractionDigits: 0 });

export function formatYen(amount: number): string {
  return yen.format(amount);
}

type StatusName = keyof typeof import("../../locales/en/commutation-ticket.json")["status"];

/** The key of a status's label under `commutation-ticket:status` (the spec's label is the key). */
export function statusLabelKey(status: TicketStatus): `status.${StatusName}` {
  return `status.${ticketStatusNames[status] as StatusName}`;
}

/** Badge colours per status, dark shades so the outline badge keeps a 4.5:1 contrast. */
export const statusColors: Record<TicketStatus, string> = {
  [TicketStatus.submitted]: "blue.9",
  [TicketStatus.approved]: "teal.9",
  [TicketStatus.cancelling]: "pink.9",
  [TicketStatus.cancelled]: "gray.8",
  [TicketStatus.rejected]: "red.9",
  [TicketStatus.cancelRejected]: "red.9",
  [TicketStatus.submittedToManager]: "indigo.9",
  [TicketStatus.managerConfirmed]: "cyan.9",
  [TicketStatus.hrConfirmed]: "violet.9",
  [TicketStatus.rejectedNew]: "red.9",
  [TicketStatus.rejectedToHr]: "grape.9",
};

type TicketMessageName = keyof typeof TicketMessages;

/**
 * The key of a ticket message under `commutation-ticket:messages` when the server sent a message
 * key (ticket.departureRequired) instead of a text.
 */
export function ticketMessageKey(message: string): `messages.${TicketMessageName}` | undefined {
  const names = Object.keys(TicketMessages) as TicketMessageName[];
  const name = names.find((candidate) => TicketMessages[candidate] === message);
  return name ? `messages.${name}` : undefined;
}
