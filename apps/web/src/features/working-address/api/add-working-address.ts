import { workingAddressRoutes } from "@portal/contract/working-address/working-address.routes";
import type { WorkingAddressInputRaw } from "@portal/contract/working-address/working-address.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateAfterWorkingAddressChange } from "./working-address-keys";

/** POST /api/employeeWorkingAddress/addWorkingAddress: the caller's first working address. */
export function addWorkingAddress(input: WorkingAddressInputRaw) {
  return apiRequest(workingAddressRoutes.addWorkingAddress, { body: input });
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useAddWorkingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkingAddress,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateAfterWorkingAddressChange(queryClient),
  });
}
