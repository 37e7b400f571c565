import { menuRoutes } from "@portal/contract/menu/menu.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/menu/fes/{id}: the signed-in user's menu tree, built and filtered by the server. */
export function getUserMenu(account: string, signal?: AbortSignal) {
  return apiRequest(menuRoutes.userMenu, { params: { id: account }, signal });
}

export function userMenuQueryOptions(account: string) {
  return queryOptions({
    queryKey: ["menu", "tree", account],
    queryFn: ({ signal }) => getUserMenu(account, signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserMenu(account: string | undefined) {
  return useQuery({ ...userMenuQueryOptions(account ?? ""), enabled: Boolean(account) });
}
