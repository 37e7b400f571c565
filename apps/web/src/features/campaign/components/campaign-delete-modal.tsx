import { notifications } from "@mantine/notifications";
import type { Campaign } from "@portal/contract/campaign/campaign.schema";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { currentLanguage } from "../../../lib/i18n";
import { useDeleteCampaign } from "../api/delete-campaign";

interface CampaignDeleteModalProps {
  /** The campaign to delete; the dialog is closed when null. */
  campaign: Campaign | null;
  onClose: () => void;
}

/** Asks before a campaign is deleted; deleting it takes its banner down at once. */
export function CampaignDeleteModal({ campaign, onClose }: CampaignDeleteModalProps) {
  const { t } = useTranslation(["campaign", "common"]);
  const remove = useDeleteCampaign();
  const title = campaign ? (currentLanguage() === "ja" ? campaign.titleJa : campaign.titleEn) : "";

  function handleConfirm() {
    if (!campaign) return;
    remove.mutate(campaign.id, {
      onSuccess: () => {
        notifications.show({ color: "teal", message: t("admin.deleted") });
        onClose();
      },
    });
  }

  return (
    <ConfirmModal
      opened={campaign !== null}
      onClose={onClose}
      onConfirm={handleConfirm}
      title={t("delete.title")}
      message={t("delete.message", { title })}
      closeButtonLabel={t("common:close")}
      cancelLabel={t("delete.cancel")}
      confirmLabel={t("delete.confirm")}
      pending={remove.isPending}
    />
  );
}
