import type { QueryClient } from "@tanstack/react-query";
import { commutationTicketKeys } from "../../commutation-ticket/api/commutation-ticket-keys";

/** Query keys of the working-address feature. */
export const workingAddressKeys = {
  all: ["workingAddress"] as const,
  /** The signed-in employee's working addresses. */
  mine: () => [...workingAddressKeys.all, "mine"] as const,
};

/**
 * Refetches what a new working address changes: the history, and the commuting tickets' address
 * and route (which may now be marked for re-application).
 */
export function invalidateAfterWorkingAddressChange(queryClient: QueryClient): Promise<void> {
  const stale = [
    workingAddressKeys.all,
    commutationTicketKeys.address(),
    commutationTicketKeys.defaultRoute(),
    commutationTicketKeys.tickets(),
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
