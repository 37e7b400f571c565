import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { sectionOf } from "./ticket-field";

interface RejectTicketModalProps {
  /** The ticket to reject; the dialog is closed when null. */
  ticket: Ticket | null;
  isPending: boolean;
  onReject: (ticket: Ticket, reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason a ticket is rejected (the owner reads it); no reason, no rejection. */
export function RejectTicketModal({ ticket, isPending, onReject, onClose }: RejectTicketModalProps) {
  const { t } = useTranslation(["commutationTicket", "common"]);
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
      title={t("leaderQueue.rejectDialog.title")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text style={{ overflowWrap: "anywhere" }}>
            {ticket &&
              t("leaderQueue.rejectDialog.message", {
                name: ticket.employeeName,
                section: sectionOf(ticket),
              })}
          </Text>
          <Textarea
            label={t("leaderQueue.rejectDialog.reason")}
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
              {t("leaderQueue.rejectDialog.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
