import type { SsoClientConfig } from "@portal/contract/config/config.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../../lib/paths";
import { saveSession } from "../../../../lib/session-store";
import { safeRedirectTarget } from "../../redirect-target";
import { type CompletedSsoSignIn, completeSsoSignIn } from "../sso-client";
import { ssoErrorText, ssoFailureState } from "../sso-error-text";
import { forgetSsoFailure, rememberSsoFailure } from "../sso-failure";

type Outcome = { isDone: true; result: CompletedSsoSignIn } | { isDone: false; error: unknown };

// The provider's answer can be redeemed once: a second run (StrictMode, a re-render) shares the first.
const runs = new Map<string, Promise<Outcome>>();

function completeOnce(callbackUrl: string, sso: SsoClientConfig | null): Promise<Outcome> {
  let run = runs.get(callbackUrl);
  if (!run) {
    run = (sso ? completeSsoSignIn(sso) : Promise.reject(new Error("Single sign-on is not configured"))).then(
      (result): Outcome => ({ isDone: true, result }),
      (error: unknown): Outcome => ({ isDone: false, error }),
    );
    runs.set(callbackUrl, run);
  }
  return run;
}

/**
 * The callback page's work: completes the flow, saves the session (login mode "sso") and goes to
 * the page asked for; a failure goes back to /login with the message for the banner.
 */
export function useSsoCallback(sso: SsoClientConfig | null, isConfigReady: boolean): void {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isConfigReady) return;
    let isActive = true;
    void completeOnce(window.location.href, sso).then((outcome) => {
      if (!isActive) return;
      if (outcome.isDone) {
        // Nothing cached for a previous user may show to this one (the public settings may stay).
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "config" });
        saveSession(outcome.result.response, "sso");
        forgetSsoFailure();
        void navigate(safeRedirectTarget(outcome.result.returnUrl), { replace: true });
      } else {
        rememberSsoFailure();
        const state = ssoFailureState(ssoErrorText(outcome.error, t));
        void navigate(paths.login, { replace: true, state });
      }
    });
    return () => {
      isActive = false;
    };
  }, [isConfigReady, sso, navigate, queryClient, t]);
}
