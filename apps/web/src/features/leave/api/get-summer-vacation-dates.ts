import { summerVacationRoutes } from "@portal/contract/leave/summer-vacation.routes";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";

/** GET /api/config/summer-vacation-extension-date: this year's summer window and extension date. */
export function getSummerVacationDates(signal?: AbortSignal) {
  return apiRequest(summerVacationRoutes.extensionDate, { signal });
}

export function useSummerVacationDates() {
  return useQuery({
    queryKey: [...leaveKeys.all, "summerDates"],
    queryFn: ({ signal }) => getSummerVacationDates(signal),
  });
}
