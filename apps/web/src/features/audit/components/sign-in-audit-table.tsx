import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import type { SignInEvent } from "@portal/contract/audit/audit.constants";
import type { SignInAuditQuery } from "@portal/contract/audit/audit.schema";
import { PageSize } from "@portal/contract/common/http";
import { IconDownload } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable } from "../../../components/paged-table";
import { StackedRow } from "../../../components/ui/stacked-table";
import { useExportSignInAudit } from "../api/export-sign-in-audit";
import { useSignInAudit } from "../api/get-sign-in-audit";
import { SignInAuditFilters } from "./sign-in-audit-filters";

const eventColor: Record<SignInEvent, string> = {
  // Dark shades: the badge text must keep a 4.5:1 contrast on striped rows.
  success: "teal.9",
  failure: "red.9",
  lockout: "grape.9",
  captcha_required: "orange.9",
  delayed: "yellow.9",
  sign_out: "gray.8",
};

const pageSize = PageSize.medium;

/** The sign-in audit: filters, a paged table (newest first) and the CSV export. */
export function SignInAuditTable() {
  const { t } = useTranslation("audit");
  const [filter, setFilter] = useState<SignInAuditQuery>({});
  const [page, setPage] = useState(1);
  const audit = useSignInAudit({ filter, page, size: pageSize });
  const exportCsv = useExportSignInAudit();
  const totalCount = audit.data?.totalCount ?? 0;

  function handleSearch(next: SignInAuditQuery) {
    setFilter(next);
    setPage(1);
  }

  return (
    <Stack>
      <SignInAuditFilters onSearch={handleSearch} />
      <Group justify="space-between">
        <Text size="sm" c="gray.7" aria-live="polite">
          {t("totalRecords", { count: totalCount })}
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(filter)}
        >
          {t("export")}
        </Button>
      </Group>
      <PagedTable
        query={audit}
        empty={audit.data?.data.length === 0}
        emptyText={t("empty")}
        loadFailedText={t("loadFailed")}
        retryLabel={t("retry")}
        columns={[
          t("columns.time"),
          t("columns.userId"),
          t("columns.event"),
          t("columns.method"),
          t("columns.address"),
          t("columns.userAgent"),
        ]}
        minWidth={760}
        tableProps={{ highlightOnHover: true }}
        skeletonRowCount={5}
        pager={{ totalCount, pageSize, page, onPageChange: setPage }}
      >
        {audit.data?.data.map((entry) => (
          <StackedRow key={entry.id}>
            <Table.Td>{dayjs(entry.occurredAt).format("YYYY/MM/DD HH:mm:ss")}</Table.Td>
            <Table.Td>{entry.userId}</Table.Td>
            <Table.Td>
              <Badge color={eventColor[entry.event]} variant="outline">
                {t(`events.${entry.event}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{t(`methods.${entry.method}`)}</Table.Td>
            <Table.Td>{entry.ipAddress}</Table.Td>
            <Table.Td maw={280}>
              <Text size="xs" truncate="end" title={entry.userAgent}>
                {entry.userAgent}
              </Text>
            </Table.Td>
          </StackedRow>
        ))}
      </PagedTable>
    </Stack>
  );
}
