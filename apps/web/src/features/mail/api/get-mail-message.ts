import { mailRoutes } from "@portal/contract/mail/mail.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { mailKeys } from "./mail-keys";

/** GET /api/mail/outbox/:id: one message whole, its text and HTML bodies. */
export function getMailMessage(id: number, signal?: AbortSignal) {
  return apiRequest(mailRoutes.message, { params: { id }, signal });
}

export function mailMessageQueryOptions(id: number) {
  return queryOptions({
    queryKey: mailKeys.message(id),
    queryFn: ({ signal }) => getMailMessage(id, signal),
    meta: { handlesErrors: true },
  });
}

export function useMailMessage(id: number | null) {
  return useQuery({ ...mailMessageQueryOptions(id ?? 0), enabled: id !== null });
}
