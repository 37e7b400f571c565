import { Alert, Anchor, Card, Group, Progress, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { FiveDayObligation, LeaveHours } from "@portal/contract/leave/leave.constants";
import type { LeaveBalance, LeaveType } from "@portal/contract/leave/leave.schema";
import { IconAlertTriangle, IconCalendarCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";
import { useLeaveBalance } from "../api/get-leave-balance";
import { useLeaveTypes } from "../api/get-leave-types";
import { useLeaveAmount, useLeaveTypeName } from "./leave-format";

/**
 * The annual leave balance: what is left (and booked), the next lapse, the 5-day obligation's
 * progress, and on request each grant with what was taken, lapsed and left (decision 040: a
 * balance explains itself). Other balances (alternative leave, summer) follow in a line each.
 */
export function LeaveBalanceCard() {
  const { t } = useTranslation("leave");
  const balance = useLeaveBalance();
  const types = useLeaveTypes();
  if (balance.isError) {
    return <LoadFailed title={t("loadFailed")} onRetry={() => void balance.refetch()} />;
  }
  if (!balance.data) return <Skeleton height={180} radius="md" />;
  const annual = balance.data.balances.find((each) => each.code === "ANNUAL");
  const others = balance.data.balances.filter((each) => each.code !== "ANNUAL");
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {annual && annual.grants.length > 0 ? <AnnualBalance balance={annual} /> : <NoGrantYet />}
        {others.length > 0 && <OtherBalances balances={others} types={types.data ?? []} />}
      </Stack>
    </Card>
  );
}

function NoGrantYet() {
  const { t } = useTranslation("leave");
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {t("balance.title")}
      </Title>
      <Text c="gray.7">{t("balance.none")}</Text>
    </Stack>
  );
}

function AnnualBalance({ balance }: { balance: LeaveBalance }) {
  const { t } = useTranslation("leave");
  const amount = useLeaveAmount();
  const [explained, setExplained] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t("balance.title")}
          </Title>
          <Group gap={6} align="baseline">
            <Text fz={32} fw={700} lh={1.1} data-testid="leave-left">
              {amount(balance.remainingHours)}
            </Text>
            <Text c="gray.7">{t("balance.left")}</Text>
          </Group>
          {balance.bookedHours > 0 && (
            <Text size="sm" c="gray.7">
              {t("balance.booked", { amount: amount(balance.bookedHours) })}
            </Text>
          )}
        </Stack>
        {balance.obligation && <ObligationProgress obligation={balance.obligation} />}
      </Group>
      {balance.nextLapse && (
        <Alert variant="light" color="orange.9" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
          {t("balance.nextLapse", {
            amount: amount(balance.nextLapse.hours),
            date: formatDisplayDate(balance.nextLapse.date),
          })}
        </Alert>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setExplained((open) => !open)}
        aria-expanded={explained}
      >
        {explained ? t("balance.hideExplain") : t("balance.explain")}
      </Anchor>
      {explained && <GrantsTable balance={balance} />}
    </Stack>
  );
}

function ObligationProgress({ obligation }: { obligation: NonNullable<LeaveBalance["obligation"]> }) {
  const { t } = useTranslation("leave");
  const amount = useLeaveAmount();
  const days = (count: number) => amount(count * LeaveHours.fullDay);
  const share = (count: number) => Math.min(100, (count / FiveDayObligation.days) * 100);
  return (
    <Stack gap={6} w={320} maw="100%">
      <Group gap={6}>
        <IconCalendarCheck size={18} aria-hidden />
        <Text fw={600} size="sm">
          {t("obligation.title")}
        </Text>
      </Group>
      <Progress.Root size="lg" role="group" aria-label={t("obligation.progressLabel")}>
        <Progress.Section
          value={share(obligation.takenDays)}
          color="teal.9"
          aria-label={t("obligation.taken", { amount: days(obligation.takenDays) })}
        />
        <Progress.Section
          value={share(obligation.bookedDays)}
          color="blue.9"
          aria-label={t("obligation.bookedDays", { amount: days(obligation.bookedDays) })}
        />
      </Progress.Root>
      <Group gap="md" wrap="wrap">
        <Text size="xs">{t("obligation.taken", { amount: days(obligation.takenDays) })}</Text>
        <Text size="xs">{t("obligation.bookedDays", { amount: days(obligation.bookedDays) })}</Text>
        {!obligation.isMet && (
          <Text size="xs" c="red.9" fw={600}>
            {t("obligation.missing", { amount: days(obligation.missingDays) })}
          </Text>
        )}
      </Group>
      <Text size="xs" c="gray.7">
        {obligation.isMet
          ? t("obligation.met")
          : t("obligation.text", {
              until: formatDisplayDate(obligation.until),
              grantDate: formatDisplayDate(obligation.grantDate),
            })}
      </Text>
    </Stack>
  );
}

function GrantsTable({ balance }: { balance: LeaveBalance }) {
  const { t } = useTranslation("leave");
  const amount = useLeaveAmount();
  const source = (grant: LeaveBalance["grants"][number]) =>
    grant.source === "law"
      ? t("balance.source.law", { months: grant.serviceMonths ?? 0 })
      : t(`balance.source.${grant.source}` as "balance.source.adjustment");
  return (
    <Stack gap={4}>
      <StackedTable
        columns={[
          t("balance.columns.granted"),
          t("balance.columns.source"),
          t("balance.columns.days"),
          t("balance.columns.taken"),
          t("balance.columns.lapsed"),
          t("balance.columns.left"),
          t("balance.columns.lapses"),
        ]}
        minWidth={720}
        tableProps={{ "aria-label": t("balance.grantsLabel"), striped: true }}
      >
        {[...balance.grants].reverse().map((grant) => (
          <StackedRow key={grant.id} c={grant.inForce ? undefined : "gray.7"}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(grant.grantDate)}</Table.Td>
            <Table.Td>
              {source(grant)}
              {grant.reason && (
                <Text size="xs" c="gray.7">
                  {grant.reason}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{amount(grant.grantedHours)}</Table.Td>
            <Table.Td>{amount(grant.takenHours)}</Table.Td>
            <Table.Td>{grant.lapsedHours > 0 ? amount(grant.lapsedHours) : "–"}</Table.Td>
            <Table.Td fw={grant.inForce ? 600 : undefined}>
              {grant.inForce ? amount(grant.remainingHours) : t("balance.lapsedGrant")}
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(grant.expiresOn)}</Table.Td>
          </StackedRow>
        ))}
      </StackedTable>
      <Text size="xs" c="gray.7">
        {t("balance.oldestFirst")}
      </Text>
    </Stack>
  );
}

function OtherBalances({ balances, types }: { balances: LeaveBalance[]; types: LeaveType[] }) {
  const { t } = useTranslation("leave");
  const amount = useLeaveAmount();
  const typeName = useLeaveTypeName();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t("balance.otherTitle")}
      </Text>
      {balances.map((balance) => (
        <Group key={balance.leaveTypeId} gap="xs">
          <Text size="sm">
            {typeName(
              types.find((type) => type.id === balance.leaveTypeId),
              balance.code,
            )}
          </Text>
          <Text size="sm" fw={600}>
            {amount(balance.remainingHours)}
          </Text>
          {balance.nextLapse && (
            <Text size="xs" c="gray.7">
              {t("balance.nextLapse", {
                amount: amount(balance.nextLapse.hours),
                date: formatDisplayDate(balance.nextLapse.date),
              })}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
