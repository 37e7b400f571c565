import { roleRules } from "@portal/contract/auth/auth.roles";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { readSession } from "../../lib/session-store";
import { useSession } from "../auth/hooks/use-session";
import { createPushHandlers } from "./push-handlers";
import { startRealtime } from "./realtime-service";

/**
 * Keeps the realtime hubs connected while a user is signed in: they connect at sign-in (or when
 * the signed-in layout mounts) and disconnect at sign-out, when the session ends or the layout goes.
 */
export function useRealtimeConnection(): void {
  const { session, isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const account = isLoggedIn ? (session?.username ?? "") : null;

  useEffect(() => {
    if (account === null) return;
    const service = startRealtime({
      account,
      getToken: () => readSession()?.token ?? null,
      isSeatAdmin: () => {
        const roles = readSession()?.roles;
        return roles ? roleRules.isSeatAdmin(roles) : false;
      },
      handlers: createPushHandlers(queryClient),
    });
    return service.stop;
  }, [account, queryClient]);
}
