import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Delegation } from "@portal/contract/commutation-ticket/ticket-delegation.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, todayIso } from "../../../components/ui/calendar-dates";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useRemoveDelegation } from "../api/remove-delegation";
import { useTicketFormFailure } from "./use-ticket-server-text";

type DelegationState = "active" | "scheduled" | "ended";

function stateOf(delegation: Delegation, today: string): DelegationState {
  if (delegation.active) return "active";
  return delegation.toDate < today ? "ended" : "scheduled";
}

/** Dark shades, so the outline badge keeps a 4.5:1 contrast. */
const stateColors: Record<DelegationState, string> = {
  active: "teal.9",
  scheduled: "blue.9",
  ended: "gray.8",
};

interface DelegationListProps {
  /** given: the caller named the delegates (and may withdraw); received: the caller was named. */
  kind: "given" | "received";
  delegations: readonly Delegation[];
}

/** The delegations the caller gave or received: role, the other person, period and whether in force. */
export function DelegationList({ kind, delegations }: DelegationListProps) {
  const { t } = useTranslation(["commutation-ticket-decision", "common"]);
  const remove = useRemoveDelegation();
  const failure = useTicketFormFailure();
  const [withdrawing, setWithdrawing] = useState<Delegation | null>(null);
  const today = todayIso();
  const titleId = `delegations-${kind}-title`;

  const periodOf = (delegation: Delegation) =>
    t("delegation.period", {
      from: formatDisplayDate(delegation.fromDate),
      to: formatDisplayDate(delegation.toDate),
    });

  function withdraw(delegation: Delegation) {
    remove.mutate(delegation.id, {
      onSuccess: () => notifySuccess(t("delegation.withdrawn")),
      onError: (error) => {
        const shown = failure(error, t("delegation.withdrawFailed"));
        if (shown) notifyError(shown.message);
      },
      onSettled: () => setWithdrawing(null),
    });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <div>
        <Title order={2} size="h4" id={titleId}>
          {t(`delegation.${kind}.title`)}
        </Title>
        {kind === "received" && (
          <Text size="sm" c="gray.7">
            {t("delegation.received.description")}
          </Text>
        )}
      </div>
      {delegations.length === 0 ? (
        <Text c="gray.7">{t(`delegation.${kind}.empty`)}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {delegations.map((delegation) => {
            const state = stateOf(delegation, today);
            const person = kind === "given" ? delegation.delegateName : delegation.delegatorName;
            return (
              <Paper key={delegation.id} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" gap="sm" align="center">
                  <Stack gap={2} miw={0} flex={1}>
                    <Group gap="xs">
                      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                        <Text span c="gray.7" size="sm" fw={400}>
                          {t(
                            kind === "given" ? "delegation.columns.delegate" : "delegation.columns.delegator",
                          )}
                          :{" "}
                        </Text>
                        {person}
                      </Text>
                      <Badge color={stateColors[state]} variant="outline" size="sm">
                        {t(`delegation.status.${state}`)}
                      </Badge>
                    </Group>
                    <Text size="sm">
                      <Text span c="gray.7" size="sm">
                        {t("delegation.columns.role")}:{" "}
                      </Text>
                      {t(`delegation.roles.${delegation.role}`)}
                    </Text>
                    <Text size="sm">
                      <Text span c="gray.7" size="sm">
                        {t("delegation.columns.period")}:{" "}
                      </Text>
                      {periodOf(delegation)}
                    </Text>
                  </Stack>
                  {kind === "given" && state !== "ended" && (
                    <Button
                      variant="outline"
                      color="red.9"
                      size="xs"
                      onClick={() => setWithdrawing(delegation)}
                      aria-label={t("delegation.withdrawOf", { name: delegation.delegateName })}
                    >
                      {t("delegation.withdraw")}
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {kind === "given" && (
        <ConfirmModal
          opened={withdrawing !== null}
          onClose={() => setWithdrawing(null)}
          onConfirm={() => withdrawing && withdraw(withdrawing)}
          title={t("delegation.withdrawDialog.title")}
          message={
            withdrawing
              ? t("delegation.withdrawDialog.message", {
                  name: withdrawing.delegateName,
                  role: t(`delegation.roles.${withdrawing.role}`),
                  period: periodOf(withdrawing),
                })
              : ""
          }
          cancelLabel={t("delegation.withdrawDialog.cancel")}
          confirmLabel={t("delegation.withdrawDialog.confirm")}
          pending={remove.isPending}
          closeButtonLabel={t("common:close")}
        />
      )}
    </Stack>
  );
}
