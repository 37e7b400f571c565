import { menuRoutes } from "@portal/contract/menu/menu.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/menu/items: every menu record, for administrators. */
export function listMenuItems(signal?: AbortSignal) {
  return apiRequest(menuRoutes.listItems, { signal });
}

export function menuItemsQueryOptions() {
  return queryOptions({ queryKey: ["menu", "items"], queryFn: ({ signal }) => listMenuItems(signal) });
}

export function useMenuItems() {
  return useQuery(menuItemsQueryOptions());
}
