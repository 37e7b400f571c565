import type { TicketKind } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { menuScreens } from "@portal/contract/menu/menu.constants";

const route = menuScreens.commutingTicket;

/** Paths of the commuting-ticket screens: patterns for the router, builders for links. */
export const ticketPaths = {
  route,
  newPattern: `${route}/new`,
  editPattern: `${route}/:id/edit`,
  cancelPattern: `${route}/:id/cancel`,
  detailPattern: `${route}/ticket/:id`,
  leaderQueue: menuScreens.ticketLeaderQueue,
  hrDesk: menuScreens.ticketHrDesk,
  approverQueue: menuScreens.ticketApproverQueue,
  delegation: menuScreens.ticketDelegation,
  /** HR acting for one employee (their route, entering and correcting tickets for them). */
  actingForPattern: `${menuScreens.ticketHrDesk}/employee/:id`,
  actingFor: (employeeId: number) => `${menuScreens.ticketHrDesk}/employee/${employeeId}`,
  stations: menuScreens.stationAdmin,
  /** A new request; a continuation names the ticket it continues. */
  newTicket: (kind: TicketKind = "createTicket", from?: number) => {
    const query = new URLSearchParams({ kind });
    if (from !== undefined) query.set("from", String(from));
    return `${route}/new?${query}`;
  },
  edit: (id: number) => `${route}/${id}/edit`,
  cancel: (id: number) => `${route}/${id}/cancel`,
  detail: (id: number) => `${route}/ticket/${id}`,
};

/** A positive whole id from a path or query value, else undefined. */
export function idOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
