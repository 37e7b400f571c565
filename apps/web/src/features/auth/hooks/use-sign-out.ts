import type { SsoClientConfig } from "@portal/contract/config/config.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { clearSavedFilters } from "../../../lib/saved-filters";
import { clearSession, readSession } from "../../../lib/session-store";
import { logout } from "../api/logout";
import { signedOutPath } from "../sso/sso-paths";

/** How long to wait for the signed-in screens to go before forgetting the session anyway. */
const leaveTimeoutMs = 3000;

/**
 * 'Sign out': the server ends the session (a failed call does not keep the user in), the browser
 * forgets the session and the saved search filters, and the user lands on /login?logout=true.
 * After a corporate sign-in the provider's session ends too, and the provider sends them there.
 * Call it from a signed-in screen: the session is forgotten once that screen has gone.
 */
export function useSignOut(sso: SsoClientConfig | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onUnmount = useRef<() => void>(undefined);
  useEffect(() => () => onUnmount.current?.(), []);

  return useMutation({
    mutationFn: async () => {
      const isSsoSession = readSession()?.loginMode === "sso";
      await logout().catch(() => undefined);
      // Leave first and forget the session only once the signed-in screens are gone: a route
      // guard still on screen would send the user to sign in with a return address instead,
      // where single sign-on might start by itself.
      const hasLeft = new Promise<void>((resolve) => {
        onUnmount.current = resolve;
        setTimeout(resolve, leaveTimeoutMs);
      });
      await navigate(signedOutPath, { replace: true });
      await hasLeft;
      clearSession();
      clearSavedFilters();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "config" });
      if (isSsoSession && sso) {
        // Loaded here: the OIDC client is needed by the sign-in screens, not by every signed-in page.
        const { endSsoSession } = await import("../sso/sso-client");
        await endSsoSession(sso);
      }
    },
    // Whatever failed, the user is already signed out of the portal; nothing to report.
    meta: { handlesErrors: true },
  });
}
