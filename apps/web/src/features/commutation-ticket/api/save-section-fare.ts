import { sectionFareRoutes } from "@portal/contract/commutation-ticket/section-fare.routes";
import type { SectionFareInputRaw } from "@portal/contract/commutation-ticket/section-fare.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** PUT /api/commutationTicket/sectionFare (HR): a section's official fares, replacing earlier ones. */
export function saveSectionFare(fare: SectionFareInputRaw) {
  return apiRequest(sectionFareRoutes.save, { body: fare });
}

/** The form shows refusals itself; the list and any fare the form offered are read again. */
export function useSaveSectionFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSectionFare,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: commutationTicketKeys.sectionFareLists() });
      await queryClient.invalidateQueries({ queryKey: [...commutationTicketKeys.all, "price"] });
    },
  });
}
