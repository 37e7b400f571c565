import { Group, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
import { TablePagination } from "../../../components/ui/table-pagination";
import { TableStateRows } from "../../../components/ui/table-state-rows";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useFieldHistory } from "../api/get-field-history";
import { changeRequestPageSize } from "../api/paging-headers";
import { useFieldLabel, useFieldValue } from "../field-presentation";

const columnCount = 6;

/**
 * Every applied change of the employee's fields, newest first, 20 a page: the signed-in
 * employee's, or (for HR) those of `employeeId` under `title`.
 */
export function FieldHistoryTable({ employeeId, title }: { employeeId?: number; title?: string }) {
  const { t } = useTranslation("employeeChange");
  const [page, setPage] = useState(1);
  const history = useFieldHistory(page, employeeId);
  const titleId = useId();
  const fieldLabel = useFieldLabel();
  const fieldValue = useFieldValue();
  const totalCount = history.data?.totalCount ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id={titleId}>
          {title ?? t("history.title")}
        </Title>
        {history.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t("history.total", { count: totalCount })}
          </Text>
        )}
      </Group>
      {history.isError && !history.data ? (
        <LoadFailed title={t("history.loadFailed")} onRetry={() => void history.refetch()} />
      ) : (
        <ScrollArea viewportProps={{ tabIndex: 0 }}>
          <Table striped miw={820} aria-busy={history.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("history.columns.field")}</Table.Th>
                <Table.Th>{t("history.columns.change")}</Table.Th>
                <Table.Th>{t("history.columns.effectiveDate")}</Table.Th>
                <Table.Th>{t("history.columns.appliedAt")}</Table.Th>
                <Table.Th>{t("history.columns.requestedBy")}</Table.Th>
                <Table.Th>{t("history.columns.approvedBy")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStateRows
                columnCount={columnCount}
                loading={history.isPending}
                empty={history.data?.data.length === 0}
                emptyText={t("history.empty")}
              />
              {history.data?.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{fieldLabel(row.field)}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    {t("history.oldToNew", {
                      old: fieldValue(row.field, row.oldValue),
                      new: fieldValue(row.field, row.newValue),
                    })}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(row.effectiveDate)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(row.appliedAt)}</Table.Td>
                  <Table.Td>{row.requestedByName ?? "–"}</Table.Td>
                  <Table.Td>{row.approvedByName ?? "–"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <TablePagination
        totalCount={totalCount}
        pageSize={changeRequestPageSize}
        value={page}
        onChange={setPage}
        size="sm"
        getControlProps={(control) => ({ "aria-label": t(`pager.${control}`) })}
        getItemProps={(item) => ({ "aria-label": t("pager.page", { page: item }) })}
      />
    </Stack>
  );
}
