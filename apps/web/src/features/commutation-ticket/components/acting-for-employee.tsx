import { Button, EmptyState, Stack } from "@mantine/core";
import { HttpStatus } from "@portal/contract/common/http";
import { IconUserQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LoadFailed } from "../../../components/ui/load-failed";
import { ApiError } from "../../../lib/api-error";
import { viewOf } from "../acting-for-views";
import { useEmployeeRoute } from "../api/get-employee-route";
import { ticketPaths } from "../ticket-paths";
import { ActingForFormView } from "./acting-for-forms";
import { ActingForBanner, ActingForOverview } from "./acting-for-overview";
import { RouteSkeleton } from "./route-overview";

/** The employee named by the path could not be shown: not found, not allowed. */
export function EmployeeNotAvailable({ message }: { message: string }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  return (
    <EmptyState icon={<IconUserQuestion aria-hidden />} title={message} withIndicatorBackground py="xl">
      <EmptyState.Actions>
        <Button component={Link} to={ticketPaths.hrDesk} variant="default">
          {t("backToDesk")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** The screen for one employee: whom HR acts for, then the route and history or the open form. */
export function ActingForEmployeeScreen({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation(["commutation-ticket-acting-for", "common"]);
  const info = useEmployeeRoute(employeeId);
  const [search] = useSearchParams();
  const view = viewOf(search);

  if (info.isPending) return <RouteSkeleton />;
  if (info.isError) {
    const status = info.error instanceof ApiError ? info.error.status : null;
    if (status === HttpStatus.notFound) return <EmployeeNotAvailable message={t("notFound")} />;
    if (status === HttpStatus.permissionDenied) return <EmployeeNotAvailable message={t("notAllowed")} />;
    return <LoadFailed title={t("loadFailed")} onRetry={() => void info.refetch()} />;
  }
  const { employee } = info.data;
  return (
    <Stack>
      <ActingForBanner employee={employee} />
      {view.name === "overview" ? (
        <ActingForOverview info={info.data} />
      ) : (
        // Keyed by the view, so moving between forms starts each afresh.
        <ActingForFormView key={search.toString()} view={view} employee={employee} />
      )}
    </Stack>
  );
}
