import { menuRoutes } from "@portal/contract/menu/menu.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/menu/check-show-navi: whether the chat assistant may be shown to this user. */
export function checkShowNavi(signal?: AbortSignal) {
  return apiRequest(menuRoutes.showNavi, { signal });
}

export function showNaviQueryOptions() {
  return queryOptions({
    queryKey: ["chatbot", "show-navi"],
    queryFn: ({ signal }) => checkShowNavi(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Without an answer the button simply stays hidden: nothing to tell the user.
    meta: { handlesErrors: true },
  });
}

export function useShowNavi() {
  return useQuery(showNaviQueryOptions());
}
