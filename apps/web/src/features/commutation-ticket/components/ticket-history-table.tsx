import { Alert, Anchor, Button, Group, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { TablePagination } from "../../../components/ui/table-pagination";
import { TableStateRows } from "../../../components/ui/table-state-rows";
import { useMyTicketHistory } from "../api/get-my-ticket-history";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { sectionOf } from "./ticket-field";
import { TicketStatusBadge } from "./ticket-status-badge";

const pageSize = TicketLimits.historyPageSize;

/** Every ticket the employee asked for, newest first, 10 a page. */
export function TicketHistoryTable() {
  const { t } = useTranslation(["commutationTicket", "common"]);
  const [page, setPage] = useState(1);
  const history = useMyTicketHistory({ page, size: pageSize });
  const totalCount = history.data?.totalCount ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="ticket-history-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="ticket-history-title">
          {t("history.title")}
        </Title>
        {history.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t("history.total", { count: totalCount })}
          </Text>
        )}
      </Group>
      {history.isError && !history.data ? (
        <Alert color="red" variant="light" title={t("history.loadFailed")}>
          <Button variant="light" color="red" size="xs" onClick={() => void history.refetch()}>
            {t("common:retry")}
          </Button>
        </Alert>
      ) : (
        <ScrollArea>
          <Table striped miw={640} aria-busy={history.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("history.columns.section")}</Table.Th>
                <Table.Th>{t("history.columns.period")}</Table.Th>
                <Table.Th>{t("history.columns.amount")}</Table.Th>
                <Table.Th>{t("history.columns.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStateRows
                columnCount={4}
                loading={history.isPending}
                empty={history.data?.data.length === 0}
                emptyText={t("history.empty")}
              />
              {history.data?.data.map((ticket) => (
                <Table.Tr key={ticket.id}>
                  <Table.Td>
                    <Anchor component={Link} to={ticketPaths.detail(ticket.id)} size="sm">
                      {sectionOf(ticket)}
                    </Anchor>
                  </Table.Td>
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <TablePagination
        totalCount={totalCount}
        pageSize={pageSize}
        value={page}
        onChange={setPage}
        size="sm"
        getControlProps={(control) => ({ "aria-label": t(`history.pager.${control}`) })}
        getItemProps={(item) => ({ "aria-label": t("history.pager.page", { page: item }) })}
      />
    </Stack>
  );
}
