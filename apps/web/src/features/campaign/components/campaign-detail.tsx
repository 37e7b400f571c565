import {
  Alert,
  Button,
  Card,
  EmptyState,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { CampaignDetail as CampaignDetailData } from "@portal/contract/campaign/campaign.schema";
import { HttpStatus } from "@portal/contract/common/http";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { useCampaign } from "../api/get-campaign";
import { useCurrentCampaign } from "../api/get-current-campaign";
import { formatCampaignDate } from "../campaign-dates";

/** Plain text split into paragraphs at empty lines; React escapes it, so no markup ever runs. */
function CampaignContent({ content }: { content: string }) {
  const paragraphs = content.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <Text key={index} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

function CampaignArticle({ campaign }: { campaign: CampaignDetailData }) {
  const { t } = useTranslation("campaign");
  return (
    <Card component="article" withBorder radius="md" padding="lg" maw={960}>
      <Card.Section>
        <Image src={campaign.url} alt={campaign.title} fit="cover" mah={320} />
      </Card.Section>
      <Stack gap="md" mt="lg">
        <div>
          <Title order={1} size="h2">
            {campaign.title}
          </Title>
          <Text c="gray.7" size="sm">
            {t("detail.period", {
              start: formatCampaignDate(campaign.startDate),
              end: formatCampaignDate(campaign.expiredDate),
            })}
          </Text>
        </div>
        <CampaignContent content={campaign.content} />
      </Stack>
    </Card>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation("common");
  return (
    <Stack maw={960} aria-busy>
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
      <Skeleton height={240} radius="md" />
      <Skeleton height={28} width="60%" />
      <Skeleton height={16} />
      <Skeleton height={16} />
    </Stack>
  );
}

function NoCampaign({ message }: { message: string }) {
  const { t } = useTranslation("campaign");
  return (
    <EmptyState icon={<IconSpeakerphone aria-hidden />} title={message} withIndicatorBackground py="xl">
      <EmptyState.Actions>
        <Button component={Link} to={paths.home} variant="default">
          {t("detail.backHome")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(["campaign", "common"]);
  return (
    <Alert color="red" variant="light" role="alert" title={t("detail.loadFailed")} maw={960}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t("common:retry")}
      </Button>
    </Alert>
  );
}

/** What an unknown campaign, or one not started yet, shows. */
export function CampaignNotAvailable() {
  const { t } = useTranslation("campaign");
  return <NoCampaign message={t("detail.notFound")} />;
}

/** One campaign: image, title, period and content; "not available" when it cannot be shown. */
export function CampaignDetail({ id }: { id: number }) {
  const campaign = useCampaign(id);
  if (campaign.isPending) return <DetailSkeleton />;
  if (campaign.isError) {
    const isGone = campaign.error instanceof ApiError && campaign.error.status === HttpStatus.notFound;
    return isGone ? <CampaignNotAvailable /> : <LoadFailed onRetry={() => void campaign.refetch()} />;
  }
  return <CampaignArticle campaign={campaign.data} />;
}

/** The campaign running now, or an empty state when there is none. */
export function CurrentCampaignDetail() {
  const { t } = useTranslation("campaign");
  const current = useCurrentCampaign();
  if (current.isPending) return <DetailSkeleton />;
  if (current.isError) return <LoadFailed onRetry={() => void current.refetch()} />;
  if (!current.data) return <NoCampaign message={t("detail.empty")} />;
  return <CampaignDetail id={current.data.id} />;
}
