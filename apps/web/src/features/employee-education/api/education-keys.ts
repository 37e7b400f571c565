import type { QueryClient } from "@tanstack/react-query";
import { invalidateChangeRequests } from "../../employee-change/api/employee-change-keys";

/** Every query key of the education feature, in one place. */
export const educationKeys = {
  all: ["employeeEducation"] as const,
  /** The caller's approved records. */
  records: () => [...educationKeys.all, "records"] as const,
  /** The caller's requests not yet applied. */
  requests: () => [...educationKeys.all, "requests"] as const,
};

/** Refetches what a new request changes: the section's requests, and the lists of change requests. */
export function invalidateEducation(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: educationKeys.all }),
    invalidateChangeRequests(queryClient),
  ]).then(() => undefined);
}
