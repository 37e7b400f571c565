import { Headers } from "@portal/contract/common/http";
import { sectionFareRoutes } from "@portal/contract/commutation-ticket/section-fare.routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/sectionFare: a page of HR's official fares, by station (HR). */
export function getSectionFares(search: string, page: number, size: number, signal?: AbortSignal) {
  return apiRequest(sectionFareRoutes.list, {
    query: { search },
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(size) },
    signal,
  });
}

export function useSectionFares(search: string, page: number, size: number) {
  return useQuery({
    queryKey: commutationTicketKeys.sectionFares(search, page, size),
    queryFn: ({ signal }) => getSectionFares(search, page, size, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
