import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { menuNumbersQueryOptions } from "../../menu/api/get-menu-numbers";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** HR's review of one evidence file: approved, or rejected with the reason the owner reads. */
export type EvidenceReviewOne =
  | { evidenceId: number; approve: true }
  | { evidenceId: number; approve: false; reason: string };

/** POST approveEvidence/:id, or POST rejectEvidence { id, reason }; answers the reviewed file. */
export function reviewEvidenceOne(review: EvidenceReviewOne) {
  return review.approve
    ? apiRequest(ticketReviewRoutes.approveEvidence, { params: { id: review.evidenceId } })
    : apiRequest(ticketReviewRoutes.rejectEvidence, {
        body: { id: review.evidenceId, reason: review.reason },
      });
}

/** What a review changes: the ticket (its files), its log, HR's searches and the menu's counts. */
function invalidateReviewed(queryClient: QueryClient): Promise<void> {
  const stale = [
    commutationTicketKeys.tickets(),
    [...commutationTicketKeys.all, "logs"],
    commutationTicketKeys.searches(),
    menuNumbersQueryOptions().queryKey,
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Reviews one file from the ticket's detail; the screen shows failures itself. */
export function useReviewEvidenceOne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewEvidenceOne,
    meta: { handlesErrors: true },
    onSettled: () => invalidateReviewed(queryClient),
  });
}
