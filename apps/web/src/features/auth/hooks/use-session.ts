import { useSyncExternalStore } from "react";
import { readSession, type Session, subscribeSession } from "../../../lib/session-store";
import { isTokenActive } from "../../../lib/token";

export interface SessionState {
  session: Session | null;
  /** A token is held and its expiry time has not been reached. */
  isLoggedIn: boolean;
  /** A token is held but it has run out. */
  isExpired: boolean;
}

/** The signed-in user, kept in step with localStorage (also across tabs). */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeSession, readSession);
  const isLoggedIn = session !== null && isTokenActive(session.token);
  return { session, isLoggedIn, isExpired: session !== null && !isLoggedIn };
}
