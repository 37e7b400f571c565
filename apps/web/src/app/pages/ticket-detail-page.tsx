import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { TicketDetail, TicketNotAvailable } from "../../features/commutation-ticket/components/ticket-detail";
import { idOf } from "../../features/commutation-ticket/ticket-paths";

/** One commuting ticket (/commuting-ticket/ticket/:id). */
export function TicketDetailPage() {
  const { t } = useTranslation("commutation-ticket");
  const id = idOf(useParams().id);
  return (
    <Stack>
      <PageHeading title={t("detail.title")} />
      {id === undefined ? <TicketNotAvailable /> : <TicketDetail id={id} />}
    </Stack>
  );
}
