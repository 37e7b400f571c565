import { Anchor, Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import type { AllowanceRow, AllowanceSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagedTable } from "../../../components/paged-table";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
import { StackedRow } from "../../../components/ui/stacked-table";
import { TableStateRows } from "../../../components/ui/table-state-rows";
import { useAllowanceHistory } from "../api/get-allowance-history";
import { allowancePageSize, useAllowanceSearch } from "../api/search-allowances";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { useDepartmentName } from "./department-name";
import { BudgetMark } from "./ticket-search";
import { SearchFilterForm } from "./ticket-search-filters";

const tableMinWidth = 1080;

/** Department, employee, over budget and pending; applied on Search (or Enter). */
function AllowanceFilters({ onSearch }: { onSearch: (filter: AllowanceSearch) => void }) {
  const { t } = useTranslation("commutation-ticket-search");
  const [departmentId, setDepartmentId] = useState<number | undefined>(undefined);
  const [employee, setEmployee] = useState("");
  const [overBudget, setOverBudget] = useState(false);
  const [pending, setPending] = useState(false);

  function handleSubmit() {
    const filter: AllowanceSearch = {};
    const name = employee.trim();
    if (departmentId !== undefined) filter.departmentId = departmentId;
    if (name) filter.employee = name;
    if (overBudget) filter.overBudget = true;
    if (pending) filter.pending = true;
    onSearch(filter);
  }

  function handleReset() {
    setDepartmentId(undefined);
    setEmployee("");
    setOverBudget(false);
    setPending(false);
    onSearch({});
  }

  return (
    <SearchFilterForm
      departmentId={departmentId}
      onDepartmentChange={setDepartmentId}
      employee={employee}
      onEmployeeChange={setEmployee}
      checks={
        <>
          <Checkbox
            label={t("filters.overBudget")}
            checked={overBudget}
            onChange={(event) => setOverBudget(event.currentTarget.checked)}
          />
          <Checkbox
            label={t("filters.pending")}
            checked={pending}
            onChange={(event) => setPending(event.currentTarget.checked)}
          />
        </>
      }
      onSubmit={handleSubmit}
      onReset={handleReset}
    />
  );
}

/** The employee's allowance month by month, newest first, and the way to act for them. */
function AllowanceHistoryModal({ row, onClose }: { row: AllowanceRow | null; onClose: () => void }) {
  const { t } = useTranslation(["commutation-ticket-search", "common"]);
  const history = useAllowanceHistory(row?.employeeId ?? null);
  const months = history.data?.months ?? [];
  const limit = history.data?.allowanceLimit ?? row?.allowanceLimit;

  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? t("allowance.historyDialog.title", { name: row.employeeName }) : ""}
      closeButtonProps={{ "aria-label": t("common:close") }}
      size="lg"
      centered
    >
      <Stack gap="sm">
        {limit !== undefined && (
          <Text size="sm" c="gray.7">
            {t("allowance.historyDialog.limit", { amount: formatYen(limit) })}
          </Text>
        )}
        {history.isError && !history.data ? (
          <LoadFailed
            title={t("allowance.historyDialog.loadFailed")}
            onRetry={() => void history.refetch()}
          />
        ) : (
          <ScrollArea.Autosize mah="50vh">
            <Table striped verticalSpacing="xs" aria-busy={history.isFetching}>
              <Table.Caption>{t("allowance.historyDialog.caption")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("allowance.historyDialog.month")}</Table.Th>
                  <Table.Th ta="right">{t("allowance.historyDialog.amount")}</Table.Th>
                  <Table.Th ta="right">{t("allowance.historyDialog.taxable")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <TableStateRows
                  columnCount={3}
                  loading={history.isPending}
                  empty={history.data !== undefined && months.length === 0}
                  emptyText={t("allowance.historyDialog.empty")}
                />
                {months.map((month) => (
                  <Table.Tr key={month.month}>
                    <Table.Td>{month.month}</Table.Td>
                    <Table.Td ta="right">{formatYen(month.amount)}</Table.Td>
                    <Table.Td ta="right">{formatYen(month.taxableAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        {row && (
          <Group justify="flex-end">
            <Anchor component={Link} to={ticketPaths.actingFor(row.employeeId)} size="sm">
              {t("allowance.historyDialog.actFor")}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

function AllowanceTableRow({
  row,
  onHistory,
}: {
  row: AllowanceRow;
  onHistory: (row: AllowanceRow) => void;
}) {
  const { t } = useTranslation("commutation-ticket-search");
  const departmentName = useDepartmentName();
  return (
    <StackedRow>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {row.employeeName}
        </Text>
        <Text size="xs" c="gray.7">
          {row.employeeCode}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {departmentName({ name: row.departmentName, nameJa: row.departmentNameJa })}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatYen(row.monthlyTotal)}</Table.Td>
      <Table.Td ta="right">{formatYen(row.allowanceLimit)}</Table.Td>
      <Table.Td ta="right">{formatYen(row.taxableMonthlyAmount)}</Table.Td>
      <Table.Td>
        <BudgetMark
          overBudget={row.overBudget}
          over={t("allowance.overBudget")}
          within={t("allowance.withinBudget")}
        />
      </Table.Td>
      <Table.Td ta="right">{row.ticketsInForce}</Table.Td>
      <Table.Td ta="right">{row.ticketsPending}</Table.Td>
      <Table.Td>{row.endDate ? formatDisplayDate(row.endDate) : "–"}</Table.Td>
      <Table.Td>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconHistory size={14} aria-hidden />}
          onClick={() => onHistory(row)}
          aria-label={t("allowance.historyOf", { name: row.employeeName })}
        >
          {t("allowance.history")}
        </Button>
      </Table.Td>
    </StackedRow>
  );
}

/**
 * Employees' commuting allowances now: what their legs in force cost a month against their
 * limit, the taxable part, pending requests; 20 a page, each with its month-by-month history.
 */
export function AllowanceOverview() {
  const { t } = useTranslation(["commutation-ticket-search", "common"]);
  const [filter, setFilter] = useState<AllowanceSearch>({});
  const [page, setPage] = useState(1);
  const [historyOf, setHistoryOf] = useState<AllowanceRow | null>(null);
  const allowances = useAllowanceSearch({ filter, page });
  const totalCount = allowances.data?.totalCount ?? 0;

  function handleSearch(next: AllowanceSearch) {
    setFilter(next);
    setPage(1);
  }

  return (
    <Stack gap="md" component="section" aria-label={t("allowance.title")}>
      <AllowanceFilters onSearch={handleSearch} />
      <Text size="sm" c="gray.7" aria-live="polite">
        {allowances.data ? t("allowance.total", { count: totalCount }) : ""}
      </Text>
      <PagedTable
        query={allowances}
        empty={allowances.data?.data.length === 0}
        emptyText={t("allowance.empty")}
        loadFailedText={t("allowance.loadFailed")}
        columns={[
          t("allowance.columns.employee"),
          t("allowance.columns.department"),
          { label: t("allowance.columns.monthlyTotal"), thProps: { ta: "right" } },
          { label: t("allowance.columns.limit"), thProps: { ta: "right" } },
          { label: t("allowance.columns.taxable"), thProps: { ta: "right" } },
          t("allowance.columns.overBudget"),
          { label: t("allowance.columns.inForce"), thProps: { ta: "right" } },
          { label: t("allowance.columns.pending"), thProps: { ta: "right" } },
          t("allowance.columns.endDate"),
          t("allowance.columns.actions"),
        ]}
        minWidth={tableMinWidth}
        tableProps={{ verticalSpacing: "xs" }}
        nativeScroll
        skeletonRowCount={5}
        pager={{
          totalCount,
          pageSize: allowancePageSize,
          page,
          onPageChange: setPage,
          size: "sm",
          namedPages: true,
        }}
      >
        {allowances.data?.data.map((row) => (
          <AllowanceTableRow key={row.employeeId} row={row} onHistory={setHistoryOf} />
        ))}
      </PagedTable>
      <AllowanceHistoryModal row={historyOf} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
