import { helpRoutes } from "@portal/contract/help/help.routes";
import type { HelpLanguage, HelpPageParams } from "@portal/contract/help/help.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST .../publish: the draft becomes the published page and a revision. */
export function publishHelpPage({ page, language }: { page: HelpPageParams; language: HelpLanguage }) {
  return apiRequest(helpRoutes.publish, { params: { ...page }, body: { language } });
}

export function usePublishHelpPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishHelpPage,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["help"] }),
  });
}
