import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { TicketSearch as TicketSearchFilter } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagedTable } from "../../../components/paged-table";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { StackedRow } from "../../../components/ui/stacked-table";
import { type TicketExportFormat, useExportTickets } from "../api/export-tickets";
import { searchPageSize, useTicketSearch } from "../api/search-tickets";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { useDepartmentName } from "./department-name";
import { sectionOf } from "./ticket-field";
import { TicketSearchFilters } from "./ticket-search-filters";
import { TicketStatusBadge } from "./ticket-status-badge";
import { useTicketFailureText } from "./use-ticket-server-text";

/** Below this width the table scrolls sideways (phones). */
const tableMinWidth = 1080;

/** An over-budget ticket is marked; the others say "within budget" to screen readers only. */
export function BudgetMark({
  overBudget,
  over,
  within,
}: {
  overBudget: boolean;
  over: string;
  within: string;
}) {
  if (overBudget) {
    return (
      <Badge color="red.9" variant="outline" style={{ flexShrink: 0, minWidth: "max-content" }}>
        {over}
      </Badge>
    );
  }
  return (
    <>
      <Text span c="gray.7" aria-hidden>
        –
      </Text>
      <VisuallyHidden>{within}</VisuallyHidden>
    </>
  );
}

function TicketRow({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket-search");
  const { t: tc } = useTranslation("commutation-ticket");
  const departmentName = useDepartmentName();
  const section = sectionOf(ticket);
  return (
    <StackedRow>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {ticket.employeeName}
        </Text>
        <Text size="xs" c="gray.7">
          {ticket.employeeCode}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {departmentName({ name: ticket.departmentName, nameJa: ticket.departmentNameJa })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {section}
        </Text>
        <Text size="xs" c="gray.7">
          {tc(`transportTypes.${ticket.transportType}`)}
        </Text>
      </Table.Td>
      <Table.Td>{tc("months", { count: ticket.duration })}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatYen(ticket.amount)}</Table.Td>
      <Table.Td>
        {tc("period", { start: formatDisplayDate(ticket.startDate), end: formatDisplayDate(ticket.endDate) })}
      </Table.Td>
      <Table.Td>
        <TicketStatusBadge status={ticket.status} />
      </Table.Td>
      <Table.Td>
        <BudgetMark
          overBudget={ticket.overBudget}
          over={t("search.overBudget")}
          within={t("search.withinBudget")}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Anchor
            component={Link}
            to={ticketPaths.detail(ticket.id)}
            size="sm"
            aria-label={t("search.detailsOf", { name: ticket.employeeName, section })}
          >
            {t("search.details")}
          </Anchor>
          <Anchor
            component={Link}
            to={ticketPaths.actingFor(ticket.employeeId)}
            size="sm"
            aria-label={t("search.actForOf", { name: ticket.employeeName })}
            style={{ whiteSpace: "nowrap" }}
          >
            {t("search.actFor")}
          </Anchor>
        </Group>
      </Table.Td>
    </StackedRow>
  );
}

/** The CSV and Excel downloads of what the applied filters find, with their failure. */
function ExportButtons({ filter }: { filter: TicketSearchFilter }) {
  const { t } = useTranslation("commutation-ticket-search");
  const exporting = useExportTickets();
  const failureText = useTicketFailureText();
  const [error, setError] = useState<string | null>(null);

  function start(format: TicketExportFormat) {
    setError(null);
    exporting.mutate(
      { format, filter },
      { onError: (caught) => setError(failureText(caught, t("export.failed"))) },
    );
  }

  const isExporting = (format: TicketExportFormat) =>
    exporting.isPending && exporting.variables?.format === format;

  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" role="group" aria-label={t("export.label")}>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={isExporting("csv")}
          disabled={exporting.isPending && !isExporting("csv")}
          aria-label={t("export.csvOf")}
          onClick={() => start("csv")}
        >
          {t("export.csv")}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={isExporting("excel")}
          disabled={exporting.isPending && !isExporting("excel")}
          aria-label={t("export.excelOf")}
          onClick={() => start("excel")}
        >
          {t("export.excel")}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * HR's search over every ticket: the filters, a page of 20 with the total, links to each ticket
 * and to acting for its employee, and the CSV and Excel exports of the same filters.
 */
export function TicketSearch() {
  const { t } = useTranslation(["commutation-ticket-search", "common"]);
  const [filter, setFilter] = useState<TicketSearchFilter>({});
  const [page, setPage] = useState(1);
  const search = useTicketSearch({ filter, page });
  const totalCount = search.data?.totalCount ?? 0;

  function handleSearch(next: TicketSearchFilter) {
    setFilter(next);
    setPage(1);
  }

  return (
    <Stack gap="md" component="section" aria-label={t("search.title")}>
      <TicketSearchFilters onSearch={handleSearch} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="gray.7" aria-live="polite">
          {search.data ? t("search.total", { count: totalCount }) : ""}
        </Text>
        <ExportButtons filter={filter} />
      </Group>
      <PagedTable
        query={search}
        empty={search.data?.data.length === 0}
        emptyText={t("search.empty")}
        loadFailedText={t("search.loadFailed")}
        columns={[
          t("search.columns.employee"),
          t("search.columns.department"),
          { label: t("search.columns.route"), thProps: { miw: 140 } },
          t("search.columns.duration"),
          t("search.columns.amount"),
          t("search.columns.period"),
          t("search.columns.status"),
          t("search.columns.overBudget"),
          t("search.columns.actions"),
        ]}
        minWidth={tableMinWidth}
        tableProps={{ verticalSpacing: "xs" }}
        nativeScroll
        skeletonRowCount={5}
        pager={{
          totalCount,
          pageSize: searchPageSize,
          page,
          onPageChange: setPage,
          size: "sm",
          namedPages: true,
        }}
      >
        {search.data?.data.map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} />
        ))}
      </PagedTable>
    </Stack>
  );
}
