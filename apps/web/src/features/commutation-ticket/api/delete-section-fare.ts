import { sectionFareRoutes } from "@portal/contract/commutation-ticket/section-fare.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** DELETE /api/commutationTicket/sectionFare/:id (HR): the section goes back to the usual fare. */
export function deleteSectionFare(id: number) {
  return apiRequest(sectionFareRoutes.remove, { params: { id } });
}

export function useDeleteSectionFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSectionFare,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: commutationTicketKeys.sectionFareLists() });
      await queryClient.invalidateQueries({ queryKey: [...commutationTicketKeys.all, "price"] });
    },
  });
}
