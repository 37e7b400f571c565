import { Card, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ClampedText } from "../../../components/ui/clamped-text";
import { formatYen } from "../ticket-presentation";
import {
  type DecisionQueueRowsProps,
  Employee,
  NoteText,
  OverBudgetBadge,
  periodOf,
  queueTableMinWidth,
  RejectButton,
  SectionLink,
  SelectAll,
  SelectOne,
  StatusWithReason,
} from "./decision-queue-cells";
import { Field } from "./ticket-field";

/** What the shared table and cards are told besides the selection: which tickets may be chosen. */
export interface SelectableTicketRowsProps extends Omit<DecisionQueueRowsProps, "showStatus"> {
  /** Every selectable ticket on the page (what "select all" selects); all of them unless told. */
  selectable?: readonly Ticket[] | undefined;
  /** Whether a ticket may be selected and rejected; every one unless told. */
  isWaiting?: ((ticket: Ticket) => boolean) | undefined;
}

const everyTicket = () => true;

/**
 * A table of tickets each with a checkbox first and a reject button last (with "select all" in the
 * head); the columns between are the caller's.
 */
export function SelectableTicketTable({
  minWidth,
  head,
  actionsHeader,
  cells,
  ...props
}: SelectableTicketRowsProps & {
  minWidth: number;
  /** The header cells between the checkbox's and the actions'. */
  head: ReactNode;
  actionsHeader: string;
  /** A ticket's cells between the checkbox and the reject button. */
  cells: (ticket: Ticket) => ReactNode;
}) {
  const { tickets, selectable = tickets, isWaiting = everyTicket } = props;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAll {...props} tickets={selectable} />
            </Table.Th>
            {head}
            <Table.Th>{actionsHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => {
            const waiting = isWaiting(ticket);
            return (
              <Table.Tr key={ticket.id}>
                <Table.Td>{waiting && <SelectOne ticket={ticket} {...props} />}</Table.Td>
                {cells(ticket)}
                <Table.Td>{waiting && <RejectButton ticket={ticket} {...props} />}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Tickets as cards (for narrow screens): "select all" above them; on each a checkbox, the employee,
 * the section and a badge of the caller's on top, the caller's details, then the reject button.
 */
export function SelectableTicketCards({
  badge,
  details,
  ...props
}: SelectableTicketRowsProps & {
  /** What stands at the top right of a card. */
  badge: (ticket: Ticket) => ReactNode;
  details: (ticket: Ticket) => ReactNode;
}) {
  const { tickets, selectable = tickets, isWaiting = everyTicket, showDepartment } = props;
  return (
    <Stack gap="sm">
      {selectable.length > 0 && <SelectAll {...props} tickets={selectable} withLabel />}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {tickets.map((ticket) => {
          const waiting = isWaiting(ticket);
          return (
            <Card key={ticket.id} component="li" withBorder radius="md" padding="sm">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {waiting && <SelectOne ticket={ticket} {...props} />}
                  <Stack gap={2} flex={1} miw={0}>
                    <Employee ticket={ticket} showDepartment={showDepartment} emphasised />
                    <SectionLink ticket={ticket} />
                  </Stack>
                  {badge(ticket)}
                </Group>
                {details(ticket)}
                {waiting && (
                  <Group justify="flex-end">
                    <RejectButton ticket={ticket} {...props} />
                  </Group>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The queue as a table, for screens wide enough for its columns. */
export function DecisionQueueTable({ showStatus, ...props }: DecisionQueueRowsProps) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <SelectableTicketTable
      {...props}
      minWidth={queueTableMinWidth(showStatus)}
      head={
        <>
          <Table.Th>{t("leaderQueue.columns.employee")}</Table.Th>
          <Table.Th miw={120}>{t("leaderQueue.columns.section")}</Table.Th>
          {showStatus && <Table.Th>{t("history.columns.status")}</Table.Th>}
          <Table.Th>{t("leaderQueue.columns.amount")}</Table.Th>
          <Table.Th>{t("leaderQueue.columns.period")}</Table.Th>
          <Table.Th>{t("leaderQueue.columns.submitted")}</Table.Th>
          <Table.Th>{t("leaderQueue.columns.notes")}</Table.Th>
        </>
      }
      actionsHeader={t("leaderQueue.columns.actions")}
      cells={(ticket) => (
        <>
          <Table.Td>
            <Employee ticket={ticket} showDepartment={props.showDepartment} />
          </Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <SectionLink ticket={ticket} />
              <Text size="xs" c="gray.7">
                {t(`transportTypes.${ticket.transportType}`)}
              </Text>
            </Stack>
          </Table.Td>
          {showStatus && (
            <Table.Td>
              <StatusWithReason ticket={ticket} />
            </Table.Td>
          )}
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {formatYen(ticket.amount)}
              </Text>
              <Text size="xs" c="gray.7" style={{ whiteSpace: "nowrap" }}>
                {t("months", { count: ticket.duration })}
              </Text>
              {ticket.overBudget && <OverBudgetBadge />}
            </Stack>
          </Table.Td>
          <Table.Td>{t("period", periodOf(ticket))}</Table.Td>
          <Table.Td>{ticket.submittedDate ? formatDisplayDate(ticket.submittedDate) : "–"}</Table.Td>
          <Table.Td>{ticket.notes ? <NoteText note={ticket.notes} /> : "–"}</Table.Td>
        </>
      )}
    />
  );
}

/** The queue as cards, one a ticket, for narrow screens (phones at 480 px). */
export function DecisionQueueCards({ showStatus, ...props }: DecisionQueueRowsProps) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <SelectableTicketCards
      {...props}
      badge={(ticket) => ticket.overBudget && <OverBudgetBadge />}
      details={(ticket) => (
        <>
          {showStatus && <StatusWithReason ticket={ticket} />}
          <SimpleGrid cols={2} spacing="xs">
            <Field label={t("leaderQueue.columns.transport")}>
              {t(`transportTypes.${ticket.transportType}`)}
            </Field>
            <Field label={t("leaderQueue.columns.amount")}>{formatYen(ticket.amount)}</Field>
            <Field label={t("leaderQueue.columns.duration")}>{t("months", { count: ticket.duration })}</Field>
            <Field label={t("leaderQueue.columns.submitted")}>
              {ticket.submittedDate ? formatDisplayDate(ticket.submittedDate) : "–"}
            </Field>
          </SimpleGrid>
          <Field label={t("leaderQueue.columns.period")}>{t("period", periodOf(ticket))}</Field>
          {ticket.notes && (
            <Field label={t("leaderQueue.columns.notes")}>
              <ClampedText>{ticket.notes}</ClampedText>
            </Field>
          )}
        </>
      )}
    />
  );
}
