import { summerVacationRoutes } from "@portal/contract/leave/summer-vacation.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";

/** POST /api/employee/addSummerVacation (HR): the year's summer days to everyone who has none yet. */
export function addSummerVacation(year: number) {
  return apiRequest(summerVacationRoutes.add, { body: { year } });
}

export function useAddSummerVacation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSummerVacation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.balances() }),
  });
}
