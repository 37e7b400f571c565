import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import type { ProfileChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedRequest } from "./employee-change-keys";

/** The body as sent: no reason is left out rather than sent as null. */
export type ProfileChangeRequestInput = Omit<ProfileChangeRequest, "reason"> & { reason?: string };

/** POST /api/employeeChange/requests: new values of profile fields from an effective date. */
export function createRequest(body: ProfileChangeRequestInput) {
  return apiRequest(employeeChangeRoutes.createRequest, { body });
}

/** The form shows refusals on its fields. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedRequest(queryClient, request),
  });
}
