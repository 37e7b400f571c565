import { helpRoutes } from "@portal/contract/help/help.routes";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const helpEditorsKey = ["help", "editors"] as const;

/** GET /api/markdown/editors: the employees made help editors (administrators only). */
export function getHelpEditors(signal?: AbortSignal) {
  return apiRequest(helpRoutes.editors, { signal });
}

export function useHelpEditors() {
  return useQuery({
    queryKey: helpEditorsKey,
    queryFn: ({ signal }) => getHelpEditors(signal),
    meta: { handlesErrors: true },
  });
}
