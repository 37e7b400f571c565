import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { TicketDecisionResult } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";
import { invalidateDecisions } from "./invalidate-decisions";

/** POST /api/commutationTicket/approveRefund: cancels the tickets (Cancelling → Cancelled). */
export function approveRefunds(ids: number[]) {
  return apiRequest(commutationTicketRoutes.approveRefund, { body: { ids } });
}

/** POST /api/commutationTicket/rejectRefund: refuses the requests with the reason the owner reads. */
export function rejectRefunds(ids: number[], reason: string) {
  return apiRequest(commutationTicketRoutes.rejectRefund, { body: { ids, reason } });
}

export interface RefundDecision {
  ids: number[];
  /** true approves the refunds; false rejects them with the reason. */
  confirm: boolean;
  reason?: string;
}

/** Either call; both answer `{ decided, refused: [{ id, message }] }`. */
export function decideRefund(decision: RefundDecision): Promise<TicketDecisionResult> {
  return decision.confirm ? approveRefunds(decision.ids) : rejectRefunds(decision.ids, decision.reason ?? "");
}

/** The list shows refusals itself; whatever the outcome, what was shown may have changed. */
export function useRefundDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefund,
    meta: { handlesErrors: true },
    onSettled: () => invalidateDecisions(queryClient, [commutationTicketKeys.refundLists()]),
  });
}
