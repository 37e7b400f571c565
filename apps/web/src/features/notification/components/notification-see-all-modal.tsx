import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { NotificationLimits } from "@portal/contract/common/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";
import { TablePagination } from "../../../components/ui/table-pagination";
import { TableStateRows } from "../../../components/ui/table-state-rows";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useAllNotifications } from "../api/get-all-notifications";
import { SeverityBadge } from "./severity-badge";

const pageSize = NotificationLimits.pageSize;

interface NotificationSeeAllModalProps {
  opened: boolean;
  onClose: () => void;
  /** Opens a row's detail dialog. */
  onOpen: (id: number) => void;
  /** Id in a Modal.Stack, so the detail dialog can open above it. */
  stackId?: string;
}

/** Every notification of the user, a page at a time; the listed ones become read on the server. */
function NotificationTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation("notification");
  const [page, setPage] = useState(1);
  const list = useAllNotifications({ page, size: pageSize });
  const totalCount = list.data?.totalCount ?? 0;
  const firstNumber = (page - 1) * pageSize + 1;

  if (list.isError && !list.data) {
    return (
      <Alert color="red" variant="light" role="alert" title={t("all.loadFailed")}>
        <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
          {t("retry")}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack>
      <StackedTable
        columns={[
          { label: t("all.columns.no"), thProps: { w: 56 } },
          t("all.columns.title"),
          t("all.columns.message"),
          { label: t("all.columns.time"), thProps: { w: 170 } },
          { label: t("all.columns.severity"), thProps: { w: 120 } },
        ]}
        minWidth={720}
        tableProps={{
          striped: true,
          highlightOnHover: true,
          "aria-label": t("all.tableLabel"),
          "aria-busy": list.isFetching,
          verticalSpacing: "sm",
        }}
      >
        <TableStateRows
          columnCount={5}
          loading={list.isPending}
          empty={list.data?.data.length === 0}
          emptyText={t("NO_RECORD")}
          skeletonRowCount={5}
        />
        {list.data?.data.map((notification, index) => (
          <StackedRow key={notification.id}>
            <Table.Td>{firstNumber + index}</Table.Td>
            <Table.Td maw={220}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                style={{ overflowWrap: "anywhere" }}
                onClick={() => onOpen(notification.id)}
              >
                {notification.title}
              </Anchor>
            </Table.Td>
            <Table.Td maw={320}>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                {notification.message}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" component="time" dateTime={notification.createdAt}>
                {formatDateTime(notification.createdAt)}
              </Text>
            </Table.Td>
            <Table.Td>
              <SeverityBadge severity={notification.severity} />
            </Table.Td>
          </StackedRow>
        ))}
      </StackedTable>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="gray.7" aria-live="polite">
          {list.data && t("all.totalRecords", { count: totalCount })}
        </Text>
        <TablePagination
          totalCount={totalCount}
          pageSize={pageSize}
          value={page}
          onChange={setPage}
          size="sm"
        />
      </Group>
    </Stack>
  );
}

/** The see-all dialog: 900 px wide, ten notifications a page. */
export function NotificationSeeAllModal({ opened, onClose, onOpen, stackId }: NotificationSeeAllModalProps) {
  const { t } = useTranslation(["notification", "common"]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("all.title")}
      size={NotificationLimits.seeAllDialogWidth}
      stackId={stackId}
      closeButtonProps={{ "aria-label": t("common:close") }}
    >
      {opened && <NotificationTable onOpen={onOpen} />}
    </Modal>
  );
}
