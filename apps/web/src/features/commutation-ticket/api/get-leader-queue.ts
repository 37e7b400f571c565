import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/getTicketLeaderConfirm/:account: the tickets waiting for this leader. */
export function getLeaderQueue(account: string, signal?: AbortSignal) {
  return apiRequest(commutationTicketRoutes.leaderQueue, { params: { id: account }, signal });
}

export function leaderQueueQueryOptions(account: string) {
  return queryOptions({
    queryKey: commutationTicketKeys.leaderQueue(account),
    queryFn: ({ signal }) => getLeaderQueue(account, signal),
  });
}

/** The signed-in leader's queue; asks once the account is known. */
export function useLeaderQueue(account: string | undefined) {
  return useQuery({ ...leaderQueueQueryOptions(account ?? ""), enabled: Boolean(account) });
}
