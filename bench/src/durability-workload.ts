import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { TicketLimits, TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CommutingRoute,
  DefaultRouteInfo,
  Ticket,
  TicketDecisionResult,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import {
  activeTicketStatuses,
  submitStatus,
  type TicketAction,
  ticketTransitions,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AckLedger } from "./durability-ledger";
import type { PortalClient } from "./portal-client";

const base = "/api/commutationTicket";

/** One client loop: its signed-in user, the shared ledger, and when to stop. */
export interface WriterLoop {
  client: PortalClient;
  ledger: AckLedger;
  isStopped: () => boolean;
}

/**
 * A new leg starting in a week: always a date the company accepts. The notes give the reason an
 * over-budget ticket needs, so many open tickets of one owner are never refused for it.
 */
export function benchLeg(seed: number) {
  return {
    // A section per seed: the server refuses a leg identical to an active one (decision 017).
    departure: `新宿 ${seed}`,
    arrival: "東京",
    transportType: "Train",
    duration: 1,
    startDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    amount: 1_000 + (seed % 50) * 100,
    notes: "bench write load",
  };
}

/** The status of a new or edited ticket of an employee whose department has another leader. */
const submitted = submitStatus({ hasOtherLeader: true, isUnchangedContinuation: false });

function decidedStatus(action: TicketAction): number {
  const to = ticketTransitions[action].to;
  if (typeof to !== "number") throw new Error(`${action} is not a decision`);
  return to;
}

/**
 * One call; answers the body of a 2xx, else undefined after counting what went wrong. Without an
 * answer (the server was killed) it waits until the server is up again.
 */
async function send<T>(
  loop: WriterLoop,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T | undefined> {
  const answer = await loop.client.call(method, path, body, headers);
  const { ledger } = loop;
  if (answer.status === 0) {
    ledger.unanswered++;
    await loop.client.link.whenUp();
    await sleep(20);
    return undefined;
  }
  const what = `${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status >= 500) {
    ledger.serverErrors++;
    ledger.firstServerError ??= what;
    await sleep(100);
    return undefined;
  }
  if (answer.status >= 300) {
    ledger.refused++;
    ledger.firstRefusal ??= what;
    return undefined;
  }
  return answer.body as T;
}

async function comment(loop: WriterLoop, ticketId: number, round: number): Promise<void> {
  const text = `${loop.client.account} ${round} ${randomBytes(4).toString("hex")}`;
  const created = await send<{ id: number }>(loop, "POST", `/api/comments/commutationTicket/${ticketId}`, {
    comment: text,
  });
  if (created) loop.ledger.comment(created.id, ticketId, text);
}

/** Decides several tickets in one call; each decided one is an acknowledged transition. */
async function decide(loop: WriterLoop, action: TicketAction, method: string, path: string, body: object) {
  const result = await send<TicketDecisionResult>(loop, method, path, body);
  if (!result) return;
  for (const id of result.decided) loop.ledger.ticket(id, action, decidedStatus(action));
  loop.ledger.refused += result.refused.length;
}

/**
 * An employee: asks to cancel a ticket in force (so the route never fills up), edits and resubmits
 * a rejected one, or asks for a new one; then comments on the ticket it acted on. Reads its route
 * first every round, so a write that committed without an answer is seen as done.
 */
export async function employeeLoop(loop: WriterLoop): Promise<void> {
  for (let round = 0; !loop.isStopped(); round++) {
    const info = await send<DefaultRouteInfo>(loop, "GET", `${base}/getDefaultRouteInfo`);
    if (!info) continue;
    const ticketId = await ownerStep(loop, info.route?.tickets ?? [], round);
    if (ticketId !== undefined) await comment(loop, ticketId, round);
  }
}

async function ownerStep(loop: WriterLoop, tickets: Ticket[], round: number): Promise<number | undefined> {
  const inForce = tickets.find((ticket) => ticket.allowedActions.includes("requestCancel"));
  if (inForce) {
    const cancel = {
      ticketId: inForce.id,
      cancelDate: inForce.startDate,
      cancelType: "full",
      refundAmount: inForce.amount,
      cancelReason: 5,
    };
    const done = await send<Ticket>(loop, "POST", `${base}/cancel`, cancel);
    if (done) loop.ledger.ticket(inForce.id, "requestCancel", decidedStatus("requestCancel"));
    return inForce.id;
  }
  const rejected: number[] = [TicketStatus.rejected, TicketStatus.rejectedNew];
  const toEdit = tickets.find((ticket) => rejected.includes(ticket.status));
  if (toEdit) {
    const done = await send<Ticket>(loop, "PUT", `${base}/${toEdit.id}`, benchLeg(round));
    if (done) loop.ledger.ticket(toEdit.id, "edit", submitted);
    return toEdit.id;
  }
  const active = tickets.filter((ticket) => activeTicketStatuses.includes(ticket.status)).length;
  if (active >= TicketLimits.maxLegs) {
    await sleep(200);
    return tickets[round % tickets.length]?.id;
  }
  const route = await send<CommutingRoute>(loop, "POST", base, { tickets: [benchLeg(round)] });
  if (!route) return undefined;
  // This loop is the only one asking for this owner, so the newest leg is the one just asked for.
  const created = Math.max(...route.tickets.map((ticket) => ticket.id));
  loop.ledger.ticket(created, "submit", submitted);
  return created;
}

/** The department's leader: confirms what waits for them, rejects one in four rounds. */
export async function leaderLoop(loop: WriterLoop): Promise<void> {
  const path = `${base}/leaderConfirmOrReject`;
  for (let round = 0; !loop.isStopped(); round++) {
    const queue = await send<Ticket[]>(loop, "GET", `${base}/getTicketLeaderConfirm/${loop.client.account}`);
    const [first, ...rest] = await firstOf(queue);
    if (first === undefined) continue;
    const reject = round % 4 === 0;
    if (reject) {
      await decide(loop, "leaderReject", "PUT", path, { ids: [first], confirm: false, reason: "Wrong line" });
    }
    const confirm = reject ? rest : [first, ...rest];
    if (confirm.length > 0) await decide(loop, "leaderConfirm", "PUT", path, { ids: confirm, confirm: true });
    await comment(loop, first, round);
  }
}

/** HR: confirms the tickets waiting for them (rejects one in six rounds) and settles refunds. */
export async function hrLoop(loop: WriterLoop): Promise<void> {
  const path = `${base}/hrConfirmOrReject`;
  for (let round = 0; !loop.isStopped(); round++) {
    const queue = await send<Ticket[]>(loop, "GET", `${base}/getTicketHrConfirm/${loop.client.account}`);
    const refunds = await send<{ data: Ticket[] }>(
      loop,
      "POST",
      `${base}/refunds`,
      { statuses: [TicketStatus.cancelling] },
      { "x-pagination-size": "20" },
    );
    const cancelling = (refunds?.data ?? []).map((ticket) => ticket.id).slice(0, 5);
    if (cancelling.length > 0)
      await decide(loop, "approveRefund", "POST", `${base}/approveRefund`, { ids: cancelling });
    const [first, ...rest] = await firstOf(queue, cancelling.length > 0);
    if (first === undefined) continue;
    const reject = round % 6 === 0;
    if (reject) {
      await decide(loop, "hrReject", "PUT", path, { ids: [first], confirm: false, reason: "Amount differs" });
    }
    const confirm = reject ? rest : [first, ...rest];
    if (confirm.length > 0) await decide(loop, "hrConfirm", "PUT", path, { ids: confirm, confirm: true });
    await comment(loop, first, round);
  }
}

/** The approver: approves HR-confirmed tickets, sends one in five rounds back to HR. */
export async function approverLoop(loop: WriterLoop): Promise<void> {
  for (let round = 0; !loop.isStopped(); round++) {
    const queue = await send<Ticket[]>(loop, "POST", `${base}/ticketRequest`, {});
    const [first, ...rest] = await firstOf(queue);
    if (first === undefined) continue;
    const reject = round % 5 === 0;
    if (reject) {
      const sentBack = await send<Ticket>(loop, "POST", `${base}/reject/${first}`, {
        reason: "Receipt missing",
      });
      if (sentBack) loop.ledger.ticket(first, "approverReject", decidedStatus("approverReject"));
    }
    const approve = reject ? rest : [first, ...rest];
    if (approve.length > 0) await decide(loop, "approve", "POST", `${base}/approve`, { ids: approve });
    await comment(loop, first, round);
  }
}

/**
 * The ids of the first tickets of a decider's queue (five a round); an empty queue waits a moment
 * before the next round asks again, unless the round did something else.
 */
async function firstOf(queue: Ticket[] | undefined, didOther = false): Promise<number[]> {
  if (queue && queue.length === 0 && !didOther) await sleep(100);
  return (queue ?? []).slice(0, 5).map((ticket) => ticket.id);
}
