import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/**
 * What an HR or approver decision changes: the lists it moved tickets between, the menu's counts,
 * HR's search and the allowances, and the tickets and their logs.
 */
export function invalidateDecisions(queryClient: QueryClient, lists: readonly QueryKey[]): Promise<void> {
  const stale: QueryKey[] = [
    ...lists,
    menuNumbersQueryOptions().queryKey,
    commutationTicketKeys.searches(),
    commutationTicketKeys.allowanceLists(),
    commutationTicketKeys.tickets(),
    [...commutationTicketKeys.all, "logs"],
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
