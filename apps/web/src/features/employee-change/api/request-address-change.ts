import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import type { AddressChange } from "@portal/contract/employee-change/employee-change.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedRequest } from "./employee-change-keys";

/** The body as sent: no description is left out rather than sent as null; no townTemp. */
export type AddressChangeInput = Omit<AddressChange, "description" | "townTemp"> & { description?: string };

/** POST /api/employeeChange/address: a new home address from its date, submitted to HR or kept as a draft. */
export function requestAddressChange(body: AddressChangeInput) {
  return apiRequest(employeeChangeRoutes.address, { body });
}

/** The form shows refusals on its fields. */
export function useRequestAddressChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAddressChange,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedRequest(queryClient, request),
  });
}
