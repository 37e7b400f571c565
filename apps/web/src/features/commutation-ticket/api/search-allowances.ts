import { Headers } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import type { AllowanceSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

export const allowancePageSize = TicketLimits.searchPageSize;

export interface AllowanceSearchPage {
  filter: AllowanceSearch;
  /** 1-based. */
  page: number;
}

/** POST /api/commutationTicket/searchAllowanceRequest: one page (20) of employees' allowances. */
export function searchAllowances({ filter, page }: AllowanceSearchPage, signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.searchAllowanceRequest, {
    body: filter,
    headers: {
      [Headers.paginationPage]: String(page),
      [Headers.paginationSize]: String(allowancePageSize),
    },
    signal,
  });
}

export function allowanceSearchQueryOptions(request: AllowanceSearchPage) {
  return queryOptions({
    queryKey: commutationTicketKeys.allowances(request.filter, request.page),
    queryFn: ({ signal }) => searchAllowances(request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAllowanceSearch(request: AllowanceSearchPage) {
  return useQuery(allowanceSearchQueryOptions(request));
}
