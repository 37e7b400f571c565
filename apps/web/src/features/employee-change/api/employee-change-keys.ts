import type {
  ChangeRequestKind,
  ChangeRequestStatusValue,
  ReviewStatusFilter,
} from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { employeeProfileQueryOptions } from "../../employee/api/get-employee-profile";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";

/** The filters of a list of requests (the owner's or HR's). */
export interface ChangeRequestFilter {
  status?: ChangeRequestStatusValue | undefined;
  kind?: ChangeRequestKind | undefined;
  /** HR's search: employee name, account or code. */
  search?: string | undefined;
}

/** The filters of HR's list: the status is always sent (`all` for every status HR reads). */
export interface ReviewQueueFilter extends Omit<ChangeRequestFilter, "status"> {
  status: ReviewStatusFilter;
}

/** Every query key of the change requests, in one place. */
export const employeeChangeKeys = {
  all: ["employeeChange"] as const,
  myRequestLists: () => [...employeeChangeKeys.all, "mine"] as const,
  myRequests: (filter: ChangeRequestFilter, page: number) =>
    [...employeeChangeKeys.myRequestLists(), filter, page] as const,
  reviewLists: () => [...employeeChangeKeys.all, "review"] as const,
  review: (filter: ReviewQueueFilter, page: number) =>
    [...employeeChangeKeys.reviewLists(), filter, page] as const,
  requests: () => [...employeeChangeKeys.all, "request"] as const,
  request: (id: number) => [...employeeChangeKeys.requests(), id] as const,
  historyPages: () => [...employeeChangeKeys.all, "history"] as const,
  history: (page: number, employeeId?: number) =>
    [...employeeChangeKeys.historyPages(), employeeId ?? "mine", page] as const,
  addressHistories: () => [...employeeChangeKeys.all, "addressHistory"] as const,
  addressHistory: (employeeId: number) => [...employeeChangeKeys.addressHistories(), employeeId] as const,
};

/**
 * Refetches whatever a change to a request shows: the lists it is in, its field history, the
 * addresses, the profile (an approved request may apply at once) and the menu's counts.
 */
export function invalidateChangeRequests(queryClient: QueryClient): Promise<void> {
  const stale: QueryKey[] = [
    employeeChangeKeys.myRequestLists(),
    employeeChangeKeys.reviewLists(),
    employeeChangeKeys.historyPages(),
    employeeChangeKeys.addressHistories(),
    employeeProfileQueryOptions().queryKey,
    menuNumbersQueryOptions().queryKey,
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Shows a request as the server now has it, and refetches the lists and histories it appears in. */
export function showUpdatedRequest(queryClient: QueryClient, request: ChangeRequest): Promise<void> {
  queryClient.setQueryData(employeeChangeKeys.request(request.id), request);
  return invalidateChangeRequests(queryClient);
}
