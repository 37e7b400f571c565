import { Headers } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** The refunds list's default filter: every request (the waiting ones first). */
export const everyRefund: TicketSearch = {};

/** Refund requests a page. */
export const refundPageSize = TicketLimits.searchPageSize;

export interface RefundPageRequest {
  /** The search's filters ({} for every request). */
  filter: TicketSearch;
  /** 1-based. */
  page: number;
}

/**
 * POST /api/commutationTicket/refunds: one page of cancellations and refunds (waiting ones first,
 * then decided ones) and the total (X-Pagination headers, X-Total-Count).
 */
export function getRefunds({ filter, page }: RefundPageRequest, signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.refunds, {
    headers: {
      [Headers.paginationPage]: String(page),
      [Headers.paginationSize]: String(refundPageSize),
    },
    body: filter,
    signal,
  });
}

export function refundsQueryOptions(request: RefundPageRequest) {
  return queryOptions({
    queryKey: commutationTicketKeys.refunds(request.filter, request.page),
    queryFn: ({ signal }) => getRefunds(request, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useRefunds(request: RefundPageRequest) {
  return useQuery(refundsQueryOptions(request));
}
