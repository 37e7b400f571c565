import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { EmployeeWorkingAddress } from "@portal/contract/working-address/working-address.schema";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { useWorkingAddress as useTicketWorkingAddress } from "../../commutation-ticket/api/get-working-address";

interface CurrentWorkingAddressProps {
  /** The history, newest first; undefined while it loads or when it failed to. */
  history: EmployeeWorkingAddress[] | undefined;
  isPending: boolean;
}

/**
 * The working address in force today and a change still to come. Before any record, the address
 * the commuting tickets use (the working place) is shown as such.
 */
export function CurrentWorkingAddress({ history, isPending }: CurrentWorkingAddressProps) {
  const { t } = useTranslation("working-address");
  const current = history?.find((record) => record.isCurrent);
  const scheduled = history?.filter((record) => record.isScheduled).at(-1);
  const fallback = useTicketWorkingAddress();
  const titleId = "current-working-address-title";

  function body() {
    if (isPending) return <Skeleton height={40} />;
    if (current) {
      return (
        <>
          <Text style={{ overflowWrap: "anywhere" }}>{current.workingAddress}</Text>
          <Text size="sm" c="gray.7">
            {t("current.since", { date: formatDisplayDate(current.changeDate) })}
          </Text>
        </>
      );
    }
    if (fallback.data?.workingAddress) {
      return (
        <>
          <Text style={{ overflowWrap: "anywhere" }}>{fallback.data.workingAddress}</Text>
          <Text size="sm" c="gray.7">
            {t("current.fromWorkingPlace")}
          </Text>
        </>
      );
    }
    if (fallback.isPending) return <Skeleton height={20} />;
    return <Text c="gray.7">{t("current.none")}</Text>;
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={titleId}>
          {t("current.title")}
        </Title>
        {body()}
        {scheduled && (
          <Text size="sm" fw={500} c="blue.8">
            {t("current.scheduled", {
              address: scheduled.workingAddress,
              date: formatDisplayDate(scheduled.changeDate),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
