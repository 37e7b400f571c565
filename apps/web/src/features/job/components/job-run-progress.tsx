import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LiveRun } from "../hooks/use-live-job-runs";
import { progressMessage } from "../progress-text";

interface JobRunProgressProps {
  /** The job's title, naming the bar. */
  jobTitle: string;
  run: LiveRun;
}

/**
 * A run's live progress: indeterminate while it has not counted its work, then the share done
 * (succeeded and failed items of the total); once finished, full with its result.
 */
export function JobRunProgress({ jobTitle, run }: JobRunProgressProps) {
  const { t } = useTranslation("job");
  const done = run.success + run.failed;
  const counted = run.total > 0;
  const percent = run.finished ? 100 : counted ? Math.min(100, Math.round((done / run.total) * 100)) : 100;
  const indeterminate = !run.finished && !counted;
  const text = run.finished
    ? progressMessage(run.progress) || t(`statuses.${run.status}`)
    : counted
      ? t("progress.counting", { done, total: run.total })
      : t("progress.starting");
  const color = run.finished ? (run.hasError ? "red" : "teal") : "blue";
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" radius="sm">
        <Progress.Section
          value={percent}
          color={color}
          striped={indeterminate}
          animated={indeterminate}
          withAria={false}
          role="progressbar"
          aria-label={t("progress.label", { job: jobTitle })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={indeterminate ? undefined : percent}
          aria-valuetext={text}
        />
      </Progress.Root>
      <Text size="sm" c={run.finished && run.hasError ? "red.9" : "gray.8"} aria-live="polite">
        {text}
      </Text>
    </Stack>
  );
}
