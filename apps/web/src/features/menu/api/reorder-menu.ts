import { menuRoutes } from "@portal/contract/menu/menu.routes";
import type { MenuOrder } from "@portal/contract/menu/menu.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/menu/order: new parents and positions. */
export function reorderMenu(order: MenuOrder) {
  return apiRequest(menuRoutes.reorder, { body: order });
}

export function useReorderMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["menu"] }),
  });
}
