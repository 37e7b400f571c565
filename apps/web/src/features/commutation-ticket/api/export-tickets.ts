import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";

export type TicketExportFormat = "csv" | "excel";

/**
 * The search's filters as GET export reads them: statuses as a comma list, booleans as
 * true/false; filters left out stay out of the query string.
 */
export function ticketExportQuery(filter: TicketSearch): Record<string, string | number | undefined> {
  return {
    departmentId: filter.departmentId,
    employee: filter.employee,
    statuses: filter.statuses?.length ? filter.statuses.join(",") : undefined,
    transportType: filter.transportType,
    from: filter.from,
    to: filter.to,
    overBudget: filter.overBudget === undefined ? undefined : String(filter.overBudget),
    evidencePending: filter.evidencePending === undefined ? undefined : String(filter.evidencePending),
  };
}

/** GET /api/commutationTicket/export: the tickets the filters find as a CSV download. */
export function exportTicketsCsv(filter: TicketSearch) {
  return apiDownload(ticketReviewRoutes.export, { query: ticketExportQuery(filter) });
}

/** POST /api/commutationTicket/exportAF: the same as an Excel workbook (the filters in the body). */
export function exportTicketsExcel(filter: TicketSearch) {
  return apiDownload(ticketReviewRoutes.exportAF, { body: filter });
}

export interface TicketExportRequest {
  format: TicketExportFormat;
  filter: TicketSearch;
}

/** Downloads the search's tickets as CSV or Excel; the search shows a failure itself. */
export function useExportTickets() {
  return useMutation({
    mutationFn: ({ format, filter }: TicketExportRequest) =>
      format === "csv" ? exportTicketsCsv(filter) : exportTicketsExcel(filter),
    meta: { handlesErrors: true },
  });
}
