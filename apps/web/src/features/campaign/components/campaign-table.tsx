import { ActionIcon, Alert, Badge, Button, Group, Image, Skeleton, Table, Text } from "@mantine/core";
import type { CampaignStatus } from "@portal/contract/campaign/campaign.constants";
import type { Campaign } from "@portal/contract/campaign/campaign.schema";
import { IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";
import { currentLanguage } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { useCampaignList } from "../api/list-campaigns";
import { formatCampaignDate } from "../campaign-dates";

const statusColor: Record<CampaignStatus, string> = { scheduled: "blue", running: "teal", expired: "gray" };
const skeletonRows = ["a", "b", "c"] as const;

interface CampaignTableProps {
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

/** Every campaign, newest start first, with its banner, period, status and actions. */
export function CampaignTable({ onEdit, onDelete }: CampaignTableProps) {
  const { t } = useTranslation(["campaign", "common"]);
  const list = useCampaignList();
  const titleOf = (campaign: Campaign) => (currentLanguage() === "ja" ? campaign.titleJa : campaign.titleEn);

  if (list.isError) {
    return (
      <Alert color="red" title={t("admin.loadFailed")}>
        <Button variant="subtle" onClick={() => void list.refetch()}>
          {t("common:retry")}
        </Button>
      </Alert>
    );
  }

  return (
    <StackedTable
      columns={[
        t("admin.columns.image"),
        t("admin.columns.title"),
        t("admin.columns.period"),
        t("admin.columns.status"),
        t("admin.columns.actions"),
      ]}
      minWidth={760}
      tableProps={{
        striped: true,
        highlightOnHover: true,
        "aria-busy": list.isFetching,
        verticalSpacing: "sm",
      }}
    >
      {list.isPending &&
        skeletonRows.map((row) => (
          <Table.Tr key={row}>
            <Table.Td colSpan={5}>
              <Skeleton height={40} />
            </Table.Td>
          </Table.Tr>
        ))}
      {list.data?.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Text ta="center" c="gray.7" py="md">
              {t("admin.empty")}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
      {list.data?.map((campaign) => {
        const title = titleOf(campaign);
        return (
          <StackedRow key={campaign.id}>
            <Table.Td w={160}>
              <Image src={campaign.url} alt="" h={36} w={144} radius="sm" fit="cover" />
            </Table.Td>
            <Table.Td>
              <Text fw={500}>{title}</Text>
            </Table.Td>
            <Table.Td>
              {t("detail.period", {
                start: formatCampaignDate(campaign.startDate),
                end: formatCampaignDate(campaign.expiredDate),
              })}
            </Table.Td>
            <Table.Td>
              <Badge color={statusColor[campaign.status]} variant="light">
                {t(`admin.status.${campaign.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={`${paths.campaignDetail}/${campaign.id}`}
                  variant="subtle"
                  aria-label={t("admin.view", { title })}
                >
                  <IconEye size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("admin.edit", { title })}
                  onClick={() => onEdit(campaign)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("admin.delete", { title })}
                  onClick={() => onDelete(campaign)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Table.Td>
          </StackedRow>
        );
      })}
    </StackedTable>
  );
}
