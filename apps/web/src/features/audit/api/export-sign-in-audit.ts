import type { SignInAuditQuery } from "@portal/contract/audit/audit.schema";
import { routes } from "@portal/contract/routes";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";

/** GET /api/audit/sign-ins/export: the filtered audit as a CSV download. */
export function exportSignInAudit(filter: SignInAuditQuery) {
  return apiDownload(routes.audit.signInsExport, { query: filter });
}

export function useExportSignInAudit() {
  return useMutation({ mutationFn: exportSignInAudit });
}
