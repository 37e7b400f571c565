import { employeeEducationRoutes } from "@portal/contract/employee-education/employee-education.routes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface CertificateRef {
  /** The education record (`id`) the certificate belongs to. */
  educationId: number;
  evidenceId: number;
}

/** GET /api/employee/:id/education-presign-url?evidenceId=: a short-lived link to one certificate. */
export function getCertificateUrl({ educationId, evidenceId }: CertificateRef) {
  return apiRequest(employeeEducationRoutes.educationPresignUrl, {
    params: { id: educationId },
    query: { evidenceId },
  });
}

/**
 * Opens a certificate in a new tab. The tab is opened at the click, before the link is asked for,
 * so pop-up blockers let it through; it is closed again when no link comes.
 */
export function useOpenCertificate() {
  return useMutation({
    mutationFn: async (certificate: CertificateRef) => {
      const tab = window.open("", "_blank");
      // The certificate page must not reach back into the portal.
      if (tab) tab.opener = null;
      try {
        const { url } = await getCertificateUrl(certificate);
        if (tab) tab.location.href = url;
        else window.open(url, "_blank", "noopener");
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    // The section shows the failure beside the certificate.
    meta: { handlesErrors: true },
  });
}
