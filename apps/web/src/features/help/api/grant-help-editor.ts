import { helpRoutes } from "@portal/contract/help/help.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { helpEditorsKey } from "./get-help-editors";

/** PUT /api/markdown/editors/:employeeId: an administrator makes the employee a help editor. */
export function grantHelpEditor(employeeId: number) {
  return apiRequest(helpRoutes.grantEditor, { params: { employeeId } });
}

export function useGrantHelpEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantHelpEditor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpEditorsKey }),
  });
}
