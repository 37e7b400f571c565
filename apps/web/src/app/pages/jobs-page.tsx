import { Stack, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { JobList } from "../../features/job/components/job-list";
import { useLiveJobRuns } from "../../features/job/hooks/use-live-job-runs";
import { OutboxTable } from "../../features/mail/components/outbox-table";

const tabs = ["jobs", "outbox"] as const;
type Tab = (typeof tabs)[number];

/**
 * Administration: the scheduled jobs with run-now and live progress, and the e-mail outbox. While
 * the page is open (either tab) the runs are followed and their ends announced.
 */
export function JobsPage() {
  const { t } = useTranslation("job");
  const [search, setSearch] = useSearchParams();
  const tab: Tab = tabs.find((value) => value === search.get("tab")) ?? "jobs";
  const live = useLiveJobRuns();

  return (
    <Stack>
      <PageHeading title={t("title")} description={t("description")} />
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value === "outbox" ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t("tabs.label")}>
          <Tabs.Tab value="jobs">{t("tabs.jobs")}</Tabs.Tab>
          <Tabs.Tab value="outbox">{t("tabs.outbox")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="jobs" pt="md">
          <JobList live={live} />
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <OutboxTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
