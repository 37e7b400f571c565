import type { SignInEvent } from "@portal/contract/audit/audit.constants";
import type { LoginMethod } from "@portal/contract/auth/auth.constants";
import type { AppDeps } from "../../app-deps";
import type { RequestMeta } from "../../lib/request-meta";
import * as audit from "./audit.repository";

export interface SignInAuditEvent {
  /** The user ID as the caller typed it (normalised), or the SSO identity. */
  userId: string;
  employeeId: number | null;
  event: SignInEvent;
  method: LoginMethod;
  meta: RequestMeta;
}

/** Records one sign-in event: success, failure, lockout, CAPTCHA demand or sign-out. */
export async function recordSignInEvent(deps: AppDeps, entry: SignInAuditEvent): Promise<void> {
  await audit.create(deps.db, {
    occurredAt: deps.clock.now().toISOString(),
    userId: entry.userId.slice(0, 256),
    employeeId: entry.employeeId,
    event: entry.event,
    method: entry.method,
    ipAddress: entry.meta.ipAddress,
    userAgent: entry.meta.userAgent,
  });
}
