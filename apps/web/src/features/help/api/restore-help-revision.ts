import { helpRoutes } from "@portal/contract/help/help.routes";
import type { HelpPageParams } from "@portal/contract/help/help.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST .../restore/:revisionId: copies a revision into the draft. */
export function restoreHelpRevision({ page, revisionId }: { page: HelpPageParams; revisionId: number }) {
  return apiRequest(helpRoutes.restore, { params: { ...page, revisionId } });
}

export function useRestoreHelpRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreHelpRevision,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["help", "draft"] }),
  });
}
