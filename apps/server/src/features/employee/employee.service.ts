import type { AppLanguage } from "@portal/contract/common/culture";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { SessionClaims } from "../auth/token";
import { toEmployeeProfile } from "./employee.presenter";
import * as employees from "./employee.repository";

/** The signed-in employee's own profile. */
export async function getOwnProfile(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<EmployeeProfile> {
  const row = await employees.findProfileById(deps.db, session.employeeId);
  if (!row) throw AppError.sessionExpired();
  return toEmployeeProfile(row, deps.config.company, language);
}
