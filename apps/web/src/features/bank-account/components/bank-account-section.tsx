import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { ChangeRequestDrawer } from "../../employee-change/components/change-request-drawer";
import { bankAccountKeys } from "../api/bank-account-keys";
import { useBankAccount } from "../api/get-bank-account";
import { BankAccountDetails } from "./bank-account-details";
import { BankAccountFormModal } from "./bank-account-form-modal";
import { isEditable, PendingBankRequest } from "./pending-bank-request";
import { RemoveBankAccountModal } from "./remove-bank-account-modal";

type OpenForm = "change" | "remove" | null;

/**
 * The profile's bank account: the account salaries are paid into, the request waiting for HR,
 * and the requests to change or remove the account.
 */
export function BankAccountSection() {
  const { t } = useTranslation("bank-account");
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useBankAccount();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [viewedRequestId, setViewedRequestId] = useState<number | null>(null);
  const account = query.data?.account ?? null;

  function closeRequest() {
    setViewedRequestId(null);
    // The request may have been edited, submitted or cancelled in the drawer.
    void queryClient.invalidateQueries({ queryKey: bankAccountKeys.account() });
  }
  const pending = query.data?.pendingRequest ?? null;

  let actions = null;
  if (query.data && !pending) {
    actions = (
      <Group gap="xs">
        <Button onClick={() => setOpenForm("change")}>
          {account ? t("actions.change") : t("actions.register")}
        </Button>
        {account && (
          <Button variant="outline" color="red.9" onClick={() => setOpenForm("remove")}>
            {t("actions.remove")}
          </Button>
        )}
      </Group>
    );
  } else if (pending && isEditable(pending)) {
    actions = <Button onClick={() => setOpenForm("change")}>{t("actions.editRequest")}</Button>;
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconBuildingBank size={22} aria-hidden />
            <Title order={2} size="h4" id={headingId}>
              {t("section.title")}
            </Title>
          </Group>
          {actions}
        </Group>
        {query.isPending && (
          <Group gap="sm" aria-busy="true">
            <Loader size="sm" aria-hidden />
            <Text c="gray.7">{t("section.loading")}</Text>
          </Group>
        )}
        {query.isError && <LoadFailed title={t("section.loadFailed")} onRetry={() => void query.refetch()} />}
        {query.data &&
          (account ? (
            <BankAccountDetails account={account} />
          ) : (
            <Text c="gray.7">{pending ? t("section.emptyPending") : t("section.empty")}</Text>
          ))}
        {pending && <PendingBankRequest request={pending} onView={() => setViewedRequestId(pending.id)} />}
      </Stack>
      <BankAccountFormModal
        opened={openForm === "change"}
        onClose={() => setOpenForm(null)}
        pendingRequest={pending && isEditable(pending) ? pending : null}
        account={account}
      />
      {account && (
        <RemoveBankAccountModal
          opened={openForm === "remove"}
          onClose={() => setOpenForm(null)}
          account={account}
        />
      )}
      <ChangeRequestDrawer requestId={viewedRequestId} onClose={closeRequest} mode="owner" />
    </Paper>
  );
}
