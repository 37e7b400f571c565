import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { ApproverQueue } from "../../features/commutation-ticket/components/approver-queue";

/** The approver's tickets to approve (/commuting-ticket/approver). */
export function TicketApproverQueuePage() {
  const { t } = useTranslation("commutation-ticket-decision");
  return (
    <Stack>
      <PageHeading title={t("approverQueue.title")} description={t("approverQueue.description")} />
      <ApproverQueue />
    </Stack>
  );
}
