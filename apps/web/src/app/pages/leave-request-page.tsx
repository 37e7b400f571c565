import { Alert, Anchor, Card, Loader, Stack } from "@mantine/core";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { useLeaveRequest } from "../../features/leave/api/get-leave-request";
import { LeaveRequestView } from "../../features/leave/components/leave-request-drawer";

/** One leave request (/leave/request/:id), where its notifications lead: the owner's, a leader's or HR's view. */
export function LeaveRequestPage() {
  const { t } = useTranslation(["leave", "menu"]);
  const id = Number(useParams().id);
  const request = useLeaveRequest(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <Stack maw={760}>
      <PageHeading title={t("detail.title")} />
      <Anchor component={Link} to={menuScreens.leave} size="sm">
        {t("menu:leave")}
      </Anchor>
      {request.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t("detail.loadFailed")}
        </Alert>
      ) : request.data ? (
        <Card withBorder radius="md" padding="lg">
          <LeaveRequestView request={request.data} />
        </Card>
      ) : (
        <Loader size="sm" aria-label={t("detail.title")} />
      )}
    </Stack>
  );
}
