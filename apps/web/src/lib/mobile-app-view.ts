/** The first path segment of the mobile attendance app's embedded view (spec: mykintai). */
export const mobileAppSegment = "mykintai";

/**
 * The mobile-app view: the portal inside the mykintai app, recognised by the first path segment.
 * It shows no sidebar or top bar, collects no page views, and has no Go to Home link.
 */
export function isMobileAppView(pathname: string): boolean {
  return pathname.split("/")[1] === mobileAppSegment;
}
