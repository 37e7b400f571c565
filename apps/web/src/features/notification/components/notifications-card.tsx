import { Badge, Button, Group, Modal, Paper, Stack, Title } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotificationBell } from "../api/get-notification-bell";
import { NotificationDetailModal } from "./notification-detail-modal";
import { NotificationList } from "./notification-list";
import { NotificationSeeAllModal } from "./notification-see-all-modal";

/**
 * The latest notifications as a card of their own, for screens without the header's bell (the
 * mobile-app view): the unread count, each one's detail and the full list.
 */
export function NotificationsCard() {
  const { t } = useTranslation("notification");
  const [isSeeAllOpen, setSeeAllOpen] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const unreadCount = useNotificationBell().data?.unreadCount ?? 0;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="notifications-card-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconBell size={20} aria-hidden />
            <Title order={2} size="h4" id="notifications-card-title">
              {t("bell.title")}
            </Title>
          </Group>
          {unreadCount > 0 && (
            <Badge color="red.9" variant="filled">
              {t("card.unread", { count: unreadCount })}
            </Badge>
          )}
        </Group>
        <NotificationList onOpen={setDetailId} />
        <Button variant="subtle" onClick={() => setSeeAllOpen(true)}>
          {t("bell.seeAll")}
        </Button>
      </Stack>
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
    </Paper>
  );
}
