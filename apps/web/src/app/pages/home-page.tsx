import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../../features/auth/hooks/use-session";
import { CampaignBanner } from "../../features/campaign/components/campaign-banner";
import { EmployeeDetailsCard } from "../../features/employee/components/employee-details-card";

export function HomePage() {
  const { t } = useTranslation("home");
  const { name } = useSession();

  return (
    <Stack gap="lg">
      <CampaignBanner />
      <Title order={1} size="h2">
        {t("welcome", { name })}
      </Title>
      <EmployeeDetailsCard />
    </Stack>
  );
}
