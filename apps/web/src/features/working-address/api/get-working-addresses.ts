import { workingAddressRoutes } from "@portal/contract/working-address/working-address.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { workingAddressKeys } from "./working-address-keys";

/** GET /api/employeeWorkingAddress/getWorkingAddress: the caller's working addresses, newest first. */
export function getWorkingAddresses(signal?: AbortSignal) {
  return apiRequest(workingAddressRoutes.getWorkingAddress, { signal });
}

/** The page shows its own load failure (with a retry), so no app-wide toast. */
export function workingAddressesQueryOptions() {
  return queryOptions({
    queryKey: workingAddressKeys.mine(),
    queryFn: ({ signal }) => getWorkingAddresses(signal),
    meta: { handlesErrors: true },
  });
}

export function useWorkingAddresses() {
  return useQuery(workingAddressesQueryOptions());
}
