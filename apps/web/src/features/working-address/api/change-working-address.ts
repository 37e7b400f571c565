import { workingAddressRoutes } from "@portal/contract/working-address/working-address.routes";
import type { WorkingAddressInputRaw } from "@portal/contract/working-address/working-address.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateAfterWorkingAddressChange } from "./working-address-keys";

/** POST /api/employeeWorkingAddress/changeWorkingAddress: a new working address from its date. */
export function changeWorkingAddress(input: WorkingAddressInputRaw) {
  return apiRequest(workingAddressRoutes.changeWorkingAddress, { body: input });
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useChangeWorkingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkingAddress,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateAfterWorkingAddressChange(queryClient),
  });
}
