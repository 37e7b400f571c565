import type { Db } from "../../db/database";
import { activeStatus } from "../../lib/employee-status";
import { findInactiveEmployeeIds, findSessionState } from "./session-state.repository";
import type { SessionClaims } from "./token";
import type { RevocationStore } from "./token-revocation";

/** Why a verified token may or may not act. */
export type SessionVerdict = "live" | "signedOut" | "inactive";

/**
 * Whether a verified token's session may still act: not signed out, and its employee still active,
 * however the employee was set inactive (the portal, an operator's update, a sync). One lookup a
 * call (decision 008):
 * - without Redis (one instance), one statement reads the employee's status and the token's
 *   revocation together, so an inactivation counts from the next request;
 * - with Redis (several instances), the revocation is Redis's, and the inactive employees are held
 *   in process, read again from the database every SESSION_CHECK_SECONDS by `refresh()`.
 */
export interface SessionCheck {
  verdict(session: Pick<SessionClaims, "employeeId" | "jti">): Promise<SessionVerdict>;
  /** Reads which employees are inactive now (the periodic check of every instance). */
  refresh(): Promise<ReadonlySet<number>>;
}

export interface SessionCheckOptions {
  db: Db;
  revocations: RevocationStore;
  /** Revocations live in Redis, shared by several instances: inactivity is read by refresh(). */
  isShared: boolean;
  /** An employee newly found inactive by a request: their open connections are closed. */
  onInactive(employeeId: number): void;
}

export function createSessionCheck({
  db,
  revocations,
  isShared,
  onInactive,
}: SessionCheckOptions): SessionCheck {
  let inactive = new Set<number>();
  return {
    async verdict({ employeeId, jti }) {
      if (isShared) {
        if (inactive.has(employeeId)) return "inactive";
        return (await revocations.isRevoked(jti)) ? "signedOut" : "live";
      }
      const state = await findSessionState(db, employeeId, jti);
      if (!state || state.status !== activeStatus) {
        if (!inactive.has(employeeId)) {
          inactive.add(employeeId);
          onInactive(employeeId);
        }
        return "inactive";
      }
      return state.revokedJti === null ? "live" : "signedOut";
    },
    async refresh() {
      inactive = new Set(await findInactiveEmployeeIds(db, activeStatus));
      return inactive;
    },
  };
}
