import { Anchor, Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { useDepartmentName } from "./department-name";
import { Field, sectionOf } from "./ticket-field";
import { TicketStatusBadge } from "./ticket-status-badge";

/** The table's width with every column readable; with less room the queue shows cards. */
export const queueTableMinWidth = 960;

/** The reject button's texts; the leader's ("Reject") unless a queue names it otherwise. */
export interface RejectButtonTexts {
  reject: string;
  rejectOf: (row: string) => string;
}

/** What the table and the cards share: the tickets, the selection and the reject action. */
export interface DecisionQueueRowsProps {
  tickets: readonly Ticket[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onReject: (ticket: Ticket) => void;
  /** While a decision is being sent. */
  isBusy: boolean;
  /** The status (and the latest rejection's reason): for queues holding tickets of several. */
  showStatus?: boolean;
  /** The employee's department under their name: for queues across the company. */
  showDepartment?: boolean;
  rejectTexts?: RejectButtonTexts | undefined;
}

/** A ticket as one line names it: the employee and the section. */
export function useRowLabel() {
  const { t } = useTranslation("commutation-ticket");
  return (ticket: Pick<Ticket, "employeeName" | "departure" | "arrival">) =>
    t("leaderQueue.row", { name: ticket.employeeName, section: sectionOf(ticket) });
}

export function OverBudgetBadge() {
  const { t } = useTranslation("commutation-ticket");
  // red.9, so the outline badge's text keeps a 4.5:1 contrast (orange.9 has 4.3:1); at least as
  // wide as its text, or a narrow table cell cuts it short.
  return (
    <Badge color="red.9" variant="outline" style={{ flexShrink: 0, minWidth: "max-content" }}>
      {t("leaderQueue.overBudget")}
    </Badge>
  );
}

export function SectionLink({ ticket }: { ticket: Ticket }) {
  return (
    <Anchor
      component={Link}
      to={ticketPaths.detail(ticket.id)}
      size="sm"
      style={{ overflowWrap: "anywhere" }}
    >
      {sectionOf(ticket)}
    </Anchor>
  );
}

export function RejectButton({
  ticket,
  onReject,
  isBusy,
  rejectTexts,
}: Pick<DecisionQueueRowsProps, "onReject" | "isBusy" | "rejectTexts"> & { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  const rowLabel = useRowLabel();
  const row = rowLabel(ticket);
  return (
    <Button
      variant="outline"
      color="red.9"
      size="xs"
      leftSection={<IconX size={14} aria-hidden />}
      disabled={isBusy}
      onClick={() => onReject(ticket)}
      aria-label={rejectTexts ? rejectTexts.rejectOf(row) : t("leaderQueue.rejectOf", { row })}
      style={{ flexShrink: 0 }}
    >
      {rejectTexts ? rejectTexts.reject : t("leaderQueue.reject")}
    </Button>
  );
}

export function SelectAll({
  tickets,
  selected,
  onToggleAll,
  isBusy,
  withLabel,
}: Pick<DecisionQueueRowsProps, "tickets" | "selected" | "onToggleAll" | "isBusy"> & {
  withLabel?: boolean;
}) {
  const { t } = useTranslation("commutation-ticket");
  const count = tickets.filter((ticket) => selected.has(ticket.id)).length;
  return (
    <Checkbox
      checked={count > 0 && count === tickets.length}
      indeterminate={count > 0 && count < tickets.length}
      onChange={onToggleAll}
      disabled={isBusy || tickets.length === 0}
      label={withLabel ? t("leaderQueue.selectAll") : undefined}
      aria-label={withLabel ? undefined : t("leaderQueue.selectAll")}
    />
  );
}

export function SelectOne({
  ticket,
  selected,
  onToggle,
  isBusy,
}: Pick<DecisionQueueRowsProps, "selected" | "onToggle" | "isBusy"> & { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  const rowLabel = useRowLabel();
  return (
    <Checkbox
      checked={selected.has(ticket.id)}
      onChange={() => onToggle(ticket.id)}
      disabled={isBusy}
      aria-label={t("leaderQueue.select", { row: rowLabel(ticket) })}
    />
  );
}

export const periodOf = (ticket: Pick<Ticket, "startDate" | "endDate">) => ({
  start: formatDisplayDate(ticket.startDate),
  end: formatDisplayDate(ticket.endDate),
});

/** The employee's name, and their department when the queue spans departments. */
export function Employee({
  ticket,
  showDepartment,
  emphasised = showDepartment,
}: {
  ticket: Ticket;
  showDepartment?: boolean | undefined;
  /** The name in bold (as it is whenever the department stands under it). */
  emphasised?: boolean | undefined;
}) {
  const departmentName = useDepartmentName();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={emphasised ? 600 : undefined} style={{ overflowWrap: "anywhere" }}>
        {ticket.employeeName}
      </Text>
      {showDepartment && (
        <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
          {departmentName({ name: ticket.departmentName, nameJa: ticket.departmentNameJa })}
        </Text>
      )}
    </Stack>
  );
}

/** The status, and why it came back when it was rejected (an approver's reason to HR). */
function StatusWithReason({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <Stack gap={4} align="flex-start">
      <TicketStatusBadge status={ticket.status} />
      {ticket.rejectReason && (
        <Text size="xs" c="gray.7" maw={220} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {t("rejectReason")}: {ticket.rejectReason}
        </Text>
      )}
    </Stack>
  );
}

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
      minWidth={queueTableMinWidth}
      head={
        <>
          <Table.Th>{t("leaderQueue.columns.employee")}</Table.Th>
          <Table.Th miw={120}>{t("leaderQueue.columns.section")}</Table.Th>
          {showStatus && <Table.Th>{t("history.columns.status")}</Table.Th>}
          <Table.Th>{t("leaderQueue.columns.transport")}</Table.Th>
          <Table.Th>{t("leaderQueue.columns.amount")}</Table.Th>
          <Table.Th>{t("leaderQueue.columns.duration")}</Table.Th>
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
            <SectionLink ticket={ticket} />
          </Table.Td>
          {showStatus && (
            <Table.Td>
              <StatusWithReason ticket={ticket} />
            </Table.Td>
          )}
          <Table.Td>{t(`transportTypes.${ticket.transportType}`)}</Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <span>{formatYen(ticket.amount)}</span>
              {ticket.overBudget && <OverBudgetBadge />}
            </Stack>
          </Table.Td>
          <Table.Td>{t("months", { count: ticket.duration })}</Table.Td>
          <Table.Td>{t("period", periodOf(ticket))}</Table.Td>
          <Table.Td>{ticket.submittedDate ? formatDisplayDate(ticket.submittedDate) : "–"}</Table.Td>
          <Table.Td>
            <Text size="sm" maw={240} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {ticket.notes || "–"}
            </Text>
          </Table.Td>
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
              <span style={{ whiteSpace: "pre-wrap" }}>{ticket.notes}</span>
            </Field>
          )}
        </>
      )}
    />
  );
}
