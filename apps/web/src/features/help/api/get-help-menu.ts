import { helpRoutes } from "@portal/contract/help/help.routes";
import type { HelpLanguage } from "@portal/contract/help/help.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/markdown/menu: features, functions and published pages in the language. */
export function getHelpMenu(lang: HelpLanguage, signal?: AbortSignal) {
  return apiRequest(helpRoutes.menu, { query: { lang }, signal });
}

export function useHelpMenu(lang: HelpLanguage) {
  return useQuery({
    queryKey: ["help", "menu", lang],
    queryFn: ({ signal }) => getHelpMenu(lang, signal),
    meta: { handlesErrors: true },
  });
}
