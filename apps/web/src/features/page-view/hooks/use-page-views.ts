import { isMobileAppPath, pageViewLimits } from "@portal/contract/page-view/page-view.constants";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { readSession } from "../../../lib/session-store";
import { isTokenActive } from "../../../lib/token";
import { useRecordPageView } from "../api/record-page-view";

/**
 * How long a location must stay before it counts as a page view: a redirect (/ to /home) passes
 * through unrecorded, and the screen has set its document title by then.
 */
export const pageViewSettleMs = 300;

/**
 * Records a page view (path without query string, document title) on every route change after
 * the first page (spec: analytics skip the first page), while signed in and outside the
 * mobile-app view (first path segment `mykintai`). A change of the query string alone is not a
 * route change. Call it once, in the root layout.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { mutate } = useRecordPageView();
  const hasSeenFirstPage = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!hasSeenFirstPage.current) {
        hasSeenFirstPage.current = true;
        return;
      }
      if (isMobileAppPath(pathname)) return;
      const session = readSession();
      if (!session || !isTokenActive(session.token)) return;
      mutate({
        path: pathname.slice(0, pageViewLimits.pathMaxLength),
        title: document.title.trim().slice(0, pageViewLimits.titleMaxLength),
      });
    }, pageViewSettleMs);
    return () => window.clearTimeout(timer);
  }, [pathname, mutate]);
}
