import { Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import type { Campaign } from "@portal/contract/campaign/campaign.schema";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CampaignDeleteModal } from "../../features/campaign/components/campaign-delete-modal";
import { CampaignForm } from "../../features/campaign/components/campaign-form";
import { CampaignTable } from "../../features/campaign/components/campaign-table";

/** The form's state: closed, a new campaign, or one being edited. */
type Editing = { campaign?: Campaign } | null;

/** Administration (HR and administrators): the campaigns behind the banner. */
export function CampaignAdminPage() {
  const { t } = useTranslation("campaign");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const close = () => setEditing(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t("admin.title")}
          </Title>
          <Text c="gray.7">{t("admin.description")}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          {t("admin.create")}
        </Button>
      </Group>
      <CampaignTable onEdit={(campaign) => setEditing({ campaign })} onDelete={setDeleting} />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.campaign ? t("form.editTitle") : t("form.createTitle")}
        size="xl"
      >
        {editing && <CampaignForm campaign={editing.campaign} onSaved={close} onCancel={close} />}
      </Modal>
      <CampaignDeleteModal campaign={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
