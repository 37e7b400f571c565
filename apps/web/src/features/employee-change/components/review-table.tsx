import { Button, Table, Text } from "@mantine/core";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { useTranslation } from "react-i18next";
import { PagedTable, type TablePager, type TableQuery } from "../../../components/paged-table";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { StackedRow } from "../../../components/ui/stacked-table";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { ChangeRequestStatusBadge } from "./change-request-status-badge";
import { RequestFieldsSummary } from "./request-fields-summary";

interface ReviewTableProps {
  /** The queue's page: its requests once loaded. */
  queue: TableQuery & { data?: { data: ChangeRequest[] } };
  label: string;
  pager: TablePager;
  onOpen: (id: number) => void;
}

/**
 * A page of HR's change requests: who, what, from when, submitted when, status; each opens. The
 * pager below it.
 */
export function ReviewTable({ queue, label, pager, onOpen }: ReviewTableProps) {
  const { t } = useTranslation("employee-change");
  return (
    <PagedTable
      query={queue}
      empty={queue.data?.data.length === 0}
      emptyText={t("hr.empty")}
      loadFailedText={t("hr.loadFailed")}
      columns={[
        t("hr.columns.employee"),
        t("hr.columns.kind"),
        t("hr.columns.fields"),
        t("hr.columns.effectiveDate"),
        t("hr.columns.submittedAt"),
        t("hr.columns.status"),
        t("hr.columns.actions"),
      ]}
      minWidth={900}
      tableProps={{ highlightOnHover: true, "aria-label": label }}
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      pager={pager}
    >
      {queue.data?.data.map((request) => (
        <ReviewRow key={request.id} request={request} onOpen={() => onOpen(request.id)} />
      ))}
    </PagedTable>
  );
}

function ReviewRow({ request, onOpen }: { request: ChangeRequest; onOpen: () => void }) {
  const { t } = useTranslation("employee-change");
  return (
    <StackedRow onClick={onOpen} style={{ cursor: "pointer" }}>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {request.employeeName}
        </Text>
        <Text size="xs" c="gray.7">
          {request.employeeCode}
        </Text>
      </Table.Td>
      <Table.Td>{t(`kinds.${request.kind}`)}</Table.Td>
      <Table.Td>
        <RequestFieldsSummary request={request} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        {formatDisplayDate(request.effectiveDate)}
        {request.status === "approved" && (
          <Text size="xs" c="gray.7">
            {request.appliedAt ? t("hr.applied") : t("hr.waiting")}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        {request.submittedAt ? formatDateTime(request.submittedAt) : "–"}
      </Table.Td>
      <Table.Td>
        <ChangeRequestStatusBadge status={request.status} />
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t("hr.openOf", { name: request.employeeName, id: request.id })}
          onClick={(event) => {
            // The row opens it too; one click must open it once.
            event.stopPropagation();
            onOpen();
          }}
        >
          {t("hr.open")}
        </Button>
      </Table.Td>
    </StackedRow>
  );
}
