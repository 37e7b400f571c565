import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { DailyPageViewsQuery } from "@portal/contract/page-view/page-view.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDailyPageViews } from "../api/get-daily-page-views";
import { defaultReportRange } from "../report-range";
import { DailyPageViewsTable } from "./daily-page-views-table";
import { PageViewFilters } from "./page-view-filters";

const skeletonRows = ["a", "b", "c"] as const;

/** The administrators' page-view report: a date range, then one table per day, newest first. */
export function PageViewReport() {
  const { t } = useTranslation("page-view");
  const [range, setRange] = useState<DailyPageViewsQuery>(defaultReportRange);
  const report = useDailyPageViews(range);

  return (
    <Stack>
      <PageViewFilters initialRange={range} onSearch={setRange} />
      <Stack aria-busy={report.isFetching}>
        {report.isPending && (
          <Stack gap="sm">
            <VisuallyHidden>{t("loading")}</VisuallyHidden>
            {skeletonRows.map((row) => (
              <Skeleton key={row} height={72} />
            ))}
          </Stack>
        )}
        {report.isError && !report.data && (
          <Alert color="red" variant="light" title={t("loadFailed")}>
            <Button variant="subtle" onClick={() => void report.refetch()}>
              {t("retry")}
            </Button>
          </Alert>
        )}
        {report.data?.days.length === 0 && (
          <Text c="gray.7" py="md">
            {t("empty")}
          </Text>
        )}
        {report.data?.days.map((day) => (
          <DailyPageViewsTable key={day.date} day={day} />
        ))}
      </Stack>
    </Stack>
  );
}
