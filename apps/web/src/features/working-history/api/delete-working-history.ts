import { Headers } from "@portal/contract/common/http";
import { workingHistoryRoutes } from "@portal/contract/working-history/working-history.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { workingHistoryKeys } from "./working-history-keys";

/** DELETE /api/workinghistory/{id}: removes one of the signed-in user's records. */
export function deleteWorkingHistory(id: number) {
  return apiRequest(workingHistoryRoutes.remove, { params: { id }, headers: { [Headers.module]: "SMS" } });
}

export function useDeleteWorkingHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkingHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingHistoryKeys.all }),
  });
}
