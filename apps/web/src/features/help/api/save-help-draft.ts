import { helpRoutes } from "@portal/contract/help/help.routes";
import type { HelpDraftUpdate, HelpPageParams } from "@portal/contract/help/help.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** PUT .../draft: saves the draft (raw HTML and unsafe links are refused with a field error). */
export function saveHelpDraft({ page, body }: { page: HelpPageParams; body: HelpDraftUpdate }) {
  return apiRequest(helpRoutes.saveDraft, { params: { ...page }, body });
}

export function useSaveHelpDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHelpDraft,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["help", "draft"] }),
  });
}
