import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";

/** GET /api/leave/ledger?year= (HR): the leave ledger of the year's grants, saved as CSV. */
export function downloadLedger(year: number) {
  return apiDownload(leaveRoutes.ledger, { query: { year } });
}

export function useDownloadLedger() {
  return useMutation({ mutationFn: downloadLedger });
}
