import { Headers } from "@portal/contract/common/http";
import { mailRoutes } from "@portal/contract/mail/mail.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { mailKeys } from "./mail-keys";

/** GET /api/mail/outbox: one page of the e-mail the portal wrote, newest first (administrators). */
export function getOutbox(page: number, size: number, signal?: AbortSignal) {
  return apiRequest(mailRoutes.outbox, {
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(size) },
    signal,
  });
}

export function outboxQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: mailKeys.outboxPage(page, size),
    queryFn: ({ signal }) => getOutbox(page, size, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

export function useOutbox(page: number, size: number) {
  return useQuery(outboxQueryOptions(page, size));
}
