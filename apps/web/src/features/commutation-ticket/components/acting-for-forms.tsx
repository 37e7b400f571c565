import { Alert, Button, Stack, Title } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconArrowLeft } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ActingFor, actingForViews, canCancelFor, canEditFor, type View } from "../acting-for-views";
import { useTicket } from "../api/get-ticket";
import type { ActingForEmployee } from "./acting-for-overview";
import { CancelTicketForm } from "./cancel-ticket-form";
import { isTicketGone, TicketLoadFailed, TicketLoading } from "./ticket-detail";
import { TicketForm } from "./ticket-form";

/** A form view's heading, focused when the view opens so keyboard and reader users land on it. */
function ViewHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Title order={2} size="h3" ref={ref} tabIndex={-1} style={{ overflowWrap: "anywhere", outline: "none" }}>
      {children}
    </Title>
  );
}

/** Why a form is not offered, with the way back to the employee's route. */
function NotOffered({ message, employee }: { message: string; employee: ActingForEmployee }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  return (
    <Alert color="orange" variant="light" role="alert" maw={880}>
      {message}
      <div>
        <Button
          component={Link}
          to={actingForViews.overview(employee.id)}
          variant="default"
          size="xs"
          mt="sm"
          leftSection={<IconArrowLeft size={14} aria-hidden />}
        >
          {t("ticket.back", { name: employee.name })}
        </Button>
      </div>
    </Alert>
  );
}

/**
 * Loads one of the employee's tickets for a form: a loader, then the form when the status allows
 * the action, else why not.
 */
function TicketView({
  ticketId,
  employee,
  isAllowed,
  notAllowedMessage,
  children,
}: {
  ticketId: number;
  employee: ActingForEmployee;
  isAllowed: (ticket: Ticket) => boolean;
  notAllowedMessage: string;
  children: (ticket: Ticket) => ReactNode;
}) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  const ticket = useTicket(ticketId);
  if (ticket.isPending) return <TicketLoading />;
  const notFound = <NotOffered message={t("ticket.notFound", { name: employee.name })} employee={employee} />;
  if (ticket.isError) {
    return isTicketGone(ticket.error) ? notFound : <TicketLoadFailed onRetry={() => void ticket.refetch()} />;
  }
  if (ticket.data.employeeId !== employee.id) return notFound;
  if (!isAllowed(ticket.data)) return <NotOffered message={notAllowedMessage} employee={employee} />;
  return children(ticket.data);
}

/** The open form of the screen: a new ticket, an edit or a cancellation for the employee. */
export function ActingForFormView({
  view,
  employee,
}: {
  view: Exclude<View, { name: "overview" }>;
  employee: ActingForEmployee;
}) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  const actingFor: ActingFor = { employeeId: employee.id, returnTo: actingForViews.overview(employee.id) };
  const name = employee.name;
  if (view.name === "add") {
    return (
      <Stack>
        <ViewHeading>{t(`views.${view.kind}`, { name })}</ViewHeading>
        <TicketForm kind={view.kind} actingFor={actingFor} />
      </Stack>
    );
  }
  if (view.name === "edit") {
    return (
      <Stack>
        <ViewHeading>{t("views.edit", { name })}</ViewHeading>
        <TicketView
          ticketId={view.ticketId}
          employee={employee}
          isAllowed={canEditFor}
          notAllowedMessage={t("ticket.notEditable")}
        >
          {(ticket) => <TicketForm kind={ticket.kind} ticket={ticket} actingFor={actingFor} />}
        </TicketView>
      </Stack>
    );
  }
  return (
    <Stack>
      <ViewHeading>{t("views.cancel", { name })}</ViewHeading>
      <TicketView
        ticketId={view.ticketId}
        employee={employee}
        isAllowed={canCancelFor}
        notAllowedMessage={t("ticket.notCancellable")}
      >
        {(ticket) => <CancelTicketForm ticket={ticket} actingFor={actingFor} />}
      </TicketView>
    </Stack>
  );
}
