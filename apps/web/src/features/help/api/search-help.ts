import { helpRoutes } from "@portal/contract/help/help.routes";
import type { HelpLanguage } from "@portal/contract/help/help.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/markdown/search?q=: published pages of the language that match, best first. */
export function searchHelp(q: string, lang: HelpLanguage, signal?: AbortSignal) {
  return apiRequest(helpRoutes.search, { query: { q, lang }, signal });
}

export function useHelpSearch(q: string, lang: HelpLanguage) {
  return useQuery({
    queryKey: ["help", "search", q, lang],
    queryFn: ({ signal }) => searchHelp(q, lang, signal),
    enabled: q.trim().length > 0,
    meta: { handlesErrors: true },
  });
}
