import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";
import { pagingHeaders } from "./paging-headers";

export type ObligationShow = "behind" | "all";

/** GET /api/leave/obligations (HR): where everyone's 5-day obligation stands, nearest deadline first. */
export function getObligations(show: ObligationShow, page: number, signal?: AbortSignal) {
  return apiRequest(leaveRoutes.obligations, { query: { show }, headers: pagingHeaders(page), signal });
}

export function useObligations(show: ObligationShow, page: number) {
  return useQuery({
    queryKey: [...leaveKeys.all, "obligations", show, page],
    queryFn: ({ signal }) => getObligations(show, page, signal),
    placeholderData: keepPreviousData,
  });
}
