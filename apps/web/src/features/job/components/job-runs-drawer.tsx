import { Drawer, Stack, Table, Text } from "@mantine/core";
import { JobLimits, type JobName } from "@portal/contract/job/job.constants";
import type { JobRun } from "@portal/contract/job/job.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable } from "../../../components/paged-table";
import { StackedRow } from "../../../components/ui/stacked-table";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useJobRuns } from "../api/get-job-runs";
import { progressMessage } from "../progress-text";
import { JobRunStatusBadge } from "./job-run-status-badge";

const pageSize = JobLimits.runsPageSize;

function TriggerText({ run }: { run: JobRun }) {
  const { t } = useTranslation("job");
  if (run.trigger === "schedule") return t("triggers.schedule");
  return run.requestedBy ? t("triggers.manual", { name: run.requestedBy }) : t("triggers.manualUnknown");
}

function RunsTable({ name }: { name: JobName }) {
  const { t } = useTranslation("job");
  const [page, setPage] = useState(1);
  const runs = useJobRuns({ name, page, size: pageSize });
  const totalCount = runs.data?.totalCount ?? 0;

  return (
    <Stack>
      {!(runs.isError && !runs.data) && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t("runs.totalRecords", { count: totalCount })}
        </Text>
      )}
      <PagedTable
        query={runs}
        empty={runs.data?.data.length === 0}
        emptyText={t("runs.empty")}
        loadFailedText={t("runs.loadFailed")}
        columns={[
          t("runs.columns.queued"),
          t("runs.columns.trigger"),
          t("runs.columns.status"),
          t("runs.columns.result"),
          t("runs.columns.finished"),
        ]}
        minWidth={640}
        pager={{ totalCount, pageSize, page, onPageChange: setPage }}
      >
        {runs.data?.data.map((run) => (
          <StackedRow key={run.id}>
            <Table.Td>{formatDateTime(run.queuedAt)}</Table.Td>
            <Table.Td>
              <TriggerText run={run} />
            </Table.Td>
            <Table.Td>
              <JobRunStatusBadge status={run.status} hasError={run.hasError} />
            </Table.Td>
            <Table.Td>
              {progressMessage(run.progress)}
              {run.error && (
                <Text size="xs" c="red.9">
                  {run.error}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{run.finishedAt ? formatDateTime(run.finishedAt) : ""}</Table.Td>
          </StackedRow>
        ))}
      </PagedTable>
    </Stack>
  );
}

interface JobRunsDrawerProps {
  name: JobName;
  title: string;
  opened: boolean;
  onClose: () => void;
}

/** A job's runs, newest first, paged; loaded when the drawer opens. */
export function JobRunsDrawer({ name, title, opened, onClose }: JobRunsDrawerProps) {
  const { t } = useTranslation(["job", "common"]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t("job:runs.title", { job: title })}
      closeButtonProps={{ "aria-label": t("common:close") }}
    >
      {opened && <RunsTable name={name} />}
    </Drawer>
  );
}
