import { Paper, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/ui/load-failed";
import { PageHeading } from "../../components/ui/page-heading";
import { useDelegations } from "../../features/commutation-ticket/api/get-delegations";
import { DelegationForm } from "../../features/commutation-ticket/components/delegation-form";
import { DelegationList } from "../../features/commutation-ticket/components/delegation-list";

function DelegationsLoading() {
  const { t } = useTranslation("common");
  return (
    <Stack aria-busy>
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
      <Skeleton height={120} radius="md" />
      <Skeleton height={80} radius="md" />
    </Stack>
  );
}

/**
 * Delegation of a leader's or approver's decisions (/commuting-ticket/delegation): the form to
 * name a delegate, the delegations the user gave (and may withdraw) and those they received.
 */
export function TicketDelegationPage() {
  const { t } = useTranslation(["commutation-ticket-decision", "common"]);
  const delegations = useDelegations();

  let body: React.ReactNode;
  if (delegations.isPending) body = <DelegationsLoading />;
  else if (delegations.isError) {
    body = <LoadFailed title={t("delegation.loadFailed")} onRetry={() => void delegations.refetch()} />;
  } else {
    const { canDelegate, given, received } = delegations.data;
    body = (
      <>
        {canDelegate.length > 0 && <DelegationForm canDelegate={canDelegate} />}
        {(canDelegate.length > 0 || given.length > 0) && (
          <Paper withBorder p="md" radius="md">
            <DelegationList kind="given" delegations={given} />
          </Paper>
        )}
        <Paper withBorder p="md" radius="md">
          <DelegationList kind="received" delegations={received} />
        </Paper>
      </>
    );
  }

  return (
    <Stack maw={880}>
      <PageHeading title={t("delegation.title")} description={t("delegation.description")} />
      {body}
    </Stack>
  );
}
