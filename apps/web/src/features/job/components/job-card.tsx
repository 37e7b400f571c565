import { Box, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { JobRunStatus } from "@portal/contract/job/job.constants";
import type { JobRun, JobSummary } from "@portal/contract/job/job.schema";
import { IconHistory, IconPlayerPlay } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useRunJob } from "../api/run-job";
import { type LiveRun, liveRunOf } from "../hooks/use-live-job-runs";
import { rememberStartedRun } from "../job-progress-stream";
import { progressMessage } from "../progress-text";
import { scheduleText } from "../schedule-text";
import { JobRunProgress } from "./job-run-progress";
import { JobRunStatusBadge } from "./job-run-status-badge";
import { JobRunsDrawer } from "./job-runs-drawer";

const finalStatuses: readonly JobRunStatus[] = ["succeeded", "failed", "skipped"];

/** One labelled value of the card. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="gray.7" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** When a run was queued, started and finished, as far as it got. */
function useRunTimes() {
  const { t } = useTranslation("job");
  return (run: JobRun) => {
    if (run.startedAt && run.finishedAt)
      return t("runTimes", {
        started: formatDateTime(run.startedAt),
        finished: formatDateTime(run.finishedAt),
      });
    if (run.startedAt) return t("runStarted", { started: formatDateTime(run.startedAt) });
    return t("runQueued", { queued: formatDateTime(run.queuedAt) });
  };
}

function LastRun({ run }: { run: JobRun | null }) {
  const { t } = useTranslation("job");
  const runTimes = useRunTimes();
  if (!run) return <Field label={t("fields.lastRun")}>{t("neverRun")}</Field>;
  const result = progressMessage(run.progress);
  return (
    <>
      <Field label={t("fields.lastRun")}>
        <Group gap="xs" component="span">
          <JobRunStatusBadge status={run.status} hasError={run.hasError} />
          <span>{runTimes(run)}</span>
        </Group>
      </Field>
      {result && <Field label={t("fields.result")}>{result}</Field>}
      {run.error && (
        <Field label={t("fields.error")}>
          <Text component="span" size="sm" c="red.9">
            {run.error}
          </Text>
        </Field>
      )}
    </>
  );
}

interface JobCardProps {
  job: JobSummary;
  /** The job's latest run as pushed while the page is open. */
  live: LiveRun | undefined;
  /** A run started here, followed until its pushes arrive. */
  onStarted: (run: JobRun) => void;
}

/** A job: what it does, when it runs, how its last run went, run-now with live progress, its history. */
export function JobCard({ job, live, onStarted }: JobCardProps) {
  const { t } = useTranslation("job");
  const headingId = useId();
  const [historyOpened, setHistoryOpened] = useState(false);
  const runJob = useRunJob();
  const title = t(`names.${job.name}.title`);
  const last = job.lastRun;

  const lastEnded = last !== null && finalStatuses.includes(last.status);
  let current = live && (!last || live.runId >= last.id) ? live : undefined;
  // The list may know of the run's end before a push does (one missed while reconnecting).
  if (current && !current.finished && last?.id === current.runId && lastEnded) current = liveRunOf(last);
  // A run already going when the page opened shows its recorded counts until its next push.
  if (!current && last && job.running && !lastEnded) current = liveRunOf(last);
  const running = current ? !current.finished : job.running;

  function runNow() {
    runJob.mutate(job.name, {
      onSuccess: (run) => {
        rememberStartedRun(run.id);
        onStarted(run);
      },
    });
  }

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="gray.7">
            {t(`names.${job.name}.description`)}
          </Text>
        </div>
        <Box component="dl" m={0} style={{ display: "grid", gap: "var(--mantine-spacing-xs)" }}>
          <Field label={t("fields.schedule")}>{scheduleText(job.schedule, job.timeZone)}</Field>
          <Field label={t("fields.nextRun")}>
            {job.nextRunAt ? formatDateTime(job.nextRunAt) : t("notScheduled")}
          </Field>
          <LastRun run={last} />
        </Box>
        {current && <JobRunProgress jobTitle={title} run={current} />}
        <Group gap="xs">
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={runNow}
            loading={runJob.isPending}
            disabled={running}
            aria-label={t("runNowLabel", { job: title })}
          >
            {t("runNow")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => setHistoryOpened(true)}
            aria-label={t("historyLabel", { job: title })}
          >
            {t("history")}
          </Button>
        </Group>
      </Stack>
      <JobRunsDrawer
        name={job.name}
        title={title}
        opened={historyOpened}
        onClose={() => setHistoryOpened(false)}
      />
    </Card>
  );
}
