import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { canTransition } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { idOf, ticketPaths } from "./ticket-paths";

/**
 * HR entering or correcting an employee's tickets for them: the forms send the AF calls (the
 * server records HR as the actor for the employee) and go back to the acting-for screen.
 */
export interface ActingFor {
  /** The employee HR acts for. */
  employeeId: number;
  /** Where Back goes, and where a saved form goes. */
  returnTo: string;
}

/** The kinds of request HR may enter for an employee (continuing is the owner's own step). */
export const addKinds = ["createTicket", "createTicket6Months"] as const;
export type AddKind = (typeof addKinds)[number];

/**
 * What the screen shows, from its query: the employee's route and history, or one of the forms
 * (?add=kind, ?edit=ticketId, ?cancel=ticketId). The forms are views of this one screen, so the
 * browser's Back returns to the route and no further router entries are needed.
 */
export type View =
  | { name: "overview" }
  | { name: "add"; kind: AddKind }
  | { name: "edit"; ticketId: number }
  | { name: "cancel"; ticketId: number };

/** Links to the screen's views for one employee. */
export const actingForViews = {
  overview: (employeeId: number) => ticketPaths.actingFor(employeeId),
  add: (employeeId: number, kind: AddKind = "createTicket") =>
    `${ticketPaths.actingFor(employeeId)}?${new URLSearchParams({ add: kind })}`,
  edit: (employeeId: number, ticketId: number) => `${ticketPaths.actingFor(employeeId)}?edit=${ticketId}`,
  cancel: (employeeId: number, ticketId: number) => `${ticketPaths.actingFor(employeeId)}?cancel=${ticketId}`,
};

/** The view the query names; the overview when it names none. */
export function viewOf(search: URLSearchParams): View {
  const add = search.get("add");
  if (add !== null) return { name: "add", kind: addKinds.find((kind) => kind === add) ?? "createTicket" };
  const edit = idOf(search.get("edit"));
  if (edit !== undefined) return { name: "edit", ticketId: edit };
  const cancel = idOf(search.get("cancel"));
  if (cancel !== undefined) return { name: "cancel", ticketId: cancel };
  return { name: "overview" };
}

/** Whether HR may change the ticket for its owner now (the owner's rules: the status decides). */
export const canEditFor = (ticket: Pick<Ticket, "status">) => canTransition("edit", ticket.status);
export const canCancelFor = (ticket: Pick<Ticket, "status">) => canTransition("requestCancel", ticket.status);
