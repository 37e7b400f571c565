import { Headers } from "@portal/contract/common/http";
import { workingHistoryRoutes } from "@portal/contract/working-history/working-history.routes";
import type { WorkingHistoryInput } from "@portal/contract/working-history/working-history.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { workingHistoryKeys } from "./working-history-keys";

/** PUT /api/workinghistory/{id}: new values for one of the signed-in user's records. */
export function updateWorkingHistory({ id, body }: { id: number; body: WorkingHistoryInput }) {
  return apiRequest(workingHistoryRoutes.update, {
    params: { id },
    body,
    headers: { [Headers.module]: "SMS" },
  });
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useUpdateWorkingHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkingHistory,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingHistoryKeys.all }),
  });
}
