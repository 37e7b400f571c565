import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { TicketAction } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** The decisions a leader, HR or the approver takes on one ticket. */
export const decisionActions = [
  "leaderConfirm",
  "leaderReject",
  "hrConfirm",
  "hrReject",
  "approve",
  "approverReject",
  "approveRefund",
  "rejectRefund",
] as const satisfies readonly TicketAction[];
export type DecisionAction = (typeof decisionActions)[number];

/** The decisions that send a ticket back and so need the reason its owner (or HR) reads. */
export const rejectingActions: ReadonlySet<DecisionAction> = new Set([
  "leaderReject",
  "hrReject",
  "approverReject",
  "rejectRefund",
]);

export const isDecisionAction = (action: TicketAction): action is DecisionAction =>
  (decisionActions as readonly TicketAction[]).includes(action);

export interface TicketDecisionRequest {
  action: DecisionAction;
  /** The ticket decided. */
  id: number;
  /** Required for a rejection. */
  reason?: string;
}

/** The server answered 200 but did not decide the ticket (the batch calls' `refused`). */
export class DecisionRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DecisionRefusedError";
  }
}

/** A batch call's answer for one ticket: a refusal becomes the error. */
function requireDecided(result: { refused: { id: number; message: string }[] }, id: number): void {
  const refusal = result.refused.find((candidate) => candidate.id === id);
  if (refusal) throw new DecisionRefusedError(refusal.message);
}

/**
 * Sends one decision to its route: PUT leaderConfirmOrReject / hrConfirmOrReject, POST approve,
 * reject/:id, approveRefund or rejectRefund.
 */
export async function decideTicket({ action, id, reason = "" }: TicketDecisionRequest): Promise<void> {
  const ids = [id];
  switch (action) {
    case "leaderConfirm":
    case "leaderReject": {
      const confirm = action === "leaderConfirm";
      const body = confirm ? { ids, confirm } : { ids, confirm, reason };
      return requireDecided(await apiRequest(commutationTicketRoutes.leaderConfirmOrReject, { body }), id);
    }
    case "hrConfirm":
    case "hrReject": {
      const confirm = action === "hrConfirm";
      const body = confirm ? { ids, confirm } : { ids, confirm, reason };
      return requireDecided(await apiRequest(commutationTicketRoutes.hrConfirmOrReject, { body }), id);
    }
    case "approve":
      return requireDecided(await apiRequest(commutationTicketRoutes.approve, { body: { ids } }), id);
    case "approverReject":
      await apiRequest(commutationTicketRoutes.reject, { params: { id }, body: { reason } });
      return;
    case "approveRefund":
      return requireDecided(await apiRequest(commutationTicketRoutes.approveRefund, { body: { ids } }), id);
    case "rejectRefund":
      return requireDecided(
        await apiRequest(commutationTicketRoutes.rejectRefund, { body: { ids, reason } }),
        id,
      );
  }
}

/** What a decision changes: every queue and list, the menu's counts, the tickets and their logs. */
function invalidateDecided(queryClient: QueryClient): Promise<void> {
  const stale = [
    commutationTicketKeys.leaderQueues(),
    commutationTicketKeys.hrQueues(),
    commutationTicketKeys.approverQueues(),
    commutationTicketKeys.refundLists(),
    commutationTicketKeys.searches(),
    commutationTicketKeys.employeeRoutes(),
    commutationTicketKeys.allowanceLists(),
    menuNumbersQueryOptions().queryKey,
    commutationTicketKeys.tickets(),
    [...commutationTicketKeys.all, "logs"],
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** One decision on one ticket; the screen shows refusals itself, and what it showed is refetched. */
export function useTicketDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTicket,
    meta: { handlesErrors: true },
    onSettled: () => invalidateDecided(queryClient),
  });
}
