import { Alert, DataList, Divider, Drawer, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { HttpStatus } from "@portal/contract/common/http";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
import { ApiError } from "../../../lib/api-error";
import { CommentThread } from "../../comment/components/comment-thread";
import { useChangeRequest } from "../api/get-request";
import { ChangeRequestStatusBadge } from "./change-request-status-badge";
import { FieldHistoryTable } from "./field-history-table";
import { HrActions, OwnerActions } from "./request-actions";
import { RequestChangesTable } from "./request-changes-table";
import { RequestEditForm } from "./request-edit-form";
import { RequestEvidences } from "./request-evidences";
import { RequestTimeline } from "./request-timeline";

export interface ChangeRequestDrawerProps {
  /** The request shown; null: the drawer is closed. */
  requestId: number | null;
  onClose: () => void;
  /** The owner edits, submits and cancels; HR approves and rejects. */
  mode: "owner" | "hr";
}

/**
 * One change request: what it changes (old → new), when and why, its progress, evidence files and
 * comments, and what the caller may do with it now (the request's own flags decide).
 */
export function ChangeRequestDrawer({ requestId, onClose, mode }: ChangeRequestDrawerProps) {
  const { t } = useTranslation(["employee-change", "common"]);
  const isNarrow = useMediaQuery("(max-width: 36em)");
  return (
    <Drawer
      opened={requestId !== null}
      onClose={onClose}
      position="right"
      size={isNarrow ? "100%" : "lg"}
      title={
        requestId !== null && (
          <Text fw={700} size="lg" component="span">
            {t("drawer.title", { id: requestId })}
          </Text>
        )
      }
      closeButtonProps={{ "aria-label": t("common:close") }}
    >
      {requestId !== null && <RequestDetail id={requestId} mode={mode} onClose={onClose} />}
    </Drawer>
  );
}

function RequestDetail({ id, mode, onClose }: { id: number; mode: "owner" | "hr"; onClose: () => void }) {
  const { t } = useTranslation("employee-change");
  const request = useChangeRequest(id);
  if (request.isPending) {
    return (
      <Group gap="sm" aria-busy="true" py="md">
        <Loader size="sm" aria-hidden />
        <Text c="gray.7">{t("drawer.loading")}</Text>
      </Group>
    );
  }
  if (request.isError) {
    if (request.error instanceof ApiError && request.error.status === HttpStatus.notFound) {
      return (
        <Alert color="red" variant="light" role="alert">
          {t("drawer.notFound")}
        </Alert>
      );
    }
    return <LoadFailed title={t("drawer.loadFailed")} onRetry={() => void request.refetch()} />;
  }
  return <RequestBody request={request.data} mode={mode} onClose={onClose} />;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function RequestBody({
  request,
  mode,
  onClose,
}: {
  request: ChangeRequest;
  mode: "owner" | "hr";
  onClose: () => void;
}) {
  const { t } = useTranslation("employee-change");
  const [isEditing, setEditing] = useState(false);

  // A request that can no longer be edited (submitted elsewhere, decided) leaves the edit form.
  useEffect(() => {
    if (!request.canEdit) setEditing(false);
  }, [request.canEdit]);

  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="wrap">
        <ChangeRequestStatusBadge status={request.status} />
        <Text size="sm">{t(`kinds.${request.kind}`)}</Text>
        {request.isDelete && (
          <Text size="sm" c="red.9">
            {t("drawer.isDelete")}
          </Text>
        )}
      </Group>
      {mode === "hr" && (
        <Text>{t("drawer.employee", { name: request.employeeName, code: request.employeeCode })}</Text>
      )}
      {isEditing ? (
        <RequestEditForm request={request} onDone={() => setEditing(false)} />
      ) : (
        <>
          {request.changes.length > 0 && (
            <RequestChangesTable changes={request.changes} caption={t("drawer.changes")} />
          )}
          <DataList labelWidth={140} styles={{ itemLabel: { color: "var(--mantine-color-gray-7)" } }}>
            <DataList.Item>
              <DataList.ItemLabel>{t("drawer.effectiveDate")}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDisplayDate(request.effectiveDate)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("drawer.reason")}</DataList.ItemLabel>
              <DataList.ItemValue style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {request.reason || t("drawer.noReason")}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
          {mode === "owner" ? (
            <OwnerActions request={request} onEdit={() => setEditing(true)} />
          ) : (
            <HrActions request={request} onDecided={onClose} />
          )}
        </>
      )}
      <Divider />
      <Part title={t("drawer.progress")}>
        <RequestTimeline request={request} />
      </Part>
      <Part title={t("drawer.evidences")}>
        <RequestEvidences request={request} />
      </Part>
      <Part title={t("drawer.comments")}>
        <CommentThread
          objectType="changeRequest"
          objectId={request.id}
          disabled={request.status === "cancelled"}
        />
      </Part>
      {mode === "hr" && (
        <>
          <Divider />
          <FieldHistoryTable
            employeeId={request.employeeId}
            title={t("drawer.employeeHistory", { name: request.employeeName })}
          />
        </>
      )}
    </Stack>
  );
}
