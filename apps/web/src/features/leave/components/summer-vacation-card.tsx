import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { notifySuccess } from "../../../lib/notify";
import { useAddSummerVacation } from "../api/add-summer-vacation";
import { useSummerVacationDates } from "../api/get-summer-vacation-dates";
import { useResetSummerVacation } from "../api/reset-summer-vacation";

/**
 * HR's summer vacation: this year's window, the days granted to everyone at once (nobody twice),
 * and, after the season, the unused days taken back (after asking).
 */
export function SummerVacationCard() {
  const { t } = useTranslation("leave");
  const dates = useSummerVacationDates();
  const add = useAddSummerVacation();
  const reset = useResetSummerVacation();
  const [confirming, setConfirming] = useState(false);
  const year = Number(dates.data?.from.slice(0, 4) ?? new Date().getFullYear());
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("summer.title")}
        </Title>
        <Text size="sm" c="gray.7">
          {dates.data
            ? t("summer.window", {
                from: formatDisplayDate(dates.data.from),
                to: formatDisplayDate(dates.data.to),
              })
            : t("summer.description")}
        </Text>
        <Group gap="sm">
          <Button
            loading={add.isPending}
            onClick={() =>
              add.mutate(year, {
                onSuccess: (result) => notifySuccess(t("summer.granted", { count: result.employees })),
              })
            }
          >
            {t("summer.grant", { year })}
          </Button>
          <Button variant="default" onClick={() => setConfirming(true)}>
            {t("summer.reset", { year })}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(year, {
            onSuccess: (result) => {
              notifySuccess(t("summer.resetDone", { count: result.employees }));
              setConfirming(false);
            },
          })
        }
        title={t("summer.resetTitle", { year })}
        message={t("summer.resetText")}
        cancelLabel={t("confirm.keep")}
        confirmLabel={t("summer.reset", { year })}
        pending={reset.isPending}
      />
    </Card>
  );
}
