import { Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable } from "../../../components/paged-table";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { StackedRow } from "../../../components/ui/stacked-table";
import { useLocalizedName } from "../../../lib/use-localized-name";
import { useDownloadLedger } from "../api/download-ledger";
import { type ObligationShow, useObligations } from "../api/get-obligations";
import { leavePageSize } from "../api/paging-headers";
import { useLeaveAmount } from "./leave-format";

/** The days of a deadline this close or closer are shown in red. */
const urgentDays = 90;

/**
 * HR's view of the 5-day obligation (LSA article 39-7): who is still short of their 5 days, the
 * nearest deadline first, and the leave ledger (年次有給休暇管理簿) of a year to download.
 */
export function ObligationReport() {
  const { t } = useTranslation("leave");
  const [show, setShow] = useState<ObligationShow>("behind");
  const [page, setPage] = useState(1);
  const report = useObligations(show, page);
  const amount = useLeaveAmount();
  const departmentName = useLocalizedName();
  const days = (count: number) => amount(count * 8);
  const totalCount = report.data?.totalCount ?? 0;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t("report.title")}
            </Title>
            <Text size="sm" c="gray.7">
              {t("report.description")}
            </Text>
          </Stack>
          <SegmentedControl
            aria-label={t("report.showLabel")}
            data={[
              { value: "behind", label: t("report.behind") },
              { value: "all", label: t("report.all") },
            ]}
            value={show}
            onChange={(value) => {
              setShow(value as ObligationShow);
              setPage(1);
            }}
          />
        </Group>
        {report.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t("report.total", { count: totalCount })}
          </Text>
        )}
        <PagedTable
          query={report}
          empty={report.data?.data.length === 0}
          emptyText={show === "behind" ? t("report.emptyBehind") : t("report.empty")}
          loadFailedText={t("report.loadFailed")}
          columns={[
            t("columns.employee"),
            t("report.columns.department"),
            t("report.columns.grant"),
            t("report.columns.deadline"),
            t("report.columns.taken"),
            t("report.columns.booked"),
            t("report.columns.missing"),
          ]}
          minWidth={860}
          tableProps={{ "aria-label": t("report.title"), striped: true }}
          pager={{
            totalCount,
            pageSize: leavePageSize,
            page,
            onPageChange: setPage,
            size: "sm",
            namedPages: true,
          }}
        >
          {report.data?.data.map((row) => (
            <StackedRow key={row.employeeId}>
              <Table.Td>
                <Text size="sm">{row.employeeName}</Text>
                <Text size="xs" c="gray.7">
                  {row.employeeCode}
                </Text>
              </Table.Td>
              <Table.Td>{departmentName({ nameEn: row.departmentEn, nameJa: row.departmentJa })}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDisplayDate(row.grantDate)} ({days(row.grantedDays)})
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDisplayDate(row.until)}
                <Text size="xs" c={!row.isMet && row.daysLeft <= urgentDays ? "red.9" : "gray.7"}>
                  {t("report.daysLeft", { count: row.daysLeft })}
                </Text>
              </Table.Td>
              <Table.Td>{days(row.takenDays)}</Table.Td>
              <Table.Td>{days(row.bookedDays)}</Table.Td>
              <Table.Td fw={600} c={row.isMet ? "teal.9" : "red.9"}>
                {row.isMet ? t("report.met") : days(row.missingDays)}
              </Table.Td>
            </StackedRow>
          ))}
        </PagedTable>
      </Stack>
      <LedgerDownload />
    </Stack>
  );
}

/** The years a ledger can be downloaded for: this year and the four before (kept five years). */
function ledgerYears(): string[] {
  const year = new Date().getFullYear();
  return [0, 1, 2, 3, 4].map((back) => String(year - back));
}

function LedgerDownload() {
  const { t } = useTranslation("leave");
  const [year, setYear] = useState(ledgerYears()[0] ?? "");
  const download = useDownloadLedger();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("ledger.title")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("ledger.description")}
        </Text>
        <Group align="flex-end">
          <Select
            label={t("ledger.year")}
            data={ledgerYears()}
            value={year}
            onChange={(value) => setYear(value ?? year)}
            allowDeselect={false}
            w={140}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="default"
            loading={download.isPending}
            onClick={() => download.mutate(Number(year))}
          >
            {t("ledger.download")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
