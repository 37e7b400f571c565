import { summerVacationRoutes } from "@portal/contract/leave/summer-vacation.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";

/** POST /api/employee/resetSummerVacation (HR): the year's summer days nobody took are taken back. */
export function resetSummerVacation(year: number) {
  return apiRequest(summerVacationRoutes.reset, { body: { year } });
}

export function useResetSummerVacation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSummerVacation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.balances() }),
  });
}
