import type { LeaveRequestDetail } from "@portal/contract/leave/leave.schema";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";

/** The filters of the caller's own requests: a status (0 every status) and a year. */
export interface LeaveFilter {
  status: number;
  year?: number | undefined;
}

export type LeaveQueueKind = "leader" | "hr";

/** Every query key of leave, in one place. */
export const leaveKeys = {
  all: ["leave"] as const,
  types: () => [...leaveKeys.all, "types"] as const,
  balances: () => [...leaveKeys.all, "balance"] as const,
  balance: (employeeId?: number) => [...leaveKeys.balances(), employeeId ?? "mine"] as const,
  daysOff: (from: string, to: string) => [...leaveKeys.all, "daysOff", from, to] as const,
  mineLists: () => [...leaveKeys.all, "mine"] as const,
  mine: (filter: LeaveFilter, page: number) => [...leaveKeys.mineLists(), filter, page] as const,
  queues: () => [...leaveKeys.all, "queue"] as const,
  queue: (kind: LeaveQueueKind, page: number) => [...leaveKeys.queues(), kind, page] as const,
  requests: () => [...leaveKeys.all, "request"] as const,
  request: (id: number) => [...leaveKeys.requests(), id] as const,
};

/** Refetches what a request's change shows: the lists, the balances and the menu's counts. */
export function invalidateLeave(queryClient: QueryClient): Promise<void> {
  const stale: QueryKey[] = [
    leaveKeys.mineLists(),
    leaveKeys.queues(),
    leaveKeys.balances(),
    menuNumbersQueryOptions().queryKey,
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Shows a request as the server now has it, and refetches whatever it appears in. */
export function showUpdatedLeave(queryClient: QueryClient, request: LeaveRequestDetail): Promise<void> {
  queryClient.setQueryData(leaveKeys.request(request.id), request);
  return invalidateLeave(queryClient);
}
