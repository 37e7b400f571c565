import { Alert, Button, Stack } from "@mantine/core";
import {
  type TicketKind,
  ticketKinds,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { continueWindowDays } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { LoadedTicket, TicketNotAvailable } from "../../features/commutation-ticket/components/ticket-detail";
import { TicketForm } from "../../features/commutation-ticket/components/ticket-form";
import { idOf, ticketPaths } from "../../features/commutation-ticket/ticket-paths";

function kindOf(value: string | null): TicketKind {
  return ticketKinds.find((kind) => kind === value) ?? "createTicket";
}

/** Says why the form is not offered, with the way back. */
function NotOffered({ message }: { message: string }) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <Alert color="orange" variant="light" role="alert" maw={880}>
      {message}
      <div>
        <Button component={Link} to={ticketPaths.route} variant="default" size="xs" mt="sm">
          {t("detail.backToRoute")}
        </Button>
      </div>
    </Alert>
  );
}

/** The form for a loaded ticket: the one edited, or the one continued. */
function ForTicket({ ticket, kind }: { ticket: Ticket; kind: "edit" | "continueTicket" }) {
  const { t } = useTranslation("commutation-ticket");
  if (kind === "edit") {
    if (!ticket.allowedActions.includes("edit")) return <NotOffered message={t("form.notEditable")} />;
    return <TicketForm kind={ticket.kind} ticket={ticket} />;
  }
  // The server decides (owner, in force, within the window before the end, not continued yet).
  if (!ticket.canContinue) {
    return <NotOffered message={t("form.notContinuable", { days: continueWindowDays })} />;
  }
  return <TicketForm kind="continueTicket" previous={ticket} />;
}

/** The form with a ticket loaded first. */
function WithTicket({ id, kind }: { id: number; kind: "edit" | "continueTicket" }) {
  return <LoadedTicket id={id}>{(ticket) => <ForTicket ticket={ticket} kind={kind} />}</LoadedTicket>;
}

/** A new request (/new?kind=…&from=…) or an edit (/:id/edit). */
export function TicketFormPage() {
  const { t } = useTranslation("commutation-ticket");
  const { id } = useParams();
  const [search] = useSearchParams();

  if (id !== undefined) {
    const ticketId = idOf(id);
    return (
      <Stack>
        <PageHeading title={t("formTitle.edit")} />
        {ticketId === undefined ? <TicketNotAvailable /> : <WithTicket id={ticketId} kind="edit" />}
      </Stack>
    );
  }
  const kind = kindOf(search.get("kind"));
  const from = idOf(search.get("from"));
  let body = <TicketForm kind={kind} />;
  if (kind === "continueTicket")
    body = from === undefined ? <TicketNotAvailable /> : <WithTicket id={from} kind={kind} />;
  return (
    <Stack>
      <PageHeading title={t(`formTitle.${kind}`)} description={t(`formDescription.${kind}`)} />
      {body}
    </Stack>
  );
}
