import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeChangeKeys } from "./employee-change-keys";

/** GET /api/employeeChange/requests/:id: one request, with what the caller may do with it now. */
export function getRequest(id: number, signal?: AbortSignal) {
  return apiRequest(employeeChangeRoutes.getRequest, { params: { id }, signal });
}

export function requestQueryOptions(id: number) {
  return queryOptions({
    queryKey: employeeChangeKeys.request(id),
    queryFn: ({ signal }) => getRequest(id, signal),
    // The drawer shows "not found" and load failures itself.
    meta: { handlesErrors: true },
  });
}

/** Loads when a request is chosen. */
export function useChangeRequest(id: number | null) {
  return useQuery({ ...requestQueryOptions(id ?? 0), enabled: id !== null });
}
