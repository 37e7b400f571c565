import { employeeRoutes } from "@portal/contract/employee/employee.routes";
import type { ChangeWorkplace } from "@portal/contract/employee/employee.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeProfileQueryOptions } from "./get-employee-profile";

/** PUT /api/employee/changeWorkplace: the `workplace` fields sent (only those changed); answers the profile. */
export function changeWorkplace(body: ChangeWorkplace) {
  return apiRequest(employeeRoutes.changeWorkplace, { body });
}

/** The form shows refusals on its fields; the page shows the answered profile at once. */
export function useChangeWorkplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkplace,
    meta: { handlesErrors: true },
    onSuccess: (profile) => queryClient.setQueryData(employeeProfileQueryOptions().queryKey, profile),
  });
}
