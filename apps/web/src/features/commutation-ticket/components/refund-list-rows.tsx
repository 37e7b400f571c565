import { SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { cancelReasons } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ClampedText } from "../../../components/ui/clamped-text";
import { formatYen } from "../ticket-presentation";
import {
  type DecisionQueueRowsProps,
  Employee,
  NoteText,
  periodOf,
  SectionLink,
} from "./decision-queue-cells";
import { SelectableTicketCards, SelectableTicketTable } from "./decision-queue-rows";
import { Field } from "./ticket-field";
import { TicketStatusBadge } from "./ticket-status-badge";

/** The refunds table's width with every column readable; with less room the list shows cards. */
export const refundTableMinWidth = 1180;

export interface RefundRowsProps extends Omit<DecisionQueueRowsProps, "showStatus" | "showDepartment"> {
  /** The requests still waiting for a decision: only they may be selected and rejected. */
  isWaiting: (ticket: Ticket) => boolean;
  /** Every selectable request on the page (what "select all" selects). */
  selectable: readonly Ticket[];
}

/** The cancel reason in the user's language (the constants carry both). */
function useCancelReason() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === "ja" ? "ja" : "en";
  return (ticket: Pick<Ticket, "cancelReason">) =>
    cancelReasons.find((reason) => reason.id === ticket.cancelReason)?.[language] ?? "–";
}

/** The files proving a partial refund (the ticket's own evidence is reviewed elsewhere). */
const cancelEvidences = (ticket: Ticket) =>
  ticket.evidences.filter((evidence) => evidence.purpose === "cancel");

function useRefundValues() {
  const { t } = useTranslation(["commutation-ticket-desk", "commutation-ticket"]);
  const reasonOf = useCancelReason();
  /** How many files, and (a refund is approved on reviewed files only) how many still wait. */
  const evidenceOf = (ticket: Ticket) => {
    const files = cancelEvidences(ticket);
    const pending = files.filter((evidence) => evidence.review === "pending").length;
    const count = t("refunds.evidenceCount", { count: files.length });
    return pending > 0 ? `${count} · ${t("refunds.evidencePending", { count: pending })}` : count;
  };
  return (ticket: Ticket) => ({
    cancelDate: ticket.cancelDate ? formatDisplayDate(ticket.cancelDate) : "–",
    cancelType: ticket.cancelType ? t(`commutation-ticket:cancelTypes.${ticket.cancelType}.label`) : "–",
    refundAmount: ticket.refundAmount === null ? "–" : formatYen(ticket.refundAmount),
    reason: reasonOf(ticket),
    evidence: evidenceOf(ticket),
    period: t("commutation-ticket:period", periodOf(ticket)),
  });
}

/** The refund requests as a table, for screens wide enough for its columns. */
export function RefundTable(props: RefundRowsProps) {
  const { t } = useTranslation("commutation-ticket-desk");
  const valuesOf = useRefundValues();
  return (
    <SelectableTicketTable
      {...props}
      showDepartment
      minWidth={refundTableMinWidth}
      head={
        <>
          <Table.Th>{t("refunds.columns.employee")}</Table.Th>
          <Table.Th miw={160}>{t("refunds.columns.ticket")}</Table.Th>
          <Table.Th>{t("refunds.columns.cancelDate")}</Table.Th>
          <Table.Th>{t("refunds.columns.cancelType")}</Table.Th>
          <Table.Th>{t("refunds.columns.refundAmount")}</Table.Th>
          <Table.Th>{t("refunds.columns.reason")}</Table.Th>
          <Table.Th>{t("refunds.columns.note")}</Table.Th>
          <Table.Th>{t("refunds.columns.evidence")}</Table.Th>
          <Table.Th>{t("refunds.columns.status")}</Table.Th>
        </>
      }
      actionsHeader={t("refunds.columns.actions")}
      cells={(ticket) => {
        const values = valuesOf(ticket);
        return (
          <>
            <Table.Td>
              <Employee ticket={ticket} showDepartment />
            </Table.Td>
            <Table.Td>
              <Stack gap={2} align="flex-start">
                <SectionLink ticket={ticket} />
                <Text size="sm">{formatYen(ticket.amount)}</Text>
                <Text size="xs" c="gray.7">
                  {values.period}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>{values.cancelDate}</Table.Td>
            <Table.Td>{values.cancelType}</Table.Td>
            <Table.Td>{values.refundAmount}</Table.Td>
            <Table.Td>{values.reason}</Table.Td>
            <Table.Td>{ticket.cancelNote ? <NoteText note={ticket.cancelNote} /> : "–"}</Table.Td>
            <Table.Td>{values.evidence}</Table.Td>
            <Table.Td>
              <TicketStatusBadge status={ticket.status} />
            </Table.Td>
          </>
        );
      }}
    />
  );
}

/** The refund requests as cards, one a request, for narrow screens (phones at 480 px). */
export function RefundCards(props: RefundRowsProps) {
  const { t } = useTranslation("commutation-ticket-desk");
  const valuesOf = useRefundValues();
  return (
    <SelectableTicketCards
      {...props}
      showDepartment
      badge={(ticket) => <TicketStatusBadge status={ticket.status} />}
      details={(ticket) => {
        const values = valuesOf(ticket);
        return (
          <>
            <SimpleGrid cols={2} spacing="xs">
              <Field label={t("refunds.columns.ticket")}>
                {formatYen(ticket.amount)} · {values.period}
              </Field>
              <Field label={t("refunds.columns.cancelDate")}>{values.cancelDate}</Field>
              <Field label={t("refunds.columns.cancelType")}>{values.cancelType}</Field>
              <Field label={t("refunds.columns.refundAmount")}>{values.refundAmount}</Field>
              <Field label={t("refunds.columns.reason")}>{values.reason}</Field>
              <Field label={t("refunds.columns.evidence")}>{values.evidence}</Field>
            </SimpleGrid>
            {ticket.cancelNote && (
              <Field label={t("refunds.columns.note")}>
                <ClampedText>{ticket.cancelNote}</ClampedText>
              </Field>
            )}
          </>
        );
      }}
    />
  );
}
