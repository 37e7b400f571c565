import { employeeEducationRoutes } from "@portal/contract/employee-education/employee-education.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { educationKeys } from "./education-keys";

/** GET /api/employee/get-education-request: the caller's education requests not yet applied. */
export function getEducationRequests(signal?: AbortSignal) {
  return apiRequest(employeeEducationRoutes.getEducationRequest, { signal });
}

export function educationRequestsQueryOptions() {
  return queryOptions({
    queryKey: educationKeys.requests(),
    queryFn: ({ signal }) => getEducationRequests(signal),
    meta: { handlesErrors: true },
  });
}

export function useEducationRequests() {
  return useQuery(educationRequestsQueryOptions());
}
