import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { LeaderQueue } from "../../features/commutation-ticket/components/leader-queue";

/** The leader's tickets to confirm (/commuting-ticket/leader). */
export function TicketLeaderQueuePage() {
  const { t } = useTranslation("commutation-ticket");
  return (
    <Stack>
      <PageHeading title={t("leaderQueue.title")} description={t("leaderQueue.description")} />
      <LeaderQueue />
    </Stack>
  );
}
