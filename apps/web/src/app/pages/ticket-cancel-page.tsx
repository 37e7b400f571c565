import { Alert, Button, Stack } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { CancelTicketForm } from "../../features/commutation-ticket/components/cancel-ticket-form";
import { LoadedTicket, TicketNotAvailable } from "../../features/commutation-ticket/components/ticket-detail";
import { idOf, ticketPaths } from "../../features/commutation-ticket/ticket-paths";

function CancelForTicket({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  if (!ticket.allowedActions.includes("requestCancel")) {
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
  return <CancelTicketForm ticket={ticket} />;
}

/** Cancel or refund a ticket in force (/commuting-ticket/:id/cancel). */
export function TicketCancelPage() {
  const { t } = useTranslation("commutation-ticket");
  const id = idOf(useParams().id);
  return (
    <Stack>
      <PageHeading title={t("cancel.title")} description={t("cancel.description")} />
      {id === undefined ? (
        <TicketNotAvailable />
      ) : (
        <LoadedTicket id={id}>{(ticket) => <CancelForTicket ticket={ticket} />}</LoadedTicket>
      )}
    </Stack>
  );
}
