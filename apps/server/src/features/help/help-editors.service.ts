import { roleRules } from "@portal/contract/auth/auth.roles";
import type { AppLanguage } from "@portal/contract/common/culture";
import type { HelpEditor } from "@portal/contract/help/help.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { findByEmployeeId } from "../auth/auth.repository";
import { requireRole } from "../auth/roles";
import { activeStatus } from "../auth/session.service";
import type { SessionClaims } from "../auth/token";
import { findActiveEmployee } from "../notification/audience.repository";
import { toHelpEditor } from "./help-editors.presenter";
import * as editors from "./help-editors.repository";

/**
 * Whether the employee may edit help pages: administrators and HR always, and the employees an
 * administrator made help editors (decision 026). Read from the records on every call.
 */
export async function mayEditHelp(deps: AppDeps, employeeId: number): Promise<boolean> {
  const account = await findByEmployeeId(deps.db, employeeId);
  if (!account) return false;
  if (roleRules.isAdministrator(account) || roleRules.isHr(account)) return true;
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
  if (!(await findActiveEmployee(deps.db, employeeId, activeStatus))) throw AppError.notFound();
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
