import { Badge } from "@mantine/core";
import type { JobRunStatus } from "@portal/contract/job/job.constants";
import { useTranslation } from "react-i18next";

// Dark shades: the badge text keeps a 4.5:1 contrast on light and striped backgrounds.
const statusColor = {
  queued: "gray.8",
  running: "blue.9",
  succeeded: "teal.9",
  succeededWithErrors: "orange.9",
  failed: "red.9",
  skipped: "gray.7",
} as const;

/** A run's status; a run that succeeded with failed items says so. */
export function JobRunStatusBadge({ status, hasError }: { status: JobRunStatus; hasError: boolean }) {
  const { t } = useTranslation("job");
  const shown = status === "succeeded" && hasError ? "succeededWithErrors" : status;
  return (
    <Badge color={statusColor[shown]} variant="outline">
      {t(`statuses.${shown}`)}
    </Badge>
  );
}
