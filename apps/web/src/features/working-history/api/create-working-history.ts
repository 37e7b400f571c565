import { Headers } from "@portal/contract/common/http";
import { workingHistoryRoutes } from "@portal/contract/working-history/working-history.routes";
import type { WorkingHistoryInput } from "@portal/contract/working-history/working-history.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { workingHistoryKeys } from "./working-history-keys";

/** POST /api/workinghistory: a record of the signed-in user's own history. */
export function createWorkingHistory(body: WorkingHistoryInput) {
  return apiRequest(workingHistoryRoutes.create, { body, headers: { [Headers.module]: "SMS" } });
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useCreateWorkingHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkingHistory,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingHistoryKeys.all }),
  });
}
