import { menuRoutes } from "@portal/contract/menu/menu.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** DELETE /api/menu/items/{id}: the item and everything under it. */
export function deleteMenuItem(id: number) {
  return apiRequest(menuRoutes.deleteItem, { params: { id } });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["menu"] }),
  });
}
