import { useTranslation } from "react-i18next";
import { useSession } from "../../auth/hooks/use-session";
import { useLeaderDecision } from "../api/decide-as-leader";
import { useLeaderQueue } from "../api/get-leader-queue";
import { DecisionQueue, type DecisionQueueTexts } from "./decision-queue";

/**
 * The leader's queue: the team's tickets waiting for confirmation, confirmed several at once or
 * rejected one by one with a reason; refusals are listed with the server's reason.
 */
export function LeaderQueue() {
  const { t } = useTranslation("commutation-ticket");
  const account = useSession().session?.username;
  const queue = useLeaderQueue(account);
  const decide = useLeaderDecision();
  const texts: DecisionQueueTexts = {
    loadFailed: t("leaderQueue.loadFailed"),
    empty: t("leaderQueue.empty"),
    emptyDescription: t("leaderQueue.emptyDescription"),
    total: (count) => t("leaderQueue.total", { count }),
    confirmSelected: t("leaderQueue.confirmSelected"),
    confirmed: (count) => t("leaderQueue.confirmed", { count }),
    rejected: t("leaderQueue.rejected"),
  };
  return <DecisionQueue queue={queue} mutation={decide} texts={texts} />;
}
