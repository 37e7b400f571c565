import { Button, Group, Modal, Text } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useDeleteTicket } from "../api/delete-ticket";
import { useFormFailure } from "./use-server-text";

interface TicketDeleteModalProps {
  /** The ticket to delete; the dialog is closed when null. */
  ticket: Ticket | null;
  onClose: () => void;
}

/** Asks before a request nobody has confirmed yet is withdrawn. */
export function TicketDeleteModal({ ticket, onClose }: TicketDeleteModalProps) {
  const { t } = useTranslation(["commutationTicket", "common"]);
  const remove = useDeleteTicket();
  const failure = useFormFailure(() => undefined);

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
    <Modal
      opened={ticket !== null}
      onClose={onClose}
      title={t("delete.title")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      centered
    >
      <Text style={{ overflowWrap: "anywhere" }}>
        {ticket && t("delete.message", { departure: ticket.departure, arrival: ticket.arrival })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t("delete.cancel")}
        </Button>
        <Button color="red" onClick={handleConfirm} loading={remove.isPending}>
          {t("delete.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
