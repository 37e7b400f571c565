import { paths } from "../../lib/paths";

/**
 * Where to go after sign-in: the `url` parameter when it is a path on this site, else /home.
 * Anything that could leave the origin ("//host", "/\host", "https://...") falls back to /home.
 */
export function safeRedirectTarget(url: string | null): string {
  if (!url?.startsWith("/") || url.startsWith("//") || url.startsWith("/\\")) return paths.home;
  const base = "http://portal.invalid";
  try {
    const target = new URL(url, base);
    if (target.origin !== base || target.pathname === paths.login) return paths.home;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return paths.home;
  }
}

/**
 * The sign-in address for a visitor stopped by the route guard. The page is passed as `url`;
 * for pages other than /home `logout=true` is added, as the spec's guard does.
 */
export function loginRedirectPath(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ url: `${location.pathname}${location.search}` });
  if (location.pathname !== paths.home) params.set("logout", "true");
  return `${paths.login}?${params.toString()}`;
}
