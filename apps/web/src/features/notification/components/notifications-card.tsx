import { Badge, Button } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { useNotificationBell } from "../api/get-notification-bell";
import { NotificationList } from "./notification-list";
import { useNotificationModals } from "./notification-modals";

/**
 * The latest notifications as a card of their own, for screens without the header's bell (the
 * mobile-app view): the unread count, each one's detail and the full list.
 */
export function NotificationsCard() {
  const { t } = useTranslation("notification");
  const { openSeeAll: showAll, openDetail: showDetail, modals } = useNotificationModals();
  const unreadCount = useNotificationBell().data?.unreadCount ?? 0;

  return (
    <SectionCard
      icon={<IconBell size={20} aria-hidden />}
      title={t("bell.title")}
      badge={
        unreadCount > 0 && (
          <Badge color="red.9" variant="filled">
            {t("card.unread", { count: unreadCount })}
          </Badge>
        )
      }
    >
      <NotificationList onOpen={showDetail} />
      <Button variant="subtle" onClick={showAll}>
        {t("bell.seeAll")}
      </Button>
      {modals}
    </SectionCard>
  );
}
