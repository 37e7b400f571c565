import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";
import { invalidateDecisions } from "./invalidate-decisions";

export interface HrDecision {
  ids: number[];
  confirm: boolean;
  /** Required to reject: the owner reads it. */
  reason?: string;
}

/**
 * PUT /api/commutationTicket/hrConfirmOrReject: confirms tickets (on to the approver) or rejects
 * them (back to the owner) one by one and answers `{ decided, refused: [{ id, message }] }`; with
 * a single id a refusal is the error itself.
 */
export function decideAsHr(decision: HrDecision) {
  return apiRequest(commutationTicketRoutes.hrConfirmOrReject, { body: decision });
}

/** The queue shows refusals itself; whatever the outcome, what was shown may have changed. */
export function useHrDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAsHr,
    meta: { handlesErrors: true },
    onSettled: () =>
      invalidateDecisions(queryClient, [
        commutationTicketKeys.hrQueues(),
        commutationTicketKeys.approverQueues(),
      ]),
  });
}
