import { Table, Text } from "@mantine/core";
import type { LeaveRequest } from "@portal/contract/leave/leave.schema";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable, type TablePager, type TableQuery } from "../../../components/paged-table";
import { ClampedText } from "../../../components/ui/clamped-text";
import { StackedRow } from "../../../components/ui/stacked-table";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useLeaveTypes } from "../api/get-leave-types";
import { useLeaveAmount, useLeaveDays, useLeaveTypeName } from "./leave-format";
import { LeaveRequestActions } from "./leave-request-actions";
import { LeaveStatusBadge } from "./leave-status-badge";

interface LeaveRequestTableProps {
  query: TableQuery & { data?: { data: LeaveRequest[]; totalCount: number } };
  label: string;
  emptyText: ReactNode;
  loadFailedText: string;
  pager: TablePager;
  /** Leaders and HR see whose request it is. */
  showEmployee?: boolean;
  onOpen: (request: LeaveRequest) => void;
  onEdit?: (request: LeaveRequest) => void;
}

/** Leave requests a page at a time: the days, kind, amount, status and what may be done now. */
export function LeaveRequestTable({
  query,
  label,
  emptyText,
  loadFailedText,
  pager,
  showEmployee = false,
  onOpen,
  onEdit,
}: LeaveRequestTableProps) {
  const { t } = useTranslation("leave");
  const columns = [
    ...(showEmployee ? [t("columns.employee")] : []),
    t("columns.days"),
    t("columns.type"),
    t("columns.amount"),
    t("columns.status"),
    t("columns.reason"),
    ...(showEmployee ? [t("columns.submitted")] : []),
    t("columns.actions"),
  ];
  return (
    <PagedTable
      query={query}
      empty={query.data?.data.length === 0}
      emptyText={emptyText}
      loadFailedText={loadFailedText}
      columns={columns}
      minWidth={showEmployee ? 980 : 820}
      tableProps={{ highlightOnHover: true, "aria-label": label }}
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      pager={pager}
    >
      {query.data?.data.map((request) => (
        <LeaveRow
          key={request.id}
          request={request}
          showEmployee={showEmployee}
          onOpen={() => onOpen(request)}
          onEdit={onEdit ? () => onEdit(request) : undefined}
        />
      ))}
    </PagedTable>
  );
}

function LeaveRow({
  request,
  showEmployee,
  onOpen,
  onEdit,
}: {
  request: LeaveRequest;
  showEmployee: boolean;
  onOpen: () => void;
  onEdit: (() => void) | undefined;
}) {
  const { t } = useTranslation("leave");
  const amount = useLeaveAmount();
  const daysOf = useLeaveDays();
  const typeName = useLeaveTypeName();
  const types = useLeaveTypes();
  const type = types.data?.find((each) => each.id === request.leaveTypeId);
  return (
    <StackedRow onClick={onOpen} style={{ cursor: "pointer" }}>
      {showEmployee && (
        <Table.Td>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {request.employeeName}
          </Text>
        </Table.Td>
      )}
      <Table.Td>
        <Text
          size="sm"
          component="button"
          type="button"
          onClick={onOpen}
          style={{ background: "none", border: 0, padding: 0, cursor: "pointer", textAlign: "start" }}
          td="underline"
          aria-label={`${t("actions.open")}: ${daysOf(request)}`}
        >
          {daysOf(request)}
        </Text>
      </Table.Td>
      <Table.Td>{typeName(type, request.typeCode)}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{amount(request.hours)}</Table.Td>
      <Table.Td>
        <LeaveStatusBadge status={request.status} />
      </Table.Td>
      <Table.Td miw={160}>
        {request.decisionReason ? (
          <ClampedText lines={2} size="sm" c="red.9">
            {request.decisionReason}
          </ClampedText>
        ) : (
          <ClampedText lines={2} size="sm">
            {request.reason || "–"}
          </ClampedText>
        )}
      </Table.Td>
      {showEmployee && (
        <Table.Td style={{ whiteSpace: "nowrap" }}>
          {request.submittedAt ? formatDateTime(request.submittedAt) : "–"}
        </Table.Td>
      )}
      <Table.Td>
        <LeaveRequestActions request={request} onEdit={onEdit} />
      </Table.Td>
    </StackedRow>
  );
}
