import { Button, ScrollArea, Table, Text } from "@mantine/core";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { TableStateRows } from "../../../components/ui/table-state-rows";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { ChangeRequestStatusBadge } from "./change-request-status-badge";
import { RequestFieldsSummary } from "./request-fields-summary";

const columnCount = 7;

interface ReviewTableProps {
  /** The page's requests; undefined while the first page loads. */
  requests: ChangeRequest[] | undefined;
  isFetching: boolean;
  label: string;
  onOpen: (id: number) => void;
}

/** A page of HR's change requests: who, what, from when, submitted when, status; each opens. */
export function ReviewTable({ requests, isFetching, label, onOpen }: ReviewTableProps) {
  const { t } = useTranslation("employee-change");
  return (
    <ScrollArea viewportProps={{ tabIndex: 0 }}>
      <Table striped highlightOnHover miw={900} aria-busy={isFetching} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("hr.columns.employee")}</Table.Th>
            <Table.Th>{t("hr.columns.kind")}</Table.Th>
            <Table.Th>{t("hr.columns.fields")}</Table.Th>
            <Table.Th>{t("hr.columns.effectiveDate")}</Table.Th>
            <Table.Th>{t("hr.columns.submittedAt")}</Table.Th>
            <Table.Th>{t("hr.columns.status")}</Table.Th>
            <Table.Th>{t("hr.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows
            columnCount={columnCount}
            loading={requests === undefined}
            empty={requests?.length === 0}
            emptyText={t("hr.empty")}
          />
          {requests?.map((request) => (
            <ReviewRow key={request.id} request={request} onOpen={() => onOpen(request.id)} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function ReviewRow({ request, onOpen }: { request: ChangeRequest; onOpen: () => void }) {
  const { t } = useTranslation("employee-change");
  return (
    <Table.Tr onClick={onOpen} style={{ cursor: "pointer" }}>
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
    </Table.Tr>
  );
}
