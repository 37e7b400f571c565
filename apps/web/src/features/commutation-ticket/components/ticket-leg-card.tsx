import { Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconHourglass } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { TicketActionButtons } from "./ticket-action-buttons";
import { Field, sectionOf } from "./ticket-field";
import { TicketProgress } from "./ticket-progress";
import { TicketStatusBadge } from "./ticket-status-badge";

/** A leg as HR sees it when acting for its owner. */
export interface LegActingFor {
  /** What HR may do with the leg for the employee, in place of the owner's own actions. */
  actions: (ticket: Ticket) => ReactNode;
}

interface TicketLegCardProps {
  ticket: Ticket;
  /** Offers Delete where the ticket allows it (the owner's own route). */
  onDelete?: (ticket: Ticket) => void;
  /** HR acting for the owner: HR's actions, and whose turn it is said of the employee. */
  actingFor?: LegActingFor;
}

/**
 * What the employee may do with a ticket: its allowed actions, and continuing it when the server
 * says it may be continued now.
 */
function TicketActions({ ticket, onDelete }: Omit<TicketLegCardProps, "actingFor">) {
  const allowed = new Set(ticket.allowedActions);
  return (
    <TicketActionButtons
      ticket={ticket}
      links={{
        edit: allowed.has("edit") ? ticketPaths.edit(ticket.id) : undefined,
        continueTicket: ticket.canContinue ? ticketPaths.newTicket("continueTicket", ticket.id) : undefined,
        requestCancel: allowed.has("requestCancel") ? ticketPaths.cancel(ticket.id) : undefined,
      }}
      onDelete={allowed.has("delete") ? onDelete : undefined}
    />
  );
}

/** Whose turn the employee's ticket waits for, as HR acting for them reads it. */
function WaitingOnForEmployee({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  if (!ticket.waitingOn) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <IconHourglass size={16} aria-hidden />
      <Text size="sm">{t(`waitingOn.${ticket.waitingOn}`)}</Text>
    </Group>
  );
}

/** One leg of the route: section, transport, amount, period, status, who acts next, actions. */
export function TicketLegCard({ ticket, onDelete, actingFor }: TicketLegCardProps) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`ticket-${ticket.id}-title`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text
            fw={600}
            id={`ticket-${ticket.id}-title`}
            component="h3"
            m={0}
            style={{ overflowWrap: "anywhere" }}
          >
            {sectionOf(ticket)}
          </Text>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        {actingFor ? (
          <>
            <WaitingOnForEmployee ticket={ticket} />
            <TicketProgress ticket={{ ...ticket, waitingOn: null }} compact />
          </>
        ) : (
          <TicketProgress ticket={ticket} compact />
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Field label={t("fields.transportType")}>{t(`transportTypes.${ticket.transportType}`)}</Field>
          <Field label={t("fields.amount")}>{formatYen(ticket.amount)}</Field>
          <Field label={t("fields.duration")}>{t("months", { count: ticket.duration })}</Field>
          <Field label={t("fields.period")}>
            {t("period", {
              start: formatDisplayDate(ticket.startDate),
              end: formatDisplayDate(ticket.endDate),
            })}
          </Field>
        </SimpleGrid>
        {actingFor ? actingFor.actions(ticket) : <TicketActions ticket={ticket} onDelete={onDelete} />}
      </Stack>
    </Card>
  );
}
