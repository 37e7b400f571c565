import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** POST /api/commutationTicket/approveEvidence/:id: HR accepts one evidence file. */
export function approveEvidence(id: number) {
  return apiRequest(ticketReviewRoutes.approveEvidence, { params: { id } });
}

/** POST /api/commutationTicket/rejectEvidence: HR refuses one file, with the reason the owner reads. */
export function rejectEvidence(input: { id: number; reason: string }) {
  return apiRequest(ticketReviewRoutes.rejectEvidence, { body: input });
}

/**
 * POST /api/commutationTicket/approve-evidence-list: approves files one by one and answers
 * `{ reviewed, refused: [{ id, message }] }`.
 */
export function approveEvidenceList(ids: number[]) {
  return apiRequest(ticketReviewRoutes.approveEvidenceList, { body: { ids } });
}

/** POST /api/commutationTicket/reject-evidence-list: rejects files one by one, with one reason. */
export function rejectEvidenceList(input: { ids: number[]; reason: string }) {
  return apiRequest(ticketReviewRoutes.rejectEvidenceList, { body: input });
}

/** A review of one file or of several; a rejection carries the reason. */
export type EvidenceReviewRequest =
  | { kind: "approve"; ids: number[] }
  | { kind: "reject"; ids: number[]; reason: string };

/** The outcome in one shape: the files reviewed and those refused with why. */
export interface EvidenceReviewOutcome {
  reviewed: number[];
  refused: { id: number; message: string }[];
}

/** One file goes to its own call (a refusal is the error itself), several to the list calls. */
export async function reviewEvidence(request: EvidenceReviewRequest): Promise<EvidenceReviewOutcome> {
  const [single] = request.ids;
  if (request.ids.length === 1 && single !== undefined) {
    const evidence =
      request.kind === "approve"
        ? await approveEvidence(single)
        : await rejectEvidence({ id: single, reason: request.reason });
    return { reviewed: [evidence.id], refused: [] };
  }
  return request.kind === "approve"
    ? approveEvidenceList(request.ids)
    : rejectEvidenceList({ ids: request.ids, reason: request.reason });
}

/** What a review changes: the searches (evidence pending), the tickets, the menu's counts. */
function invalidateReviewed(queryClient: QueryClient): Promise<void> {
  const stale = [
    commutationTicketKeys.searches(),
    commutationTicketKeys.tickets(),
    [...commutationTicketKeys.all, "logs"],
    menuNumbersQueryOptions().queryKey,
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** The review list shows refusals itself; whatever the outcome, what was shown may have changed. */
export function useReviewEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewEvidence,
    meta: { handlesErrors: true },
    onSettled: () => invalidateReviewed(queryClient),
  });
}
