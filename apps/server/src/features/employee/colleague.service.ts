import {
  type ColleagueDepartment,
  type ColleagueInfo,
  type ColleagueSearchQuery,
  type ColleagueSummary,
  colleagueSearchLimit,
} from "@portal/contract/employee/colleague.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { activeStatus } from "../../lib/employee-status";
import { toColleagueInfo, toColleagueSummary } from "./colleague.presenter";
import * as colleagues from "./colleague.repository";

/** The colleague directory (any signed-in user): active colleagues matching the filters. */
export async function searchColleagues(
  deps: AppDeps,
  filter: ColleagueSearchQuery,
): Promise<ColleagueSummary[]> {
  const rows = await colleagues.searchColleagues(deps.db, filter, colleagueSearchLimit, activeStatus);
  return rows.map(toColleagueSummary);
}

/** How to reach one active colleague, by employee id or account; 404 for anyone else. */
export async function getColleagueInfo(deps: AppDeps, idOrAccount: string): Promise<ColleagueInfo> {
  const byId = /^\d{1,9}$/.test(idOrAccount)
    ? await colleagues.findColleagueById(deps.db, Number(idOrAccount), activeStatus)
    : undefined;
  const row = byId ?? (await colleagues.findColleagueByAccount(deps.db, idOrAccount, activeStatus));
  if (!row) throw AppError.notFound();
  return toColleagueInfo(row);
}

/** The departments the directory's filter offers. */
export async function listColleagueDepartments(deps: AppDeps): Promise<ColleagueDepartment[]> {
  return colleagues.listDepartments(deps.db);
}
