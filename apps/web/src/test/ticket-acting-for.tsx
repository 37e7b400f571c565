import type { CommutingRoute } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { QueryClient } from "@tanstack/react-query";
import { vi } from "vitest";
import { TicketActingForPage } from "../app/pages/ticket-acting-for-page";
import { ticketPaths } from "../features/commutation-ticket/ticket-paths";
import {
  commutingRoute,
  evidence,
  formBasics,
  routeInfo,
  serveTickets,
  type TicketApi,
  ticket,
} from "./commutation-ticket";
import { FakeXhr } from "./fake-xhr";
import { jsonResponse, renderRoutes } from "./render";

// HR acting for employee 12, Hanako Sato: the screen's fixtures, fake server and rendering.

export const employee = {
  id: 12,
  account: "employee1",
  employeeCode: "E0001",
  name: "Hanako Sato",
  departmentName: "Development 1",
  departmentNameJa: "開発1部",
};

export const employeeInfo = (route: CommutingRoute | null) => ({ ...routeInfo(route), employee });

// HR reads the employee's tickets with HR's own allowed actions; the screen goes by the status.
export const waitingForLeader = ticket(1, {
  departure: "Kichijoji",
  arrival: "Shinjuku",
  status: 7,
  waitingOn: "leader",
  allowedActions: [],
});
export const inForce = ticket(2, {
  departure: "Shinjuku",
  arrival: "Tokyo",
  status: 2,
  amount: 36000,
  duration: 3,
  startDate: "2026-04-01",
  endDate: "2026-06-30",
  allowedActions: [],
});
export const hrConfirmed = ticket(5, {
  departure: "Tokyo",
  arrival: "Shinagawa",
  status: 8,
  waitingOn: "approver",
  allowedActions: ["hrReject"],
});

export const receipt = evidence(31, {
  fileName: "receipt.pdf",
  purpose: "cancel",
  createdAt: "2026-04-10T00:00:00.000Z",
});

export const history =
  (tickets = [waitingForLeader, inForce, hrConfirmed]) =>
  () =>
    jsonResponse(200, { data: tickets, totalCount: tickets.length });

export const routeAnswer = (route: CommutingRoute | null) => () => jsonResponse(200, employeeInfo(route));

export function serveActingFor(answers: TicketApi = {}) {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return serveTickets({
    ...formBasics,
    // The HR member's own route is never what the screen shows.
    "GET /api/commutationTicket/getDefaultRouteInfo": () => jsonResponse(500, { message: "not here" }),
    "POST /api/commutationTicket/checkOverBudget": () => jsonResponse(500, { message: "not here" }),
    "GET /api/commutationTicket/getDefaultRouteInfoByEmployee/12": routeAnswer(
      commutingRoute([waitingForLeader, inForce, hrConfirmed]),
    ),
    "GET /api/commutationTicket/history/12": history(),
    "POST /api/commutationTicket/checkOverBudgetAF": () => jsonResponse(200, { data: false }),
    ...answers,
  });
}

export function renderActingForPage(path: string = ticketPaths.actingFor(12)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      { path: ticketPaths.actingForPattern, element: <TicketActingForPage /> },
      { path: ticketPaths.hrDesk, element: <p>HR desk</p> },
      { path: ticketPaths.detailPattern, element: <p>ticket detail</p> },
    ],
    path,
    queryClient,
    { env: "test" },
  );
}

export const actionsOf = (element: HTMLElement) =>
  [...element.querySelectorAll("a, button")].map((action) => action.textContent);
