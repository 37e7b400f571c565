import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import type { Evidence } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/commutationTicket/presignURL: a short-lived link to one evidence file. */
export function presignEvidence(evidenceId: number) {
  return apiRequest(commutationTicketRoutes.presignURL, { body: { evidenceId } });
}

/**
 * Opens an evidence file: asks for a presigned link, then follows it. The server sends the file
 * as an attachment, so the browser downloads it under its name and the page stays.
 */
export function useOpenEvidence() {
  return useMutation({
    mutationFn: async (evidence: Pick<Evidence, "id" | "fileName">) => ({
      evidence,
      ...(await presignEvidence(evidence.id)),
    }),
    onSuccess: ({ url, evidence }) => {
      const link = document.createElement("a");
      link.href = url;
      link.download = evidence.fileName;
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}
