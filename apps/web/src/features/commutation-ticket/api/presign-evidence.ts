import { routes } from "@portal/contract/routes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/commutationTicket/presignURL: a short-lived link to one evidence file. */
export function presignEvidence(evidenceId: number) {
  return apiRequest(routes.commutationTicket.presignURL, { body: { evidenceId } });
}

/** Opens the file in a new tab once the link has arrived. */
export function useOpenEvidence() {
  return useMutation({
    mutationFn: presignEvidence,
    onSuccess: ({ url }) => {
      const link = document.createElement("a");
      link.href = url;
      link.target = "_blank";
      link.rel = "noopener noreferrer";
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}
