import { Anchor, Badge, Button, Checkbox, rem, Stack, Text } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ClampedText } from "../../../components/ui/clamped-text";
import { ticketPaths } from "../ticket-paths";
import { useDepartmentName } from "./department-name";
import { sectionOf } from "./ticket-field";
import { TicketStatusBadge } from "./ticket-status-badge";

/**
 * The table's width with every column readable, the note at its narrowest and the reject button
 * whole (its status column adds about 170 px); with less room the queue shows cards.
 */
export const queueTableMinWidth = (showStatus?: boolean) => (showStatus ? 1080 : 960);

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
      // Station names break at the arrow, within a name only when it is wider than the column.
      style={{ wordBreak: "keep-all", overflowWrap: "anywhere" }}
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
export function StatusWithReason({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <Stack gap={4} align="flex-start">
      <TicketStatusBadge status={ticket.status} />
      {ticket.rejectReason && (
        <ClampedText size="xs" c="gray.7" maw={220} lines={2}>
          {`${t("rejectReason")}: ${ticket.rejectReason}`}
        </ClampedText>
      )}
    </Stack>
  );
}

/**
 * A note in a table cell: never narrower than a few words (a narrow column would break them
 * letter by letter), cut to three lines with "Show more".
 */
export function NoteText({ note }: { note: string }) {
  return (
    <ClampedText miw={rem(224)} maw={rem(360)}>
      {note}
    </ClampedText>
  );
}
