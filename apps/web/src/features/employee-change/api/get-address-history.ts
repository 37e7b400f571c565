import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeChangeKeys } from "./employee-change-keys";

/** GET /api/employeeaddress/getByEmployeeId?employeeId=: the home addresses an employee has had, newest first. */
export function getAddressHistory(employeeId: number, signal?: AbortSignal) {
  return apiRequest(employeeChangeRoutes.addressHistory, { query: { employeeId }, signal });
}

export function addressHistoryQueryOptions(employeeId: number) {
  return queryOptions({
    queryKey: employeeChangeKeys.addressHistory(employeeId),
    queryFn: ({ signal }) => getAddressHistory(employeeId, signal),
  });
}

/** Asks once the employee's id is known (from the profile). */
export function useAddressHistory(employeeId: number | undefined) {
  return useQuery({ ...addressHistoryQueryOptions(employeeId ?? 0), enabled: employeeId !== undefined });
}
