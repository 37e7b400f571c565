import type { OverBudgetQuery } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { AllowanceSearch, TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
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
  /** HR's queue (the HR member's own account). */
  hrQueues: () => [...commutationTicketKeys.all, "hrQueue"] as const,
  hrQueue: (account: string) => [...commutationTicketKeys.hrQueues(), account] as const,
  /** The approver's queue of HR-confirmed tickets, per filter. */
  approverQueues: () => [...commutationTicketKeys.all, "approverQueue"] as const,
  approverQueue: (filter: TicketSearch) => [...commutationTicketKeys.approverQueues(), filter] as const,
  /** HR's search over every ticket, per filter and page. */
  searches: () => [...commutationTicketKeys.all, "search"] as const,
  search: (filter: TicketSearch, page: number) =>
    [...commutationTicketKeys.searches(), filter, page] as const,
  refundLists: () => [...commutationTicketKeys.all, "refunds"] as const,
  refunds: (filter: TicketSearch, page: number) =>
    [...commutationTicketKeys.refundLists(), filter, page] as const,
  searchOptions: () => [...commutationTicketKeys.all, "searchOptions"] as const,
  allowanceLists: () => [...commutationTicketKeys.all, "allowances"] as const,
  allowances: (filter: AllowanceSearch, page: number) =>
    [...commutationTicketKeys.allowanceLists(), filter, page] as const,
  allowanceHistory: (employeeId: number) =>
    [...commutationTicketKeys.all, "allowanceHistory", employeeId] as const,
  /** An employee's route as HR and deciders see it. */
  employeeRoutes: () => [...commutationTicketKeys.all, "employeeRoute"] as const,
  employeeRoute: (employeeId: number) => [...commutationTicketKeys.employeeRoutes(), employeeId] as const,
  employees: (search: string) => [...commutationTicketKeys.all, "employees", search] as const,
  delegations: () => [...commutationTicketKeys.all, "delegations"] as const,
  delegateCandidates: (search: string) =>
    [...commutationTicketKeys.all, "delegateCandidates", search] as const,
  /** The working address the form shows read-only. */
  address: () => [...commutationTicketKeys.all, "address"] as const,
  disabledTime: () => [...commutationTicketKeys.all, "disabledTime"] as const,
  stations: (search: string) => [...commutationTicketKeys.all, "stations", search] as const,
  price: (departure: string, arrival: string) =>
    [...commutationTicketKeys.all, "price", { departure, arrival }] as const,
  overBudget: (query: OverBudgetQuery) => [...commutationTicketKeys.all, "overBudget", query] as const,
  /** HR's official fares per section, per search and page. */
  sectionFareLists: () => [...commutationTicketKeys.all, "sectionFares"] as const,
  sectionFares: (search: string, page: number, size: number) =>
    [...commutationTicketKeys.sectionFareLists(), { search, page, size }] as const,
  /** HR's payroll reports, per page. */
  payrollReportPages: () => [...commutationTicketKeys.all, "payrollReports"] as const,
  payrollReports: (page: number, size: number) =>
    [...commutationTicketKeys.payrollReportPages(), { page, size }] as const,
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
