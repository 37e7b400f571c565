import { useTranslation } from "react-i18next";
import { useSession } from "../../auth/hooks/use-session";
import { useHrDecision } from "../api/decide-as-hr";
import { useHrQueue } from "../api/get-hr-queue";
import { DecisionQueue, type DecisionQueueTexts } from "./decision-queue";
import { sectionOf } from "./ticket-field";

/**
 * HR's tickets to confirm (confirmed by a leader, sent straight to HR, or sent back by an
 * approver): confirmed several at once on to the approver, or rejected one by one to the owner.
 */
export function HrQueue() {
  const { t } = useTranslation("commutation-ticket-desk");
  const account = useSession().session?.username;
  const queue = useHrQueue(account);
  const decide = useHrDecision();
  const texts: DecisionQueueTexts = {
    loadFailed: t("queue.loadFailed"),
    empty: t("queue.empty"),
    emptyDescription: t("queue.emptyDescription"),
    total: (count) => t("queue.total", { count }),
    confirmSelected: t("queue.confirmSelected"),
    confirmed: (count) => t("queue.confirmed", { count }),
    rejected: t("queue.rejected"),
    rejectDialog: {
      title: t("queue.rejectDialog.title"),
      message: (ticket) =>
        t("queue.rejectDialog.message", { name: ticket.employeeName, section: sectionOf(ticket) }),
      reason: t("queue.rejectDialog.reason"),
      confirm: t("queue.rejectDialog.confirm"),
    },
  };
  return <DecisionQueue queue={queue} mutation={decide} texts={texts} showStatus showDepartment />;
}
