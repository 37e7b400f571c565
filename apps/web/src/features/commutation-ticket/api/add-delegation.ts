import { ticketDelegationRoutes } from "@portal/contract/commutation-ticket/ticket-delegation.routes";
import type { DelegationInput } from "@portal/contract/commutation-ticket/ticket-delegation.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** POST /api/commutationTicket/delegations: names a delegate for a role and a date range. */
export function addDelegation(input: DelegationInput) {
  return apiRequest(ticketDelegationRoutes.addDelegation, { body: input });
}

/** The form shows refusals on its fields; the lists are refetched once it is saved. */
export function useAddDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDelegation,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commutationTicketKeys.delegations() }),
  });
}
