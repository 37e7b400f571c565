import { Stack, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { LeaveAdjustForm } from "../../features/leave/components/leave-adjust-form";
import { LeaveQueue } from "../../features/leave/components/leave-queue";
import { ObligationReport } from "../../features/leave/components/obligation-report";
import { SummerVacationCard } from "../../features/leave/components/summer-vacation-card";

const tabs = ["queue", "report", "adjust"] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * HR's leave desk (/leave/hr): the requests waiting for HR, the 5-day obligation report with the
 * ledger, and hours added to a balance; the tab is kept in `?tab=`.
 */
export function LeaveHrPage() {
  const { t } = useTranslation("leave");
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: Tab = isTab(requested) ? requested : "queue";
  return (
    <Stack maw={1300} gap="lg">
      <PageHeading title={t("queue.hrTitle")} description={t("queue.hrDescription")} />
      <Tabs
        value={tab}
        onChange={(value) => isTab(value) && setSearchParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t("hrTabs.label")} style={{ flexWrap: "wrap" }}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`hrTabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="queue" pt="md">
          <LeaveQueue kind="hr" />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <ObligationReport />
        </Tabs.Panel>
        <Tabs.Panel value="adjust" pt="md">
          <Stack gap="lg">
            <LeaveAdjustForm />
            <SummerVacationCard />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
