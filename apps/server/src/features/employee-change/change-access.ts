import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { loadRoles } from "../auth/roles";
import type { SessionClaims } from "../auth/token";

/** Who is asking: their employee id and whether they are HR (read from their record). */
export interface Viewer {
  employeeId: number;
  isHr: boolean;
}

export async function viewerOf(deps: AppDeps, session: SessionClaims): Promise<Viewer> {
  const roles = await loadRoles(deps, session.employeeId);
  return { employeeId: session.employeeId, isHr: roles.has("hr") };
}

/** Refuses (401) anyone but the employee themselves and HR; answers the viewer. */
export async function requireSelfOrHr(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
): Promise<Viewer> {
  const viewer = await viewerOf(deps, session);
  if (employeeId !== session.employeeId && !viewer.isHr) throw AppError.permissionDenied();
  return viewer;
}

/** Refuses (401) anyone but HR. */
export async function requireHr(deps: AppDeps, session: SessionClaims): Promise<Viewer> {
  const viewer = await viewerOf(deps, session);
  if (!viewer.isHr) throw AppError.permissionDenied();
  return viewer;
}
