import { menuRoutes } from "@portal/contract/menu/menu.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * GET /api/menu/fes/updateNumber: the pending counts of the items that have a number. No polling:
 * the employeeService hub pushes new numbers (OnNotifySubmitRequestMenu) into this query, and a
 * reconnect refetches it.
 */
export function getMenuNumbers(signal?: AbortSignal) {
  return apiRequest(menuRoutes.numbers, { signal });
}

export function menuNumbersQueryOptions() {
  return queryOptions({
    queryKey: ["menu", "numbers"],
    queryFn: ({ signal }) => getMenuNumbers(signal),
    select: (numbers) => new Map(numbers.map(({ id, number }) => [id, number])),
    // A missing count is not worth a toast; the menu still works.
    meta: { handlesErrors: true },
  });
}

export function useMenuNumbers(isEnabled: boolean) {
  return useQuery({ ...menuNumbersQueryOptions(), enabled: isEnabled });
}
