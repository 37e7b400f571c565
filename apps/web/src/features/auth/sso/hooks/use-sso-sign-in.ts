import type { SsoClientConfig } from "@portal/contract/config/config.schema";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { safeRedirectTarget } from "../../redirect-target";
import { shouldStartSso } from "../sso-auto-start";
import { hasSsoFailed } from "../sso-failure";

/**
 * The corporate sign-in of the login page: `start` sends the user to the provider, and it starts
 * by itself once on load when the configuration and the address say so.
 */
export function useSsoSignIn(sso: SsoClientConfig | null) {
  const [searchParams] = useSearchParams();
  const returnUrl = safeRedirectTarget(searchParams.get("url"));
  // The login page shows the failure in its banner, so no toast.
  const mutation = useMutation({
    // The OIDC client loads only when single sign-on starts.
    mutationFn: async (config: SsoClientConfig) =>
      (await import("../sso-client")).startSsoSignIn(config, returnUrl),
    meta: { handlesErrors: true },
  });
  const { mutate } = mutation;
  const hasDecided = useRef(false);

  useEffect(() => {
    if (!sso || hasDecided.current) return;
    hasDecided.current = true;
    if (shouldStartSso(sso, searchParams, hasSsoFailed())) mutate(sso);
  }, [sso, searchParams, mutate]);

  return {
    start: () => sso && mutation.mutate(sso),
    // After a successful start the browser is on its way to the provider.
    isRedirecting: mutation.isPending || mutation.isSuccess,
    error: mutation.error,
  };
}
