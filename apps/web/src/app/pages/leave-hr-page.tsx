import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { LeaveAdjustForm } from "../../features/leave/components/leave-adjust-form";
import { LeaveQueue } from "../../features/leave/components/leave-queue";

/** HR's leave desk (/leave/hr): the requests waiting for HR, and hours added to a balance. */
export function LeaveHrPage() {
  const { t } = useTranslation("leave");
  return (
    <Stack maw={1300} gap="lg">
      <PageHeading title={t("queue.hrTitle")} description={t("queue.hrDescription")} />
      <LeaveQueue kind="hr" />
      <LeaveAdjustForm />
    </Stack>
  );
}
