import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { NotificationLimits } from "@portal/contract/common/constants";
import { HttpStatus } from "@portal/contract/common/http";
import { internalLinkPattern } from "@portal/contract/notification/notification.constants";
import type { Notification } from "@portal/contract/notification/notification.schema";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { formatAge, formatDateTime } from "../../../lib/format/format-date-time";
import { useNotification } from "../api/get-notification";
import { SeverityBadge } from "./severity-badge";

interface NotificationDetailModalProps {
  /** The notification to show; the dialog is closed when null. */
  id: number | null;
  onClose: () => void;
  /** Id in a Modal.Stack, when the dialog opens above another one. */
  stackId?: string;
}

function NotificationContent({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  const { t } = useTranslation("notification");
  // Only a path inside the portal becomes a link, whatever was stored.
  const link = notification.link && internalLinkPattern.test(notification.link) ? notification.link : null;
  return (
    <Stack gap="md">
      <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
        {notification.title}
      </Title>
      <Group gap="xs">
        <Text size="sm" c="gray.7">
          {t("severity.label")}
        </Text>
        <SeverityBadge severity={notification.severity} />
      </Group>
      {/* Plain text: React escapes it, and line breaks stay as they were typed. */}
      <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{notification.message}</Text>
      <Text size="sm" c="gray.7" component="time" dateTime={notification.createdAt}>
        {t("detail.time", {
          time: formatDateTime(notification.createdAt),
          age: formatAge(notification.createdAt),
        })}
      </Text>
      {link && (
        <Anchor component={Link} to={link} onClick={onClose}>
          <Group gap={4} wrap="nowrap">
            {t("detail.link")}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

function NotificationDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(["notification", "common"]);
  const detail = useNotification(id);

  if (detail.isPending) {
    return (
      <Stack aria-busy>
        <VisuallyHidden>{t("common:loading")}</VisuallyHidden>
        <Skeleton height={24} width="70%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
      </Stack>
    );
  }
  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && detail.error.status === HttpStatus.notFound;
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={t(isMissing ? "detail.notFound" : "detail.loadFailed")}
      >
        {!isMissing && (
          <Button variant="light" color="red" size="xs" onClick={() => void detail.refetch()}>
            {t("retry")}
          </Button>
        )}
      </Alert>
    );
  }
  return <NotificationContent notification={detail.data} onClose={onClose} />;
}

/** One notification, read-only; opening it marks it read (the bell follows). */
export function NotificationDetailModal({ id, onClose, stackId }: NotificationDetailModalProps) {
  const { t } = useTranslation(["notification", "common"]);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={t("detail.title")}
      size={NotificationLimits.popupContentMaxWidth}
      stackId={stackId}
      closeButtonProps={{ "aria-label": t("common:close") }}
    >
      {id !== null && <NotificationDetail id={id} onClose={onClose} />}
    </Modal>
  );
}
