import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../../features/auth/hooks/use-session";
import { loginRedirectPath } from "../../features/auth/redirect-target";
import { endExpiredSession } from "../../lib/session-expiry";

/** Route guard: a visitor without a live session goes to /login with this page as `url`. */
export function RequireSession() {
  const { isLoggedIn, isExpired } = useSession();
  const location = useLocation();

  useEffect(() => {
    if (isExpired) endExpiredSession();
  }, [isExpired]);

  if (!isLoggedIn) return <Navigate to={loginRedirectPath(location)} replace />;
  return <Outlet />;
}
