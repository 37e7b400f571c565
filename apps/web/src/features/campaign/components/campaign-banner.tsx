import { AspectRatio, Button, Card, Group, Image, Skeleton, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { useCurrentCampaign } from "../api/get-current-campaign";
import { formatCampaignDate } from "../campaign-dates";

interface CampaignBannerProps {
  /** `compact`: a slim strip for the page footer; `full` (default): the wide banner on Home. */
  variant?: "full" | "compact";
}

/** The full banner's shape while the campaign loads, so the page below it does not jump when it comes. */
function BannerPlaceholder() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden>
      <AspectRatio ratio={4}>
        <Skeleton radius={0} />
      </AspectRatio>
      <Group justify="space-between" p="sm" gap="sm">
        <div>
          <Skeleton visible w={200}>
            <Text fw={600}>&nbsp;</Text>
          </Skeleton>
          <Skeleton visible w={120}>
            <Text size="sm">&nbsp;</Text>
          </Skeleton>
        </div>
        <Skeleton h={36} w={120} radius="md" />
      </Group>
    </Card>
  );
}

/**
 * The running campaign's banner with a READ MORE link to its detail page. Renders nothing when no
 * campaign runs, when the load fails (spec) or when the image cannot be shown; while it loads, the
 * full banner keeps its place with a placeholder (the compact one, at the foot of pages, does not).
 */
export function CampaignBanner({ variant = "full" }: CampaignBannerProps) {
  const { t } = useTranslation("campaign");
  const { data: campaign, isPending } = useCurrentCampaign();
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (isPending && variant === "full") return <BannerPlaceholder />;
  if (!campaign || brokenUrl === campaign.url) return null;

  const isCompact = variant === "compact";
  const image = (
    <Image
      src={campaign.url}
      alt={campaign.title}
      fit="cover"
      h={isCompact ? 48 : "100%"}
      w={isCompact ? 144 : "100%"}
      radius={isCompact ? "sm" : 0}
      onError={() => setBrokenUrl(campaign.url)}
    />
  );
  const readMore = (
    <Button
      component={Link}
      to={`${paths.campaignDetail}/${campaign.id}`}
      size={isCompact ? "compact-sm" : "sm"}
      variant={isCompact ? "subtle" : "filled"}
      rightSection={<IconArrowRight size={16} aria-hidden />}
      // Never cut ("READ MO" on a phone): the title gives way instead.
      style={{ flexShrink: 0 }}
    >
      {t("banner.readMore")}
    </Button>
  );

  return (
    <Card
      component="section"
      aria-label={t("banner.label")}
      withBorder
      radius="md"
      padding={isCompact ? "xs" : 0}
    >
      {isCompact ? (
        // On a phone READ MORE goes under the picture and title rather than squeezing them.
        <Group gap="xs" wrap="wrap" justify="flex-end">
          <Group gap="md" wrap="nowrap" flex="1 1 260px" miw={0}>
            {image}
            <Text size="sm" fw={600} lineClamp={2} flex={1} miw={0}>
              {campaign.title}
            </Text>
          </Group>
          {readMore}
        </Group>
      ) : (
        <>
          <AspectRatio ratio={4}>{image}</AspectRatio>
          <Group justify="space-between" p="sm" gap="sm">
            <div>
              <Text fw={600}>{campaign.title}</Text>
              <Text size="sm" c="gray.7">
                {t("banner.until", { date: formatCampaignDate(campaign.expiredDate) })}
              </Text>
            </div>
            {readMore}
          </Group>
        </>
      )}
    </Card>
  );
}
