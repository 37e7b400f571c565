import { useTranslation } from "react-i18next";
import { useApproverDecision } from "../api/decide-as-approver";
import { useApproverQueue } from "../api/get-approver-queue";
import { DecisionQueue, type DecisionQueueTexts } from "./decision-queue";
import { sectionOf } from "./ticket-field";

/**
 * The approver's queue: HR-confirmed tickets, approved several at once, or sent back to HR one by
 * one with the reason HR reads.
 */
export function ApproverQueue() {
  const { t } = useTranslation("commutation-ticket-decision");
  const queue = useApproverQueue();
  const decide = useApproverDecision();
  const texts: DecisionQueueTexts = {
    loadFailed: t("approverQueue.loadFailed"),
    empty: t("approverQueue.empty"),
    emptyDescription: t("approverQueue.emptyDescription"),
    total: (count) => t("approverQueue.total", { count }),
    confirmSelected: t("approverQueue.approveSelected"),
    confirmed: (count) => t("approverQueue.approved", { count }),
    rejected: t("approverQueue.rejected"),
    rejectButton: {
      reject: t("approverQueue.reject"),
      rejectOf: (row) => t("approverQueue.rejectOf", { row }),
    },
    rejectDialog: {
      title: t("approverQueue.rejectDialog.title"),
      message: (ticket) =>
        t("approverQueue.rejectDialog.message", { name: ticket.employeeName, section: sectionOf(ticket) }),
      reason: t("approverQueue.rejectDialog.reason"),
      confirm: t("approverQueue.rejectDialog.confirm"),
    },
  };
  return <DecisionQueue queue={queue} mutation={decide} texts={texts} showDepartment />;
}
