import { ActionIcon, Button, Divider, Group, Indicator, Popover, Text } from "@mantine/core";
import { IconBell, IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotificationBell } from "../api/get-notification-bell";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { NotificationList } from "./notification-list";
import { useNotificationModals } from "./notification-modals";

/** Above this the bell shows "99+". */
const maxShownCount = 99;
const dropdownWidth = 360;

/**
 * The header's bell: the unread count, a dropdown with the latest notifications, 'Mark all as
 * read' and 'See all notifications', and the detail and see-all dialogs.
 */
export function NotificationBell() {
  const { t } = useTranslation("notification");
  const [isOpen, setOpen] = useState(false);
  const { openSeeAll: showAll, openDetail: showDetail, modals } = useNotificationModals();
  const bell = useNotificationBell();
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = bell.data?.unreadCount ?? 0;

  function openDetail(id: number) {
    setOpen(false);
    showDetail(id);
  }

  function openSeeAll() {
    setOpen(false);
    showAll();
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
      {modals}
    </>
  );
}
