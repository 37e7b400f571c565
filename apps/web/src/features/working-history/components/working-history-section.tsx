import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { WorkingHistoryLimits } from "@portal/contract/working-history/working-history.constants";
import type { WorkingHistory } from "@portal/contract/working-history/working-history.schema";
import { IconBriefcase, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable } from "../../../components/paged-table";
import { ClampedText } from "../../../components/ui/clamped-text";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { StackedRow } from "../../../components/ui/stacked-table";
import { TablePagination } from "../../../components/ui/table-pagination";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteWorkingHistory } from "../api/delete-working-history";
import { useWorkingHistory } from "../api/get-working-history";
import { formatYearMonth } from "../working-history-form-values";
import { WorkingHistoryFormModal } from "./working-history-form-modal";

const pageSize = WorkingHistoryLimits.pageSize;

type OpenForm = { record: WorkingHistory | null } | null;

export interface WorkingHistorySectionProps {
  /** Whose history to show (HR, read-only); the signed-in user's own when absent. */
  employeeId?: number;
}

/**
 * The profile's working history: the career records, current positions first, 20 a page; the
 * owner adds, edits (in a modal form) and deletes (after confirming) their own records.
 */
export function WorkingHistorySection({ employeeId }: WorkingHistorySectionProps) {
  const { t } = useTranslation(["working-history", "common"]);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const history = useWorkingHistory({ employeeId, page });
  const remove = useDeleteWorkingHistory();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [deleting, setDeleting] = useState<WorkingHistory | null>(null);
  const totalCount = history.data?.totalCount ?? 0;
  const rows = history.data?.data ?? [];
  const canAdd = employeeId === undefined;

  // A deletion that empties the last page steps back to the new last page.
  const lastPage = Math.max(1, Math.ceil(totalCount / pageSize));
  useEffect(() => {
    if (history.data && !history.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [history.data, history.isPlaceholderData, page, lastPage]);

  const period = (record: WorkingHistory) =>
    `${formatYearMonth(record.fromMonth)} – ${record.toMonth ? formatYearMonth(record.toMonth) : t("present")}`;

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t("deleted"));
        setDeleting(null);
      },
    });
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconBriefcase size={22} aria-hidden />
            <Title order={2} size="h4" id={headingId}>
              {t("title")}
            </Title>
          </Group>
          {canAdd && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setOpenForm({ record: null })}
            >
              {t("add")}
            </Button>
          )}
        </Group>
        <PagedTable
          query={history}
          empty={history.isSuccess && rows.length === 0}
          emptyText={canAdd ? t("emptyOwn") : t("empty")}
          loadFailedText={t("loadFailed")}
          columns={[
            t("columns.period"),
            t("columns.company"),
            t("columns.project"),
            t("columns.role"),
            t("columns.technologies"),
            t("columns.actions"),
          ]}
          minWidth={720}
          tableProps={{ highlightOnHover: true, "aria-labelledby": headingId }}
        >
          {rows.map((record) => (
            <StackedRow key={record.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{period(record)}</Table.Td>
              <Table.Td>{record.companyName}</Table.Td>
              <Table.Td>
                <Text size="sm">{record.projectName}</Text>
                {record.description && (
                  <ClampedText size="xs" c="gray.7" lines={2}>
                    {record.description}
                  </ClampedText>
                )}
              </Table.Td>
              <Table.Td>{record.role}</Table.Td>
              <Table.Td>{record.technologies}</Table.Td>
              <Table.Td>
                {record.canEdit && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("editLabel", { company: record.companyName })}
                      onClick={() => setOpenForm({ record })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("deleteLabel", { company: record.companyName })}
                      onClick={() => setDeleting(record)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Table.Td>
            </StackedRow>
          ))}
        </PagedTable>
        <Group justify="space-between">
          <Text size="sm" c="gray.7" aria-live="polite">
            {history.data ? t("totalRecords", { count: totalCount }) : ""}
          </Text>
          <TablePagination totalCount={totalCount} pageSize={pageSize} value={page} onChange={setPage} />
        </Group>
      </Stack>
      <WorkingHistoryFormModal
        opened={openForm !== null}
        onClose={() => setOpenForm(null)}
        record={openForm?.record ?? null}
      />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={handleDelete}
        title={t("deleteTitle")}
        message={
          deleting ? t("deleteMessage", { company: deleting.companyName, period: period(deleting) }) : ""
        }
        cancelLabel={t("form.cancel")}
        confirmLabel={t("deleteConfirm")}
        pending={remove.isPending}
        closeButtonLabel={t("common:close")}
      />
    </Paper>
  );
}
