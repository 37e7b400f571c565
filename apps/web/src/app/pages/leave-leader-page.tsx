import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { LeaveQueue } from "../../features/leave/components/leave-queue";

/** The leader's leave to approve (/leave/leader). */
export function LeaveLeaderPage() {
  const { t } = useTranslation("leave");
  return (
    <Stack maw={1300}>
      <PageHeading title={t("queue.leaderTitle")} description={t("queue.leaderDescription")} />
      <LeaveQueue kind="leader" />
    </Stack>
  );
}
