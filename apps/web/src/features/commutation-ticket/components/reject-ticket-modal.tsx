import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { sectionOf } from "./ticket-field";

/** The dialog's texts when a decider rejects something else than the leader's "reject the ticket". */
export interface RejectDialogTexts {
  title: string;
  message: (ticket: Ticket) => string;
  /** The reason field's label. */
  reason: string;
  /** The submit button. */
  confirm: string;
}

interface RejectTicketModalProps {
  /** The ticket to reject; the dialog is closed when null. */
  ticket: Ticket | null;
  isPending: boolean;
  onReject: (ticket: Ticket, reason: string) => void;
  onClose: () => void;
  /** The leader's texts unless given. */
  texts?: RejectDialogTexts | undefined;
}

/** Asks for the reason a ticket is rejected (the owner reads it); no reason, no rejection. */
export function RejectTicketModal({ ticket, isPending, onReject, onClose, texts }: RejectTicketModalProps) {
  const { t } = useTranslation(["commutationTicket", "common"]);
  const shown: RejectDialogTexts = texts ?? {
    title: t("leaderQueue.rejectDialog.title"),
    message: (rejected) =>
      t("leaderQueue.rejectDialog.message", { name: rejected.employeeName, section: sectionOf(rejected) }),
    reason: t("leaderQueue.rejectDialog.reason"),
    confirm: t("leaderQueue.rejectDialog.confirm"),
  };
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  // Every ticket starts with an empty reason.
  useEffect(() => {
    if (ticket) {
      setReason("");
      setError(null);
    }
  }, [ticket]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    setReason(trimmed);
    if (!ticket) return;
    if (!trimmed) {
      setError(t("messages.reasonRequired"));
      return;
    }
    onReject(ticket, trimmed);
  }

  return (
    <Modal
      opened={ticket !== null}
      onClose={onClose}
      title={shown.title}
      closeButtonProps={{ "aria-label": t("common:close") }}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text style={{ overflowWrap: "anywhere" }}>{ticket && shown.message(ticket)}</Text>
          <Textarea
            label={shown.reason}
            required
            rows={4}
            resize="vertical"
            maxLength={TicketLimits.reasonMaxLength}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t("leaderQueue.rejectDialog.cancel")}
            </Button>
            <Button type="submit" color="red.9" loading={isPending}>
              {shown.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
