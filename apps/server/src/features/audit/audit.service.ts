import type { SignInEvent } from "@portal/contract/audit/audit.constants";
import type { SignInAuditEntry, SignInAuditQuery } from "@portal/contract/audit/audit.schema";
import type { LoginMethod } from "@portal/contract/auth/auth.constants";
import type { Paged } from "@portal/contract/common/paging";
import type { AppDeps } from "../../app-deps";
import type { RequestMeta } from "../../lib/request-meta";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toSignInAuditCsv, toSignInAuditEntry } from "./audit.presenter";
import * as audit from "./audit.repository";

/** The most rows one CSV export holds; narrow the filters for more. */
export const exportRowLimit = 50_000;

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

function toFilter(query: SignInAuditQuery): audit.SignInAuditFilter {
  return {
    userId: query.userId ? query.userId.toLowerCase() : undefined,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    to: query.to ? `${query.to}T23:59:59.999Z` : undefined,
  };
}

export async function listSignIns(
  deps: AppDeps,
  session: SessionClaims,
  query: SignInAuditQuery,
  page: { page: number; size: number },
): Promise<Paged<SignInAuditEntry>> {
  await requireRole(deps, session.employeeId, "administrator");
  const filter = toFilter(query);
  const [rows, totalCount] = await Promise.all([
    audit.findPage(deps.db, filter, { offset: (page.page - 1) * page.size, limit: page.size }),
    audit.count(deps.db, filter),
  ]);
  return { data: rows.map(toSignInAuditEntry), totalCount };
}

export async function exportSignIns(
  deps: AppDeps,
  session: SessionClaims,
  query: SignInAuditQuery,
): Promise<string> {
  await requireRole(deps, session.employeeId, "administrator");
  const rows = await audit.findPage(deps.db, toFilter(query), { offset: 0, limit: exportRowLimit });
  return toSignInAuditCsv(rows);
}
