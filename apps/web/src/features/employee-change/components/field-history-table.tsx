import { Table } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTableSection } from "../../../components/paged-table";
import { useFieldLabel, useFieldValue } from "../../../components/profile-fields/profile-field-text";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { StackedRow } from "../../../components/ui/stacked-table";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useFieldHistory } from "../api/get-field-history";
import { changeRequestPageSize } from "../api/paging-headers";

/**
 * Every applied change of the employee's fields, newest first, 20 a page: the signed-in
 * employee's, or (for HR) those of `employeeId` under `title`.
 */
export function FieldHistoryTable({ employeeId, title }: { employeeId?: number; title?: string }) {
  const { t } = useTranslation("employee-change");
  const [page, setPage] = useState(1);
  const history = useFieldHistory(page, employeeId);
  const fieldLabel = useFieldLabel();
  const fieldValue = useFieldValue();

  return (
    <PagedTableSection
      title={title ?? t("history.title")}
      totalText={(count) => t("history.total", { count })}
      loadFailedText={t("history.loadFailed")}
      emptyText={t("history.empty")}
      columns={[
        t("history.columns.field"),
        t("history.columns.change"),
        t("history.columns.effectiveDate"),
        t("history.columns.appliedAt"),
        t("history.columns.requestedBy"),
        t("history.columns.approvedBy"),
      ]}
      minWidth={820}
      query={history}
      pageSize={changeRequestPageSize}
      page={page}
      onPageChange={setPage}
    >
      {history.data?.data.map((row) => (
        <StackedRow key={row.id}>
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
        </StackedRow>
      ))}
    </PagedTableSection>
  );
}
