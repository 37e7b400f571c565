import { Button, Group, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
import { TablePagination } from "../../../components/ui/table-pagination";
import { TableStateRows } from "../../../components/ui/table-state-rows";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useMyRequests } from "../api/get-my-requests";
import { changeRequestPageSize } from "../api/paging-headers";
import { ChangeRequestDrawer } from "./change-request-drawer";
import { ChangeRequestStatusBadge } from "./change-request-status-badge";
import { RequestFieldsSummary } from "./request-fields-summary";

const noFilter = {};
const columnCount = 6;

/** The employee's own change requests, newest first, 20 a page; each opens in the drawer. */
export function MyChangeRequests() {
  const { t } = useTranslation("employeeChange");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const requests = useMyRequests(noFilter, page);
  const totalCount = requests.data?.totalCount ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-change-requests-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="my-change-requests-title">
          {t("mine.title")}
        </Title>
        {requests.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t("mine.total", { count: totalCount })}
          </Text>
        )}
      </Group>
      {requests.isError && !requests.data ? (
        <LoadFailed title={t("mine.loadFailed")} onRetry={() => void requests.refetch()} />
      ) : (
        <ScrollArea viewportProps={{ tabIndex: 0 }}>
          <Table striped highlightOnHover miw={720} aria-busy={requests.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("mine.columns.kind")}</Table.Th>
                <Table.Th>{t("mine.columns.fields")}</Table.Th>
                <Table.Th>{t("mine.columns.effectiveDate")}</Table.Th>
                <Table.Th>{t("mine.columns.status")}</Table.Th>
                <Table.Th>{t("mine.columns.updatedAt")}</Table.Th>
                <Table.Th>{t("mine.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStateRows
                columnCount={columnCount}
                loading={requests.isPending}
                empty={requests.data?.data.length === 0}
                emptyText={t("mine.empty")}
              />
              {requests.data?.data.map((request) => (
                <Table.Tr
                  key={request.id}
                  onClick={() => setOpenId(request.id)}
                  style={{ cursor: "pointer" }}
                >
                  <Table.Td>{t(`kinds.${request.kind}`)}</Table.Td>
                  <Table.Td>
                    <RequestFieldsSummary request={request} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {formatDisplayDate(request.effectiveDate)}
                  </Table.Td>
                  <Table.Td>
                    <ChangeRequestStatusBadge status={request.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(request.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t("mine.viewOf", { id: request.id })}
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpenId(request.id);
                      }}
                    >
                      {t("mine.view")}
                    </Button>
                  </Table.Td>
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
      <ChangeRequestDrawer requestId={openId} onClose={() => setOpenId(null)} mode="owner" />
    </Stack>
  );
}
