import { ticketDelegationRoutes } from "@portal/contract/commutation-ticket/ticket-delegation.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** DELETE /api/commutationTicket/delegations/:id: withdraws a delegation the caller gave. */
export function removeDelegation(id: number) {
  return apiRequest(ticketDelegationRoutes.removeDelegation, { params: { id } });
}

/** Whatever the outcome, the lists (and the queues the delegate saw) are refetched. */
export function useRemoveDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDelegation,
    meta: { handlesErrors: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commutationTicketKeys.delegations() }),
        queryClient.invalidateQueries({ queryKey: menuNumbersQueryOptions().queryKey }),
      ]),
  });
}
