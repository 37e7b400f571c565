import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type { ChangeRequestKind } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { IconClockHour4 } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldLabel } from "../../../components/profile-fields/profile-field-text";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { useMyRequests } from "../api/get-my-requests";
import { ChangeRequestDrawer } from "./change-request-drawer";
import { ChangeRequestStatusBadge } from "./change-request-status-badge";

/** A request not yet in force: a draft, one waiting for HR, or one approved for a later date. */
export const isPending = (request: ChangeRequest) =>
  request.status === "draft" ||
  request.status === "submitted" ||
  (request.status === "approved" && request.appliedAt === null);

interface PendingRequestsProps {
  kind: ChangeRequestKind;
  /** Only the requests that change one of these fields (all of the kind when absent). */
  fields?: readonly string[];
}

/** The employee's requests of a kind still on their way, each with its status and a way to open it. */
export function PendingRequests({ kind, fields }: PendingRequestsProps) {
  const { t } = useTranslation("employee-change");
  const fieldLabel = useFieldLabel();
  const requests = useMyRequests({ kind });
  const [openId, setOpenId] = useState<number | null>(null);
  const pending = (requests.data?.data ?? []).filter(
    (request) =>
      isPending(request) && (!fields || request.changes.some((change) => fields.includes(change.field))),
  );
  if (pending.length === 0) return null;
  return (
    <>
      <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden />} title={t("pending.title")}>
        <Stack gap="xs">
          {pending.map((request) => (
            <Group key={request.id} justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <ChangeRequestStatusBadge status={request.status} />
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {t("pending.summary", {
                    fields:
                      request.kind === "profile"
                        ? request.changes.map((change) => fieldLabel(change.field)).join(t("listSeparator"))
                        : t(`kinds.${request.kind}`),
                    date: formatDisplayDate(request.effectiveDate),
                  })}
                </Text>
              </Group>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setOpenId(request.id)}
                aria-label={t("pending.viewOf", { id: request.id })}
              >
                {t("pending.view")}
              </Button>
            </Group>
          ))}
        </Stack>
      </Alert>
      <ChangeRequestDrawer requestId={openId} onClose={() => setOpenId(null)} mode="owner" />
    </>
  );
}
