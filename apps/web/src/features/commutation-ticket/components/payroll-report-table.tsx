import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { PageSize } from "@portal/contract/common/http";
import type { PayrollReport } from "@portal/contract/commutation-ticket/payroll-report.schema";
import { IconDownload } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable } from "../../../components/paged-table";
import { StackedRow } from "../../../components/ui/stacked-table";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { formatNumber } from "../../../lib/format/format-number";
import { useDownloadPayrollReport } from "../api/download-payroll-report";
import { usePayrollReports } from "../api/get-payroll-reports";

const pageSize = PageSize.medium;

function DownloadButton({ report, month }: { report: PayrollReport; month: string }) {
  const { t } = useTranslation("commutation-ticket-payroll-report");
  const download = useDownloadPayrollReport();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate(report.id)}
      aria-label={t("downloadLabel", { month })}
    >
      {t("download")}
    </Button>
  );
}

/** HR's payroll reports, newest first, each with its workbook to download. */
export function PayrollReportTable() {
  const { t } = useTranslation("commutation-ticket-payroll-report");
  const [page, setPage] = useState(1);
  const reports = usePayrollReports(page, pageSize);
  const totalCount = reports.data?.totalCount ?? 0;

  return (
    <Stack>
      {!(reports.isError && !reports.data) && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t("totalRecords", { count: totalCount })}
        </Text>
      )}
      <PagedTable
        query={reports}
        empty={reports.data?.data.length === 0}
        emptyText={t("empty")}
        loadFailedText={t("loadFailed")}
        columns={[
          t("columns.month"),
          { label: t("columns.rows"), thProps: { ta: "right" } },
          { label: t("columns.monthlyTotal"), thProps: { ta: "right" } },
          t("columns.created"),
          t("columns.file"),
        ]}
        minWidth={640}
        tableProps={{ highlightOnHover: true }}
        pager={{ totalCount, pageSize, page, onPageChange: setPage }}
      >
        {reports.data?.data.map((report) => {
          const month = dayjs(`${report.month}-01`).format(t("monthFormat"));
          return (
            <StackedRow key={report.id}>
              <Table.Td>{month}</Table.Td>
              <Table.Td ta="right">{formatNumber(report.rows)}</Table.Td>
              <Table.Td ta="right">{t("amount", { amount: formatNumber(report.monthlyTotal) })}</Table.Td>
              <Table.Td>{formatDateTime(report.createdAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <DownloadButton report={report} month={month} />
                  <Text size="xs" c="gray.7">
                    {report.fileName}
                  </Text>
                </Group>
              </Table.Td>
            </StackedRow>
          );
        })}
      </PagedTable>
    </Stack>
  );
}
