import { Modal } from "@mantine/core";
import { NotificationDetailModal } from "./notification-detail-modal";
import { NotificationSeeAllModal } from "./notification-see-all-modal";

interface NotificationModalsProps {
  isSeeAllOpen: boolean;
  onSeeAllClose: () => void;
  /** The notification whose detail is open, or null. */
  detailId: number | null;
  onOpenDetail: (id: number) => void;
  onDetailClose: () => void;
}

/** "See all notifications" and one notification's detail, the detail stacked over the list. */
export function NotificationModals({
  isSeeAllOpen,
  onSeeAllClose,
  detailId,
  onOpenDetail,
  onDetailClose,
}: NotificationModalsProps) {
  return (
    <Modal.Stack>
      <NotificationSeeAllModal
        stackId="notification-all"
        opened={isSeeAllOpen}
        onClose={onSeeAllClose}
        onOpen={onOpenDetail}
      />
      <NotificationDetailModal stackId="notification-detail" id={detailId} onClose={onDetailClose} />
    </Modal.Stack>
  );
}
