import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { TicketDecisionResult } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";
import { invalidateDecisions } from "./invalidate-decisions";

/**
 * POST /api/commutationTicket/approve: approves HR-confirmed tickets one by one and answers
 * `{ decided, refused: [{ id, message }] }`.
 */
export function approveTickets(ids: number[]) {
  return apiRequest(commutationTicketRoutes.approve, { body: { ids } });
}

/** POST /api/commutationTicket/reject/:id: sends one ticket back to HR with the reason HR reads. */
export function rejectAsApprover(id: number, reason: string) {
  return apiRequest(commutationTicketRoutes.reject, { params: { id }, body: { reason } });
}

export interface ApproverDecision {
  ids: number[];
  /** true approves every id; false sends the one id back to HR. */
  confirm: boolean;
  reason?: string;
}

/** Either call, answered as a decision on several (a rejection decides its one ticket or throws). */
export async function decideAsApprover(decision: ApproverDecision): Promise<TicketDecisionResult> {
  if (decision.confirm) return approveTickets(decision.ids);
  const [id] = decision.ids;
  if (id === undefined || decision.ids.length !== 1)
    throw new Error("An approver rejects one ticket at a time.");
  const rejected = await rejectAsApprover(id, decision.reason ?? "");
  return { decided: [rejected.id], refused: [] };
}

/** The queue shows refusals itself; whatever the outcome, what was shown may have changed. */
export function useApproverDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAsApprover,
    meta: { handlesErrors: true },
    onSettled: () =>
      invalidateDecisions(queryClient, [
        commutationTicketKeys.approverQueues(),
        commutationTicketKeys.hrQueues(),
      ]),
  });
}
