import { helpRoutes } from "@portal/contract/help/help.routes";
import type { HelpLanguage, HelpPageParams } from "@portal/contract/help/help.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/markdown/:feature/:function/:order: the published page, or its English fallback. */
export function getHelpPage(page: HelpPageParams, lang: HelpLanguage, signal?: AbortSignal) {
  return apiRequest(helpRoutes.page, { params: { ...page }, query: { lang }, signal });
}

export function useHelpPage(page: HelpPageParams, lang: HelpLanguage) {
  return useQuery({
    queryKey: ["help", "page", page.feature, page.function, page.order, lang],
    queryFn: ({ signal }) => getHelpPage(page, lang, signal),
    // The page view shows "not found" and load failures itself.
    meta: { handlesErrors: true },
  });
}
