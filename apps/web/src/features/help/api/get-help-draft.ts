import { helpRoutes } from "@portal/contract/help/help.routes";
import type { HelpLanguage, HelpPageParams } from "@portal/contract/help/help.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET .../draft (editors): the draft, else the published text, else an empty page. */
export function getHelpDraft(page: HelpPageParams, lang: HelpLanguage, signal?: AbortSignal) {
  return apiRequest(helpRoutes.draft, { params: { ...page }, query: { lang }, signal });
}

export function useHelpDraft(page: HelpPageParams, lang: HelpLanguage) {
  return useQuery({
    queryKey: ["help", "draft", page.feature, page.function, page.order, lang],
    queryFn: ({ signal }) => getHelpDraft(page, lang, signal),
    // 401 becomes the permission notice in the editor, not a toast.
    meta: { handlesErrors: true },
  });
}
