import { helpRoutes } from "@portal/contract/help/help.routes";
import type { HelpLanguage, HelpPageParams } from "@portal/contract/help/help.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET .../revisions (editors): published versions, newest first. */
export function getHelpRevisions(page: HelpPageParams, lang: HelpLanguage, signal?: AbortSignal) {
  return apiRequest(helpRoutes.revisions, { params: { ...page }, query: { lang }, signal });
}

export function useHelpRevisions(page: HelpPageParams, lang: HelpLanguage, isEnabled: boolean) {
  return useQuery({
    queryKey: ["help", "revisions", page.feature, page.function, page.order, lang],
    queryFn: ({ signal }) => getHelpRevisions(page, lang, signal),
    enabled: isEnabled,
    meta: { handlesErrors: true },
  });
}
