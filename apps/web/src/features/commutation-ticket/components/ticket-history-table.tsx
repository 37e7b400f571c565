import { Anchor, Group, Stack, Table, Text, Title } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagedTable } from "../../../components/paged-table";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { StackedRow } from "../../../components/ui/stacked-table";
import { useMyTicketHistory } from "../api/get-my-ticket-history";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { sectionOf } from "./ticket-field";
import { TicketStatusBadge } from "./ticket-status-badge";

/** The history's page size: 10 tickets a page. */
export const historyPageSize = TicketLimits.historyPageSize;

/** One page of a history as the server sends it. */
interface HistoryPage {
  data: Ticket[];
  totalCount: number;
}

export interface TicketHistoryProps {
  history: Pick<UseQueryResult<HistoryPage>, "data" | "isError" | "isPending" | "isFetching" | "refetch">;
  page: number;
  onPageChange: (page: number) => void;
  /** The id of the section's heading. */
  titleId: string;
  title: string;
  loadFailed: string;
  empty: string;
  /**
   * A last column with what may be done with each ticket (the section is then plain text);
   * without it, the section links to the ticket.
   */
  actions?: { label: string; of: (ticket: Ticket) => ReactNode };
}

/** A page of tickets, newest first: section, period, amount, status; a pager below. */
export function TicketHistory({
  history,
  page,
  onPageChange,
  titleId,
  title,
  loadFailed,
  empty,
  actions,
}: TicketHistoryProps) {
  const { t } = useTranslation("commutation-ticket");
  const totalCount = history.data?.totalCount ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id={titleId} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {history.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t("history.total", { count: totalCount })}
          </Text>
        )}
      </Group>
      <PagedTable
        query={history}
        empty={history.data?.data.length === 0}
        emptyText={empty}
        loadFailedText={loadFailed}
        columns={[
          t("history.columns.section"),
          t("history.columns.period"),
          t("history.columns.amount"),
          t("history.columns.status"),
          ...(actions ? [actions.label] : []),
        ]}
        minWidth={actions ? 760 : 640}
        pager={{ totalCount, pageSize: historyPageSize, page, onPageChange, size: "sm", namedPages: true }}
      >
        {history.data?.data.map((ticket) => (
          <StackedRow key={ticket.id}>
            {actions ? (
              <Table.Td style={{ overflowWrap: "anywhere" }}>{sectionOf(ticket)}</Table.Td>
            ) : (
              <Table.Td>
                <Anchor component={Link} to={ticketPaths.detail(ticket.id)} size="sm">
                  {sectionOf(ticket)}
                </Anchor>
              </Table.Td>
            )}
            <Table.Td>
              {t("period", {
                start: formatDisplayDate(ticket.startDate),
                end: formatDisplayDate(ticket.endDate),
              })}
            </Table.Td>
            <Table.Td>{formatYen(ticket.amount)}</Table.Td>
            <Table.Td>
              <TicketStatusBadge status={ticket.status} />
            </Table.Td>
            {actions && <Table.Td>{actions.of(ticket)}</Table.Td>}
          </StackedRow>
        ))}
      </PagedTable>
    </Stack>
  );
}

/** Every ticket the employee asked for, newest first, 10 a page. */
export function TicketHistoryTable() {
  const { t } = useTranslation("commutation-ticket");
  const [page, setPage] = useState(1);
  const history = useMyTicketHistory({ page, size: historyPageSize });
  return (
    <TicketHistory
      history={history}
      page={page}
      onPageChange={setPage}
      titleId="ticket-history-title"
      title={t("history.title")}
      loadFailed={t("history.loadFailed")}
      empty={t("history.empty")}
    />
  );
}
