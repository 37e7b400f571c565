import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import type { JobList as JobListData } from "@portal/contract/job/job.schema";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { useJobs } from "../api/get-jobs";
import type { useLiveJobRuns } from "../hooks/use-live-job-runs";
import { JobCard } from "./job-card";

/** Which runner runs the jobs and whether a scheduler is alive; a warning when none is. */
function RunnerStatus({ list }: { list: JobListData }) {
  const { t } = useTranslation("job");
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="outline" color="gray.8">
          {t("runner.label", { runner: t(`runner.${list.runner}`) })}
        </Badge>
        <Badge variant="outline" color={list.schedulerAlive ? "teal.9" : "orange.9"}>
          {list.schedulerAlive ? t("scheduler.alive") : t("scheduler.down")}
        </Badge>
      </Group>
      {!list.schedulerAlive && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={t("scheduler.downTitle")}
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {t("scheduler.downText")}
        </Alert>
      )}
    </Stack>
  );
}

const skeletonKeys = ["a", "b", "c", "d"] as const;

/** The scheduled jobs as cards, each followed live while the page is open. */
export function JobList({ live }: { live: ReturnType<typeof useLiveJobRuns> }) {
  const { t } = useTranslation("job");
  const jobs = useJobs();

  if (jobs.isError && !jobs.data)
    return <LoadFailed title={t("loadFailed")} onRetry={() => void jobs.refetch()} />;
  if (!jobs.data)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy>
        {skeletonKeys.map((key) => (
          <Card key={key} withBorder>
            <Skeleton height={18} width="50%" mb="sm" />
            <Skeleton height={12} mb="xs" />
            <Skeleton height={12} width="70%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  return (
    <Stack>
      <RunnerStatus list={jobs.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {jobs.data.jobs.map((job) => (
          <JobCard key={job.name} job={job} live={live.runs[job.name]} onStarted={live.track} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
