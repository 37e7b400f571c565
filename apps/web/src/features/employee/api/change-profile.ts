import { employeeRoutes } from "@portal/contract/employee/employee.routes";
import type { ChangeProfile } from "@portal/contract/employee/employee.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeProfileQueryOptions } from "./get-employee-profile";

/** PUT /api/employee/changeProfile: the `direct` fields sent (only those changed); answers the profile. */
export function changeProfile(body: ChangeProfile) {
  return apiRequest(employeeRoutes.changeProfile, { body });
}

/** The form shows refusals on its fields; the page shows the answered profile at once. */
export function useChangeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfile,
    meta: { handlesErrors: true },
    onSuccess: (profile) => queryClient.setQueryData(employeeProfileQueryOptions().queryKey, profile),
  });
}
