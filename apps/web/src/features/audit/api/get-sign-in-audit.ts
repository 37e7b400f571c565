import { auditRoutes } from "@portal/contract/audit/audit.routes";
import type { SignInAuditQuery } from "@portal/contract/audit/audit.schema";
import { Headers } from "@portal/contract/common/http";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface SignInAuditPage {
  filter: SignInAuditQuery;
  page: number;
  size: number;
}

/** GET /api/audit/sign-ins: one page of the sign-in audit (administrators only). */
export function getSignInAudit({ filter, page, size }: SignInAuditPage, signal?: AbortSignal) {
  return apiRequest(auditRoutes.signIns, {
    query: filter,
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(size) },
    signal,
  });
}

export function signInAuditQueryOptions(request: SignInAuditPage) {
  return queryOptions({
    queryKey: ["audit", "sign-ins", request],
    queryFn: ({ signal }) => getSignInAudit(request, signal),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useSignInAudit(request: SignInAuditPage) {
  return useQuery(signInAuditQueryOptions(request));
}
