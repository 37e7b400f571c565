import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";
import { commutationTicketKeys } from "./commutation-ticket-keys";

export interface LeaderDecision {
  ids: number[];
  confirm: boolean;
  /** Required to reject: the owner reads it. */
  reason?: string;
}

/**
 * PUT /api/commutationTicket/leaderConfirmOrReject: confirms or rejects tickets one by one and
 * answers `{ decided, refused: [{ id, message }] }`; with a single id a refusal is the error itself.
 */
export function decideAsLeader(decision: LeaderDecision) {
  return apiRequest(commutationTicketRoutes.leaderConfirmOrReject, { body: decision });
}

/** What a decision changes: the queue, the menu's counts, and the tickets and their logs. */
function invalidateDecided(queryClient: QueryClient): Promise<void> {
  const stale = [
    commutationTicketKeys.leaderQueues(),
    menuNumbersQueryOptions().queryKey,
    commutationTicketKeys.tickets(),
    [...commutationTicketKeys.all, "logs"],
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** The queue shows refusals itself; whatever the outcome, what was shown may have changed. */
export function useLeaderDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAsLeader,
    meta: { handlesErrors: true },
    onSettled: () => invalidateDecided(queryClient),
  });
}
