import { menuRoutes } from "@portal/contract/menu/menu.routes";
import type { MenuItemInput } from "@portal/contract/menu/menu.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/menu/items (new) or PUT /api/menu/items/{id} (edit). */
export function saveMenuItem({ id, input }: { id?: number; input: MenuItemInput }) {
  return id === undefined
    ? apiRequest(menuRoutes.createItem, { body: input })
    : apiRequest(menuRoutes.updateItem, { params: { id }, body: input });
}

/** Saves an item; the form shows field errors itself, and every menu query is refreshed. */
export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItem,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["menu"] }),
  });
}
