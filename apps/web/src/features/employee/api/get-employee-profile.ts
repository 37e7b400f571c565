import { employeeRoutes } from "@portal/contract/employee/employee.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/employee/profile: the signed-in employee's own record. */
export function getEmployeeProfile(signal?: AbortSignal) {
  return apiRequest(employeeRoutes.profile, { signal });
}

export function employeeProfileQueryOptions() {
  return queryOptions({
    queryKey: ["employee", "profile"],
    queryFn: ({ signal }) => getEmployeeProfile(signal),
  });
}

export function useEmployeeProfile() {
  return useQuery(employeeProfileQueryOptions());
}
