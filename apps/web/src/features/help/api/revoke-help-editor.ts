import { helpRoutes } from "@portal/contract/help/help.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { helpEditorsKey } from "./get-help-editors";

/** DELETE /api/markdown/editors/:employeeId: an administrator takes the help-editor role back. */
export function revokeHelpEditor(employeeId: number) {
  return apiRequest(helpRoutes.revokeEditor, { params: { employeeId } });
}

export function useRevokeHelpEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeHelpEditor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpEditorsKey }),
  });
}
