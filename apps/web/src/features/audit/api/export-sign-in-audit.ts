import { auditRoutes } from "@portal/contract/audit/audit.routes";
import type { SignInAuditQuery } from "@portal/contract/audit/audit.schema";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";

/** GET /api/audit/sign-ins/export: the filtered audit as a CSV download. */
export function exportSignInAudit(filter: SignInAuditQuery) {
  return apiDownload(auditRoutes.signInsExport, { query: filter });
}

export function useExportSignInAudit() {
  return useMutation({ mutationFn: exportSignInAudit });
}
