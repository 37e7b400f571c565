import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Modal,
  Popover,
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
import { IconBell, IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotificationBell } from "../api/get-notification-bell";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { NotificationAge } from "./notification-age";
import classes from "./notification-bell.module.css";
import { NotificationDetailModal } from "./notification-detail-modal";
import { NotificationSeeAllModal } from "./notification-see-all-modal";
import { SeverityIcon } from "./severity-badge";

/** Above this the bell shows "99+". */
const maxShownCount = 99;
const dropdownWidth = 360;

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

function NotificationList({ onOpen }: { onOpen: (id: number) => void }) {
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

/**
 * The header's bell: the unread count, a dropdown with the latest notifications, 'Mark all as
 * read' and 'See all notifications', and the detail and see-all dialogs.
 */
export function NotificationBell() {
  const { t } = useTranslation("notification");
  const [isOpen, setOpen] = useState(false);
  const [isSeeAllOpen, setSeeAllOpen] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const bell = useNotificationBell();
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = bell.data?.unreadCount ?? 0;

  function openDetail(id: number) {
    setOpen(false);
    setDetailId(id);
  }

  function openSeeAll() {
    setOpen(false);
    setSeeAllOpen(true);
  }

  return (
    <>
      <Indicator
        label={unreadCount}
        maxValue={maxShownCount}
        disabled={unreadCount === 0}
        size={18}
        offset={4}
        color="red.9"
        inline
      >
        <Popover
          opened={isOpen}
          onChange={setOpen}
          position="bottom-end"
          width={dropdownWidth}
          shadow="md"
          withinPortal
          trapFocus
          returnFocus
          // The header is fixed, so the bell never scrolls away from its dropdown.
          hideDetached={false}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t("bell.label", { count: unreadCount })}
              onClick={() => setOpen((opened) => !opened)}
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-label={t("bell.title")}>
            <Group justify="space-between" wrap="nowrap" px="sm" py="xs">
              <Text fw={600} size="sm">
                {t("bell.title")}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconChecks size={16} aria-hidden />}
                disabled={unreadCount === 0}
                loading={markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                {t("bell.markAllRead")}
              </Button>
            </Group>
            <Divider />
            <NotificationList onOpen={openDetail} />
            <Divider />
            <Button variant="subtle" fullWidth radius={0} onClick={openSeeAll}>
              {t("bell.seeAll")}
            </Button>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      <Modal.Stack>
        <NotificationSeeAllModal
          stackId="notification-all"
          opened={isSeeAllOpen}
          onClose={() => setSeeAllOpen(false)}
          onOpen={setDetailId}
        />
        <NotificationDetailModal
          stackId="notification-detail"
          id={detailId}
          onClose={() => setDetailId(null)}
        />
      </Modal.Stack>
    </>
  );
}
