import { Modal } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { NotificationDetailModal } from "./notification-detail-modal";
import { NotificationSeeAllModal } from "./notification-see-all-modal";

/**
 * "See all notifications" and one notification's detail (stacked over the list), as the bell and
 * the notifications card open them: `modals` is rendered once, the two functions open them.
 */
export function useNotificationModals(): {
  openSeeAll: () => void;
  openDetail: (id: number) => void;
  modals: ReactNode;
} {
  const [isSeeAllOpen, setSeeAllOpen] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const modals = (
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
  );
  return { openSeeAll: () => setSeeAllOpen(true), openDetail: setDetailId, modals };
}
