import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { NotificationLimits } from "@portal/contract/common/constants";
import { ReadFlag } from "@portal/contract/notification/notification.constants";
import type { Notification } from "@portal/contract/notification/notification.schema";
import { IconBell } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNotificationBell } from "../api/get-notification-bell";
import { NotificationAge } from "./notification-age";
import classes from "./notification-bell.module.css";
import { SeverityIcon } from "./severity-badge";

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation("notification");
  const isUnread = notification.read === ReadFlag.unread;
  return (
    <UnstyledButton className={classes.item} data-unread={isUnread || undefined} onClick={onOpen}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <SeverityIcon severity={notification.severity} />
        <Box miw={0} flex={1}>
          <Text size="sm" fw={isUnread ? 600 : 400} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {notification.title}
          </Text>
          <Text size="xs" c="gray.7">
            <NotificationAge createdAt={notification.createdAt} />
          </Text>
        </Box>
        {isUnread && (
          <Badge size="xs" color="red.9" variant="filled">
            {t("bell.new")}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

/** The latest notifications (the bell's and home's), each opening its detail; loading, failed and empty states. */
export function NotificationList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation(["notification", "common"]);
  const bell = useNotificationBell();

  if (bell.isPending) {
    return (
      <Stack gap="xs" p="xs" aria-busy>
        <VisuallyHidden>{t("common:loading")}</VisuallyHidden>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (bell.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t("bell.loadFailed")} m="xs">
        <Button variant="light" color="red" size="xs" onClick={() => void bell.refetch()}>
          {t("retry")}
        </Button>
      </Alert>
    );
  }
  if (bell.data.data.length === 0) {
    return (
      <Stack align="center" gap="xs" py="lg" px="md">
        <IconBell size={28} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text size="sm" c="gray.7" ta="center">
          {t("bell.empty")}
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={NotificationLimits.listMaxHeight} type="auto" offsetScrollbars>
      <Stack
        component="ul"
        gap={2}
        p={4}
        m={0}
        aria-label={t("bell.listLabel")}
        style={{ listStyle: "none" }}
      >
        {bell.data.data.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onOpen={() => onOpen(notification.id)} />
          </li>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
