import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { ReasonModal } from "../../../components/reason-modal";
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
  const { t } = useTranslation("commutation-ticket");
  const shown: RejectDialogTexts = texts ?? {
    title: t("leaderQueue.rejectDialog.title"),
    message: (rejected) =>
      t("leaderQueue.rejectDialog.message", { name: rejected.employeeName, section: sectionOf(rejected) }),
    reason: t("leaderQueue.rejectDialog.reason"),
    confirm: t("leaderQueue.rejectDialog.confirm"),
  };
  return (
    <ReasonModal
      maxLength={TicketLimits.reasonMaxLength}
      subject={ticket}
      texts={{ ...shown, cancel: t("leaderQueue.rejectDialog.cancel") }}
      isPending={isPending}
      onReject={onReject}
      onClose={onClose}
    />
  );
}
