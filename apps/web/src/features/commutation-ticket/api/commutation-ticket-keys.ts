import type { OverBudgetQuery } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { QueryClient } from "@tanstack/react-query";

/** Every query key of the commuting-ticket feature, in one place. */
export const commutationTicketKeys = {
  all: ["commutationTicket"] as const,
  /** The signed-in employee's route, working address and allowance limit. */
  defaultRoute: () => [...commutationTicketKeys.all, "defaultRoute"] as const,
  /** Pages of the employee's own ticket history. */
  myHistoryPages: () => [...commutationTicketKeys.all, "history", "my"] as const,
  myHistory: (page: number, size: number) =>
    [...commutationTicketKeys.myHistoryPages(), { page, size }] as const,
  tickets: () => [...commutationTicketKeys.all, "ticket"] as const,
  ticket: (id: number) => [...commutationTicketKeys.tickets(), id] as const,
  logs: (id: number) => [...commutationTicketKeys.all, "logs", id] as const,
  /** The tickets waiting for a leader's confirmation (the leader's own account). */
  leaderQueues: () => [...commutationTicketKeys.all, "leaderQueue"] as const,
  leaderQueue: (account: string) => [...commutationTicketKeys.leaderQueues(), account] as const,
  /** The working address the form shows read-only. */
  address: () => [...commutationTicketKeys.all, "address"] as const,
  disabledTime: () => [...commutationTicketKeys.all, "disabledTime"] as const,
  stations: (search: string) => [...commutationTicketKeys.all, "stations", search] as const,
  price: (departure: string, arrival: string) =>
    [...commutationTicketKeys.all, "price", { departure, arrival }] as const,
  overBudget: (query: OverBudgetQuery) => [...commutationTicketKeys.all, "overBudget", query] as const,
};

/**
 * Refetches whatever a change to the employee's tickets shows: the route, the history, ticket
 * details and logs, and over-budget answers that counted the old amounts.
 */
export function invalidateMyTickets(queryClient: QueryClient): Promise<void> {
  const stale = [
    commutationTicketKeys.defaultRoute(),
    commutationTicketKeys.myHistoryPages(),
    commutationTicketKeys.tickets(),
    [...commutationTicketKeys.all, "logs"],
    [...commutationTicketKeys.all, "overBudget"],
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
