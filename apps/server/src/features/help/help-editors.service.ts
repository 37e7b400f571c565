import type { AppLanguage } from "@portal/contract/common/culture";
import type { HelpEditor } from "@portal/contract/help/help.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { findActiveEmployee } from "../../lib/employee-status";
import { loadRoles, requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toHelpEditor } from "./help-editors.presenter";
import * as editors from "./help-editors.repository";

/**
 * Whether the employee may edit help pages: administrators and HR always, and the employees an
 * administrator made help editors (decision 026). Read from the records on every call.
 */
export async function mayEditHelp(deps: AppDeps, employeeId: number): Promise<boolean> {
  const roles = await loadRoles(deps, employeeId);
  if (roles.has("administrator") || roles.has("hr")) return true;
  return editors.isEditor(deps.db, employeeId);
}

/** GET markdown/editors: administrators see who was made a help editor. */
export async function listHelpEditors(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<HelpEditor[]> {
  await requireRole(deps, session.employeeId, "administrator");
  return (await editors.findEditors(deps.db)).map((row) => toHelpEditor(row, language));
}

/** PUT markdown/editors/:employeeId: an administrator makes an active employee a help editor. */
export async function grantHelpEditor(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
  language: AppLanguage,
): Promise<HelpEditor> {
  await requireRole(deps, session.employeeId, "administrator");
  if (!(await findActiveEmployee(deps.db, employeeId))) throw AppError.notFound();
  await editors.grant(deps.db, employeeId, session.employeeId, deps.clock.now().toISOString());
  const [row] = await editors.findEditors(deps.db, employeeId);
  if (!row) throw AppError.notFound();
  return toHelpEditor(row, language);
}

/** DELETE markdown/editors/:employeeId: an administrator takes the role back. */
export async function revokeHelpEditor(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
): Promise<void> {
  await requireRole(deps, session.employeeId, "administrator");
  if (!(await editors.revoke(deps.db, employeeId))) throw AppError.notFound();
}
