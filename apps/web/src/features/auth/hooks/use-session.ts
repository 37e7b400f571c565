import { useEffect, useReducer, useSyncExternalStore } from "react";
import { readSession, type Session, subscribeSession } from "../../../lib/session-store";
import { isTokenActive, tokenExpiry } from "../../../lib/token";
import { usePersonName } from "../../../lib/use-localized-name";

export interface SessionState {
  session: Session | null;
  /** A token is held and its expiry time has not been reached. */
  isLoggedIn: boolean;
  /** A token is held but it has run out. */
  isExpired: boolean;
  /** The user's name in the UI language (the Japanese one in Japanese), else the user ID; "" signed out. */
  name: string;
}

// setTimeout takes at most a signed 32-bit delay; a longer wait is re-armed on the next render.
const maxTimerDelayMs = 2_147_483_647;

/**
 * Re-renders when the token runs out, so an idle tab notices without any click: a timer armed
 * for the expiry time, and a re-check whenever the tab is shown or focused again (browsers
 * slow timers down in background tabs).
 */
function useExpiryCheck(token: string | undefined): void {
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const expiry = token ? tokenExpiry(token) : null;
    if (expiry === null) return;
    const delay = Math.max(0, expiry * 1000 - Date.now()) + 100;
    const timer = setTimeout(recheck, Math.min(delay, maxTimerDelayMs));
    document.addEventListener("visibilitychange", recheck);
    window.addEventListener("focus", recheck);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", recheck);
      window.removeEventListener("focus", recheck);
    };
  }, [token]);
}

/** The signed-in user, kept in step with localStorage (also across tabs) and with the clock. */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeSession, readSession);
  useExpiryCheck(session?.token);
  const personName = usePersonName();
  const isLoggedIn = session !== null && isTokenActive(session.token);
  const name = session ? personName(session.displayNameJa, session.displayName) || session.username : "";
  return { session, isLoggedIn, isExpired: session !== null && !isLoggedIn, name };
}
