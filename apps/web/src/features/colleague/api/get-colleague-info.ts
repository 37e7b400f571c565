import { employeeRoutes } from "@portal/contract/employee/employee.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { colleagueKeys } from "./colleague-keys";

/** GET /api/employee/colleague-info/{id}: how to reach one colleague (id or account). */
export function getColleagueInfo(id: number | string, signal?: AbortSignal) {
  return apiRequest(employeeRoutes.colleagueInfo, { params: { id }, signal });
}

export function colleagueInfoQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: colleagueKeys.info(id),
    queryFn: ({ signal }) => getColleagueInfo(id, signal),
  });
}

/** The colleague's contacts, asked for once a colleague is chosen. */
export function useColleagueInfo(id: number | null) {
  return useQuery({ ...colleagueInfoQueryOptions(id ?? 0), enabled: id !== null });
}
