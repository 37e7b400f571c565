import { screen } from "@testing-library/react";
import { TicketHrDeskPage } from "../app/pages/ticket-hr-desk-page";
import { ticketPaths } from "../features/commutation-ticket/ticket-paths";
import { saveSession } from "../lib/session-store";
import { evidence, renderTicketScreen, serveTickets, type TicketApi, ticket } from "./commutation-ticket";
import { fakeLoginResponse } from "./login-response";
import { jsonResponse } from "./render";

// HR's desk signed in as hr1: its calls, the tickets and refunds they answer, and the helpers.

/** Signs in as hr1, an HR member. */
export const signInAsHr = () => saveSession(fakeLoginResponse({ username: "hr1", fes_admin: 1 }), "account");

export const queuePath = "GET /api/commutationTicket/getTicketHrConfirm/hr1";
export const decisionPath = "PUT /api/commutationTicket/hrConfirmOrReject";
export const refundsPath = "POST /api/commutationTicket/refunds";
export const approveRefundPath = "POST /api/commutationTicket/approveRefund";
export const rejectRefundPath = "POST /api/commutationTicket/rejectRefund";
export const searchPath = "POST /api/commutationTicket/search";

export const waiting = [
  ticket(1, { departure: "Kichijoji", arrival: "Shinjuku", status: 8, departmentName: "Sales" }),
  ticket(2, {
    employeeName: "Taro Suzuki",
    departure: "Mitaka",
    arrival: "Tokyo",
    status: 11,
    rejectReason: "The amount looks too high.",
  }),
  ticket(3, { employeeName: "Jiro Tanaka", departure: "Ueno", arrival: "Akihabara", status: 1 }),
];

export const cancelling = ticket(21, {
  employeeName: "Taro Suzuki",
  departure: "Mitaka",
  arrival: "Tokyo",
  status: 3,
  amount: 36000,
  cancelDate: "2026-04-15",
  cancelType: "partial",
  refundAmount: 18000,
  cancelReason: 3,
  cancelNote: "Moved to Ogikubo.",
  evidences: [
    evidence(5, {
      fileName: "receipt.pdf",
      size: 1000,
      purpose: "cancel",
      createdAt: "2026-04-15T01:00:00.000Z",
    }),
  ],
});
export const cancelled = ticket(22, {
  departure: "Ueno",
  arrival: "Akihabara",
  status: 4,
  cancelDate: "2026-03-31",
  cancelType: "renewal",
  refundAmount: 0,
  cancelReason: 1,
});
/** The rest of a 25-request list: cancelled ones. */
export const others = Array.from({ length: 18 }, (_, index) =>
  ticket(100 + index, {
    departure: `Station ${index}`,
    arrival: "Tokyo",
    status: 4,
    cancelDate: "2026-03-01",
  }),
);
export const secondPage = [
  ticket(200, { departure: "Nakano", arrival: "Tokyo", status: 6, cancelDate: "2026-02-01" }),
];

export function serveHrDesk(answers: TicketApi = {}) {
  return serveTickets({
    [queuePath]: () => jsonResponse(200, waiting),
    [refundsPath]: () =>
      jsonResponse(200, { data: [cancelling, cancelled, ...others], totalCount: 21, waitingCount: 1 }),
    ...answers,
  });
}

export const renderHrDesk = (search = "") =>
  renderTicketScreen(ticketPaths.hrDesk, <TicketHrDeskPage />, search);

/** A tab of the desk by its label (its accessible name adds how many wait in it, if any). */
export const tab = (name: string) =>
  screen.getByRole("tab", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:[:：]|$)`) });

/** Every "METHOD path" called, once each. */
export function calledPaths(fetchMock: ReturnType<typeof serveTickets>) {
  return [
    ...new Set(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url.split("?")[0]}`)),
  ];
}

/** The paging headers of the calls to one "METHOD path". */
export function sentPages(fetchMock: ReturnType<typeof serveTickets>, call: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? "GET"} ${url.split("?")[0]}` === call)
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["x-pagination-page"]);
}
