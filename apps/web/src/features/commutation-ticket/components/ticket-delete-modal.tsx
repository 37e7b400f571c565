import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useDeleteTicket } from "../api/delete-ticket";
import { useTicketFormFailure } from "./use-ticket-server-text";

interface TicketDeleteModalProps {
  /** The ticket to delete; the dialog is closed when null. */
  ticket: Ticket | null;
  onClose: () => void;
}

/** Asks before a request nobody has confirmed yet is withdrawn. */
export function TicketDeleteModal({ ticket, onClose }: TicketDeleteModalProps) {
  const { t } = useTranslation(["commutation-ticket", "common"]);
  const remove = useDeleteTicket();
  const failure = useTicketFormFailure(() => undefined);

  function handleConfirm() {
    if (!ticket) return;
    remove.mutate(
      { routeId: ticket.routeId, ticketId: ticket.id },
      {
        onSuccess: () => {
          notifySuccess(t("delete.deleted"));
          onClose();
        },
        onError: (error) => {
          const shown = failure(error);
          if (shown?.message) notifyError(shown.message);
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmModal
      opened={ticket !== null}
      onClose={onClose}
      onConfirm={handleConfirm}
      title={t("delete.title")}
      message={ticket && t("delete.message", { departure: ticket.departure, arrival: ticket.arrival })}
      cancelLabel={t("delete.cancel")}
      confirmLabel={t("delete.confirm")}
      pending={remove.isPending}
      closeButtonLabel={t("common:close")}
    />
  );
}
