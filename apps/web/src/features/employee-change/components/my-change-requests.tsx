import { Button, Table } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTableSection } from "../../../components/paged-table";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { StackedRow } from "../../../components/ui/stacked-table";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useMyRequests } from "../api/get-my-requests";
import { changeRequestPageSize } from "../api/paging-headers";
import { useOpenRequest } from "../hooks/use-open-request";
import { ChangeRequestDrawer } from "./change-request-drawer";
import { ChangeRequestStatusBadge } from "./change-request-status-badge";
import { RequestFieldsSummary } from "./request-fields-summary";

const noFilter = {};

/**
 * The employee's own change requests, newest first, 20 a page; each opens in the drawer (kept in
 * `?request=`, which notifications link to).
 */
export function MyChangeRequests() {
  const { t } = useTranslation("employee-change");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useOpenRequest();
  const requests = useMyRequests(noFilter, page);

  return (
    <>
      <PagedTableSection
        title={t("mine.title")}
        totalText={(count) => t("mine.total", { count })}
        loadFailedText={t("mine.loadFailed")}
        emptyText={t("mine.empty")}
        columns={[
          t("mine.columns.kind"),
          t("mine.columns.fields"),
          t("mine.columns.effectiveDate"),
          t("mine.columns.status"),
          t("mine.columns.updatedAt"),
          t("mine.columns.actions"),
        ]}
        minWidth={720}
        highlightOnHover
        query={requests}
        pageSize={changeRequestPageSize}
        page={page}
        onPageChange={setPage}
      >
        {requests.data?.data.map((request) => (
          <StackedRow key={request.id} onClick={() => setOpenId(request.id)} style={{ cursor: "pointer" }}>
            <Table.Td>{t(`kinds.${request.kind}`)}</Table.Td>
            <Table.Td>
              <RequestFieldsSummary request={request} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(request.effectiveDate)}</Table.Td>
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
          </StackedRow>
        ))}
      </PagedTableSection>
      <ChangeRequestDrawer requestId={openId} onClose={() => setOpenId(null)} mode="owner" />
    </>
  );
}
