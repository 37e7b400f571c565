import { employeeEducationRoutes } from "@portal/contract/employee-education/employee-education.routes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { EducationBody } from "../education-form-values";

/** POST /api/employee/add-education-request: a new education record, for HR to approve. */
export function addEducationRequest(body: EducationBody) {
  return apiRequest(employeeEducationRoutes.addEducationRequest, { body });
}

/** The form shows the failure itself, and refreshes the section once the certificates are sent. */
export function useAddEducationRequest() {
  return useMutation({ mutationFn: addEducationRequest, meta: { handlesErrors: true } });
}
