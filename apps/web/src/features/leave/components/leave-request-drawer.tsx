import { Alert, DataList, Divider, Drawer, Group, Loader, Stack, Text, Timeline, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { LeaveRequest, LeaveRequestDetail } from "@portal/contract/leave/leave.schema";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useLeaveRequest } from "../api/get-leave-request";
import { useLeaveTypes } from "../api/get-leave-types";
import { useLeaveAmount, useLeaveDays, useLeaveTypeName } from "./leave-format";
import { LeaveRequestActions } from "./leave-request-actions";
import { LeaveStatusBadge } from "./leave-status-badge";

interface LeaveRequestDrawerProps {
  /** The request shown; the drawer is closed when null. */
  requestId: number | null;
  onClose: () => void;
  onEdit?: (request: LeaveRequest) => void;
}

/** A leave request: its days one by one, the decision, its history, and what the caller may do. */
export function LeaveRequestDrawer({ requestId, onClose, onEdit }: LeaveRequestDrawerProps) {
  const { t } = useTranslation(["leave", "common"]);
  const isNarrow = useMediaQuery("(max-width: 36em)");
  return (
    <Drawer
      opened={requestId !== null}
      onClose={onClose}
      position="right"
      size={isNarrow ? "100%" : "lg"}
      title={t("detail.title")}
      closeButtonProps={{ "aria-label": t("common:close") }}
    >
      {requestId !== null && <LeaveRequestBody id={requestId} onClose={onClose} onEdit={onEdit} />}
    </Drawer>
  );
}

function LeaveRequestBody({
  id,
  onClose,
  onEdit,
}: {
  id: number;
  onClose: () => void;
  onEdit: ((request: LeaveRequest) => void) | undefined;
}) {
  const { t } = useTranslation("leave");
  const request = useLeaveRequest(id);
  if (request.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t("detail.loadFailed")}
      </Alert>
    );
  }
  if (!request.data) return <Loader size="sm" aria-label={t("detail.title")} />;
  return <LeaveRequestView request={request.data} onClose={onClose} onEdit={onEdit} />;
}

/** The request's page and drawer body. */
export function LeaveRequestView({
  request,
  onClose,
  onEdit,
}: {
  request: LeaveRequestDetail;
  onClose?: () => void;
  onEdit?: ((request: LeaveRequest) => void) | undefined;
}) {
  const { t } = useTranslation("leave");
  const amount = useLeaveAmount();
  const daysOf = useLeaveDays();
  const typeName = useLeaveTypeName();
  const types = useLeaveTypes();
  const type = types.data?.find((each) => each.id === request.leaveTypeId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {typeName(type, request.typeCode)}
          </Title>
          <Text size="sm">{daysOf(request)}</Text>
        </Stack>
        <LeaveStatusBadge status={request.status} />
      </Group>
      <DataList labelWidth={140} styles={{ itemLabel: { color: "var(--mantine-color-gray-7)" } }}>
        <DataList.Item>
          <DataList.ItemLabel>{t("columns.employee")}</DataList.ItemLabel>
          <DataList.ItemValue>{request.employeeName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("columns.amount")}</DataList.ItemLabel>
          <DataList.ItemValue>{amount(request.hours)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("columns.reason")}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {request.reason || "–"}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
        {request.decidedByName && (
          <DataList.Item>
            <DataList.ItemLabel>{t("detail.decision")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text size="sm">
                {t("detail.by", {
                  name: request.decidedByName,
                  at: request.decidedAt ? formatDateTime(request.decidedAt) : "",
                })}
              </Text>
              {request.decisionReason && (
                <Text size="sm" c="red.9" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {request.decisionReason}
                </Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList>
      <LeaveRequestActions
        request={request}
        size="sm"
        onEdit={onEdit ? () => onEdit(request) : undefined}
        onDone={() => {
          if (!request.actions.includes("delete")) return;
          onClose?.();
        }}
      />
      <Divider />
      <Title order={4} size="h5">
        {t("detail.days")}
      </Title>
      <Stack gap={2}>
        {request.days.map((day) => (
          <Group key={day.date} gap="md">
            <Text size="sm" w={110}>
              {formatDisplayDate(day.date)}
            </Text>
            <Text size="sm">{amount(day.hours)}</Text>
          </Group>
        ))}
      </Stack>
      <Divider />
      <Title order={4} size="h5">
        {t("detail.history")}
      </Title>
      <Timeline bulletSize={12} lineWidth={2}>
        {request.logs.map((log, index) => (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the log's order is its identity
            key={index}
            title={t(`detail.logAction.${log.action}` as "detail.logAction.submit", {
              defaultValue: log.action,
            })}
          >
            <Text size="xs" c="gray.7">
              {t("detail.by", {
                name: log.actorName ?? t("detail.system"),
                at: formatDateTime(log.createdAt),
              })}
            </Text>
            {log.reason && (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {log.reason}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
