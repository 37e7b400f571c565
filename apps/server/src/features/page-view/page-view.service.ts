import { isMobileAppPath, pageViewLimits } from "@portal/contract/page-view/page-view.constants";
import type {
  DailyPageViewsQuery,
  DailyPageViewsReport,
  PageViewRequest,
} from "@portal/contract/page-view/page-view.schema";
import type { AppDeps } from "../../app-deps";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toDailyPageViews } from "./page-view.presenter";
import * as pageViews from "./page-view.repository";

/**
 * Records one page view of the signed-in employee: one insert, the time and the employee taken
 * from the server's clock and the session, never from the client. The mobile-app view collects
 * no analytics, so its paths are not recorded even when an older client sends them.
 */
export async function recordPageView(deps: AppDeps, session: SessionClaims, view: PageViewRequest) {
  if (isMobileAppPath(view.path)) return;
  const viewedAt = deps.clock.now().toISOString();
  await pageViews.create(deps.db, {
    employeeId: session.employeeId,
    path: view.path,
    title: view.title,
    viewedAt,
    // The UTC day, like the sign-in audit's date filter (docs/decisions/015-page-views.md).
    viewedOn: viewedAt.slice(0, 10),
  });
}

/** Only administrators read the report; the role is read from the record, never the client. */
async function assertAdministrator(deps: AppDeps, session: SessionClaims): Promise<void> {
  await requireRole(deps, session.employeeId, "administrator");
}

/** Per day of the range, the most visited paths with their view counts. */
export async function dailyPageViews(
  deps: AppDeps,
  session: SessionClaims,
  query: DailyPageViewsQuery,
): Promise<DailyPageViewsReport> {
  await assertAdministrator(deps, session);
  const rows = await pageViews.findTopPathsByDay(deps.db, query, pageViewLimits.topPathsPerDay);
  return { days: toDailyPageViews(rows) };
}
