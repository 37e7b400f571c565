import { Headers } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** HR's search pages hold 20 tickets. */
export const searchPageSize = TicketLimits.searchPageSize;

export interface TicketSearchPage {
  filter: TicketSearch;
  /** 1-based. */
  page: number;
}

/** POST /api/commutationTicket/search: one page (20) of the tickets the filters find, newest first. */
export function searchTickets({ filter, page }: TicketSearchPage, signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.search, {
    body: filter,
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(searchPageSize) },
    signal,
  });
}

export function ticketSearchQueryOptions(request: TicketSearchPage) {
  return queryOptions({
    queryKey: commutationTicketKeys.search(request.filter, request.page),
    queryFn: ({ signal }) => searchTickets(request, signal),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTicketSearch(request: TicketSearchPage) {
  return useQuery(ticketSearchQueryOptions(request));
}
