import { Headers } from "@portal/contract/common/http";
import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

export interface TicketHistoryPageRequest {
  /** 1-based. */
  page: number;
  size: number;
}

/** GET /api/commutationTicket/history/my: one page of the caller's tickets, newest first. */
export function getMyTicketHistory({ page, size }: TicketHistoryPageRequest, signal?: AbortSignal) {
  return apiRequest(commutationTicketRoutes.myHistory, {
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(size) },
    signal,
  });
}

export function myTicketHistoryQueryOptions(request: TicketHistoryPageRequest) {
  return queryOptions({
    queryKey: commutationTicketKeys.myHistory(request.page, request.size),
    queryFn: ({ signal }) => getMyTicketHistory(request, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMyTicketHistory(request: TicketHistoryPageRequest) {
  return useQuery(myTicketHistoryQueryOptions(request));
}
