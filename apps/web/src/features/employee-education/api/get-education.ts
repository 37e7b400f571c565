import { employeeEducationRoutes } from "@portal/contract/employee-education/employee-education.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { educationKeys } from "./education-keys";

/** GET /api/employee/get-education: the caller's approved education records and their certificates. */
export function getEducation(signal?: AbortSignal) {
  return apiRequest(employeeEducationRoutes.getEducation, { signal });
}

export function educationQueryOptions() {
  return queryOptions({
    queryKey: educationKeys.records(),
    queryFn: ({ signal }) => getEducation(signal),
    // The section shows its own load failure with a retry.
    meta: { handlesErrors: true },
  });
}

export function useEducation() {
  return useQuery(educationQueryOptions());
}
