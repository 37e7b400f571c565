import type {
  CommutingRoute,
  DefaultRouteInfo,
  Evidence,
  Ticket,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { fireEvent, screen } from "@testing-library/react";
import { createElement, type ReactElement } from "react";
import { ticketPaths } from "../features/commutation-ticket/ticket-paths";
import { callsTo, serve } from "./fake-api";
import { jsonResponse, renderRoutes } from "./render";

/** A ticket as the server sends it: an approved 1-month train pass unless overridden. */
export function ticket(id: number, overrides: Partial<Ticket> = {}): Ticket {
  return {
    id,
    routeId: 3,
    employeeId: 12,
    account: "employee1",
    employeeName: "Hanako Sato",
    employeeCode: "E0001",
    departmentName: "Development 1",
    departmentNameJa: "開発1部",
    workingAddress: "1-1 Marunouchi, Chiyoda-ku, Tokyo",
    kind: "createTicket",
    previousTicketId: null,
    departure: "Shinjuku",
    arrival: "Tokyo",
    transportType: "Train",
    amount: 12340,
    startDate: "2026-04-01",
    displayStartDate: "20260401",
    endDate: "2026-04-30",
    duration: 1,
    notes: "",
    isNewTicket: true,
    ticketSequence: 1,
    status: 2,
    overBudget: false,
    submittedDate: "2026-03-20T01:00:00.000Z",
    cancelDate: null,
    cancelType: null,
    refundAmount: null,
    cancelReason: null,
    cancelNote: null,
    rejectReason: null,
    hrNote: null,
    canReview: false,
    canEditRoute: false,
    canContinue: false,
    canDeleteRoute: false,
    isChangeWorkingAddress: false,
    allowedActions: [],
    waitingOn: null,
    evidences: [],
    createdAt: "2026-03-20T01:00:00.000Z",
    updatedAt: "2026-03-20T01:00:00.000Z",
    ...overrides,
  };
}

/** An evidence file as the server sends it: a PDF of the ticket waiting for HR's review unless overridden. */
export function evidence(id: number, overrides: Partial<Evidence> = {}): Evidence {
  return {
    id,
    fileName: `fare-${id}.pdf`,
    contentType: "application/pdf",
    size: 2048,
    purpose: "ticket",
    review: "pending",
    reviewReason: null,
    reviewedByName: null,
    reviewedAt: null,
    createdAt: "2026-03-20T01:00:00.000Z",
    ...overrides,
  };
}

export function commutingRoute(tickets: Ticket[], overrides: Partial<CommutingRoute> = {}): CommutingRoute {
  return {
    id: 3,
    employeeId: 12,
    account: "employee1",
    workingAddress: "1-1 Marunouchi, Chiyoda-ku, Tokyo",
    startDate: "2026-04-01",
    endDate: "2026-04-30",
    changeDate: "2026-03-20",
    isChangeWorkingAddress: false,
    workingAddressChangeDate: null,
    tickets,
    monthlyTotal: 12340,
    allowanceLimit: 50000,
    taxableMonthlyAmount: 0,
    ...overrides,
  };
}

export function routeInfo(route: CommutingRoute | null): DefaultRouteInfo {
  return { route, workingAddress: "1-1 Marunouchi, Chiyoda-ku, Tokyo", allowanceLimit: 50000 };
}

/** An answer per "METHOD path" (path without the query; the handler gets the path with the query, and the body). */
export type TicketApi = Record<string, (url: string, body: unknown) => Response>;

/** The calls every ticket form makes, answered plainly; `answers` add to or replace them. */
export const formBasics = {
  "GET /api/commutationTicket/address": () =>
    jsonResponse(200, {
      workingPlaceId: 1,
      name: "Head office",
      postCode: "1000005",
      workingAddress: "1-1 Marunouchi, Chiyoda-ku, Tokyo",
    }),
  "GET /api/commutationTicket/disabledTime": () =>
    jsonResponse(200, {
      minStartDate: "2026-03-01",
      maxStartDate: "2027-03-01",
      disabledRanges: [{ from: "2026-05-03", to: "2026-05-06" }],
    }),
  "GET /api/commutationTicket/getDefaultRouteInfo": () => jsonResponse(200, routeInfo(null)),
  "GET /api/commutationTicket/price": () =>
    jsonResponse(200, {
      oneMonth: null,
      threeMonths: null,
      sixMonths: null,
      basis: { months: 12, oneMonth: 0, threeMonths: 0, sixMonths: 0 },
    }),
  "POST /api/commutationTicket/checkOverBudget": () => jsonResponse(200, { data: false }),
  "GET /api/commutationTicket/station": () => jsonResponse(200, []),
} satisfies TicketApi;

/** Stubs fetch (and XMLHttpRequest) with the answers, as serve does; anything else is a 404. */
export function serveTickets(answers: TicketApi) {
  return serve(
    Object.fromEntries(
      Object.entries(answers).map(([call, answer]) => [
        call,
        (url: URL, body: unknown) => answer(`${url.pathname}${url.search}`, body),
      ]),
    ),
  );
}

/** The bodies sent to one "METHOD path". */
export function sentBodies(fetchMock: ReturnType<typeof serveTickets>, call: string): unknown[] {
  return callsTo(fetchMock, call).map(({ body }) => body);
}

/** An answer that fails with a 500 the first time and gives `answer` from then on (a retry). */
export function failingOnce(answer: () => Response): () => Response {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? jsonResponse(500, { message: "Server error", errors: [] }) : answer();
  };
}

/** Renders a decider's screen at `path` (with `search`); its links to a ticket land on a stand-in. */
export function renderTicketScreen(path: string, element: ReactElement, search = "") {
  return renderRoutes(
    [
      { path, element },
      { path: ticketPaths.detailPattern, element: createElement("p", null, "ticket screen") },
    ],
    `${path}${search}`,
  );
}

/** The input of a form field (a station field's list carries the same label). */
export function field(label: RegExp): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.matches("input, textarea"));
  if (!input) throw new Error(`No field ${label}`);
  return input;
}

/** Types into a field at once (typing key by key is slow in jsdom and tests nothing more here). */
export function fill(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
