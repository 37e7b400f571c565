import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { useTicket } from "../../features/commutation-ticket/api/get-ticket";
import { CancelTicketForm } from "../../features/commutation-ticket/components/cancel-ticket-form";
import {
  isTicketGone,
  TicketLoadFailed,
  TicketLoading,
  TicketNotAvailable,
} from "../../features/commutation-ticket/components/ticket-detail";
import { idOf, ticketPaths } from "../../features/commutation-ticket/ticket-paths";

function CancelForTicket({ id }: { id: number }) {
  const { t } = useTranslation("commutationTicket");
  const ticket = useTicket(id);
  if (ticket.isPending) return <TicketLoading />;
  if (ticket.isError) {
    return isTicketGone(ticket.error) ? (
      <TicketNotAvailable />
    ) : (
      <TicketLoadFailed onRetry={() => void ticket.refetch()} />
    );
  }
  if (!ticket.data.allowedActions.includes("requestCancel")) {
    return (
      <Alert color="orange" variant="light" role="alert" maw={880}>
        {t("cancel.notCancellable")}
        <div>
          <Button component={Link} to={ticketPaths.route} variant="default" size="xs" mt="sm">
            {t("detail.backToRoute")}
          </Button>
        </div>
      </Alert>
    );
  }
  return <CancelTicketForm ticket={ticket.data} />;
}

/** Cancel or refund a ticket in force (/commuting-ticket/:id/cancel). */
export function TicketCancelPage() {
  const { t } = useTranslation("commutationTicket");
  const id = idOf(useParams().id);
  return (
    <Stack>
      <PageHeading title={t("cancel.title")} description={t("cancel.description")} />
      {id === undefined ? <TicketNotAvailable /> : <CancelForTicket id={id} />}
    </Stack>
  );
}
