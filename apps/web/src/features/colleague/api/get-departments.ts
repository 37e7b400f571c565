import { employeeRoutes } from "@portal/contract/employee/employee.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { colleagueKeys } from "./colleague-keys";

/** GET /api/employee/departments: what the directory's department filter offers. */
export function getDepartments(signal?: AbortSignal) {
  return apiRequest(employeeRoutes.departments, { signal });
}

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: colleagueKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
    staleTime: 10 * 60_000,
  });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
