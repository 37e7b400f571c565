import type { TicketLog } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serveTickets, ticket } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { activeStepIndex, TicketStepper, ticketSteps } from "./ticket-stepper";

let nextLogId = 1;
function log(overrides: Partial<TicketLog> & Pick<TicketLog, "action">): TicketLog {
  return {
    id: nextLogId++,
    fromStatus: null,
    toStatus: null,
    reason: null,
    actorName: "Hanako Sato",
    onBehalfOfName: null,
    via: null,
    actedAt: "2026-03-20T01:00:00.000Z",
    ...overrides,
  };
}

function renderStepper(shown: ReturnType<typeof ticket>, logs: TicketLog[]) {
  serveTickets({ [`GET /api/commutationTicket/logsTicket/${shown.id}`]: () => jsonResponse(200, logs) });
  return renderRoutes([{ path: "/", element: <TicketStepper ticket={shown} /> }], "/");
}

const stepNames = () =>
  Array.from(
    screen
      .getByRole("group", { name: "Progress of the request" })
      .querySelectorAll(".mantine-Stepper-stepLabel"),
    (label) => label.textContent,
  );

describe("ticketSteps", () => {
  it("leaves the leader out when the ticket went straight to HR", () => {
    const steps = ticketSteps(9, [
      log({ action: "submit", toStatus: 1 }),
      log({ action: "hrConfirm", fromStatus: 1, toStatus: 9 }),
    ]);
    expect(steps.map((step) => [step.kind, step.state])).toEqual([
      ["submitted", "done"],
      ["hr", "done"],
      ["approved", "current"],
    ]);
    expect(activeStepIndex(steps)).toBe(2);
  });

  it("starts the path again when a rejected ticket is submitted again", () => {
    const steps = ticketSteps(1, [
      log({ action: "submit", toStatus: 7 }),
      log({ action: "leaderReject", fromStatus: 7, toStatus: 10, reason: "No" }),
      log({ action: "edit", fromStatus: 10, toStatus: 1 }),
    ]);
    expect(steps.map((step) => step.kind)).toEqual(["submitted", "hr", "approved"]);
    expect(steps[0]?.log?.action).toBe("edit");
  });

  it("shows a refund as approved, requested and decided", () => {
    const steps = ticketSteps(6, [
      log({ action: "approve", toStatus: 2 }),
      log({ action: "requestCancel", fromStatus: 2, toStatus: 3 }),
      log({ action: "rejectRefund", fromStatus: 3, toStatus: 6, reason: "Too late" }),
    ]);
    expect(steps.map((step) => [step.kind, step.state])).toEqual([
      ["approved", "done"],
      ["refundRequested", "done"],
      ["refundDecided", "rejected"],
    ]);
    expect(activeStepIndex(ticketSteps(4, []))).toBe(3);
  });
});

describe("TicketStepper", () => {
  it("shows the path straight to HR, who confirmed it and whose turn it is", async () => {
    renderStepper(ticket(5, { status: 9, waitingOn: "approver" }), [
      log({ action: "submit", toStatus: 1 }),
      log({ action: "hrConfirm", fromStatus: 1, toStatus: 9, actorName: "Jiro HR" }),
    ]);
    await screen.findByRole("group", { name: "Progress of the request" });
    expect(stepNames()).toEqual(["Submitted (done)", "HR confirmed (done)", "Approved (current step)"]);
    expect(screen.getByText(/^Jiro HR, 2026\/03\/20/)).toBeInTheDocument();
    expect(screen.getByText("Waiting for the approver's approval.")).toBeInTheDocument();
  });

  it("shows the leader's step and the delegate who confirmed it for the leader", async () => {
    renderStepper(ticket(5, { status: 8, waitingOn: "hr" }), [
      log({ action: "submit", toStatus: 7 }),
      log({
        action: "leaderConfirm",
        fromStatus: 7,
        toStatus: 8,
        actorName: "Jiro Deputy",
        onBehalfOfName: "Taro Leader",
        via: "delegation",
        actedAt: "2026-03-21T01:00:00.000Z",
      }),
    ]);
    await screen.findByRole("group", { name: "Progress of the request" });
    expect(stepNames()).toEqual([
      "Submitted (done)",
      "Leader confirmed (done)",
      "HR confirmed (current step)",
      "Approved (not reached yet)",
    ]);
    expect(screen.getByText(/^Jiro Deputy for Taro Leader, 2026\/03\/21/)).toBeInTheDocument();
    expect(screen.getByText("Waiting for HR's confirmation.")).toBeInTheDocument();
  });

  it("shows a ticket waiting for the leader with the leader's step current", async () => {
    renderStepper(
      ticket(5, { status: 7, waitingOn: "leader", allowedActions: ["leaderConfirm", "leaderReject"] }),
      [log({ action: "submit", toStatus: 7 })],
    );
    await screen.findByRole("group", { name: "Progress of the request" });
    expect(stepNames()[1]).toBe("Leader confirmed (current step)");
    expect(screen.getByText("Waiting for your decision.")).toBeInTheDocument();
  });

  it("shows a rejection, who rejected it and why", async () => {
    renderStepper(
      ticket(5, {
        status: 10,
        waitingOn: "owner",
        rejectReason: "Wrong station.",
        allowedActions: ["edit", "delete"],
      }),
      [
        log({ action: "submit", toStatus: 7 }),
        log({
          action: "leaderReject",
          fromStatus: 7,
          toStatus: 10,
          actorName: "Taro Leader",
          reason: "Wrong station.",
        }),
      ],
    );
    await screen.findByRole("group", { name: "Progress of the request" });
    expect(stepNames()).toEqual([
      "Submitted (done)",
      "Rejected by the leader (rejected)",
      "HR confirmed (not reached yet)",
      "Approved (not reached yet)",
    ]);
    expect(screen.getByText(/^Taro Leader, 2026\/03\/20/)).toBeInTheDocument();
    const reason = screen.getByText("Reason for the rejection").closest("[class*=Alert-root]");
    expect(within(reason as HTMLElement).getByText("Wrong station.")).toBeInTheDocument();
  });

  it("shows who entered the ticket for the employee", async () => {
    renderStepper(ticket(5, { status: 1, waitingOn: "hr" }), [
      log({
        action: "submit",
        toStatus: 1,
        actorName: "Jiro HR",
        onBehalfOfName: "Hanako Sato",
        via: "actingFor",
      }),
    ]);
    await screen.findByRole("group", { name: "Progress of the request" });
    expect(screen.getByText(/^Jiro HR for Hanako Sato, 2026\/03\/20/)).toBeInTheDocument();
  });
});
