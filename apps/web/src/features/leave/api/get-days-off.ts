import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";

/** GET /api/leave/daysOff: public holidays, the company's closure and its own days off in a range. */
export function getDaysOff(from: string, to: string, signal?: AbortSignal) {
  return apiRequest(leaveRoutes.daysOff, { query: { from, to }, signal });
}

export function daysOffQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: leaveKeys.daysOff(from, to),
    queryFn: ({ signal }) => getDaysOff(from, to, signal),
    staleTime: 60 * 60_000,
  });
}

/** The days off of the range; nothing is asked while the range is not known. */
export function useDaysOff(range: { from: string; to: string } | null) {
  return useQuery({ ...daysOffQueryOptions(range?.from ?? "", range?.to ?? ""), enabled: range !== null });
}
