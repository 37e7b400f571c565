import { pageViewRoutes } from "@portal/contract/page-view/page-view.routes";
import type { PageViewRequest } from "@portal/contract/page-view/page-view.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/page-views: records one page view of the signed-in employee. */
export function recordPageView(view: PageViewRequest) {
  return apiRequest(pageViewRoutes.record, { body: view });
}

/**
 * Analytics never interrupts the user: a failed recording (offline, rate-limited, session just
 * ended) is dropped without a notice; the screens' own calls report such problems.
 */
export function useRecordPageView() {
  return useMutation({ mutationFn: recordPageView, meta: { handlesErrors: true } });
}
