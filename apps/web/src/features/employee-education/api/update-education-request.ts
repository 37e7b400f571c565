import { employeeEducationRoutes } from "@portal/contract/employee-education/employee-education.routes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { EducationBody } from "../education-form-values";

export interface UpdateEducationRequestInput extends EducationBody {
  /** The approved record the request changes. */
  employeeEducationId: number;
}

/** POST /api/employee/update-education-request: a change to an approved record, for HR to approve. */
export function updateEducationRequest(body: UpdateEducationRequestInput) {
  return apiRequest(employeeEducationRoutes.updateEducationRequest, { body });
}

/** The form shows the failure itself, and refreshes the section once the certificates are sent. */
export function useUpdateEducationRequest() {
  return useMutation({ mutationFn: updateEducationRequest, meta: { handlesErrors: true } });
}
