import { Alert, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { CommutingRoute } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { formatYen } from "../ticket-presentation";

interface RouteSummaryProps {
  route: CommutingRoute;
  /** HR acting for this employee: the texts speak of their route rather than "your route". */
  employeeName?: string;
}

/** What the route costs a month against the employee's allowance limit, and any taxable excess. */
export function RouteSummary({ route, employeeName }: RouteSummaryProps) {
  const { t } = useTranslation("commutation-ticket");
  const { t: tFor } = useTranslation("commutation-ticket-acting-for");
  const isActingFor = employeeName !== undefined;
  const monthlyTotalLabel = isActingFor
    ? tFor("summary.monthlyTotal", { name: employeeName })
    : t("summary.monthlyTotal");
  const monthly = Math.round(route.monthlyTotal);
  const isOverLimit = monthly > route.allowanceLimit;
  const share = route.allowanceLimit > 0 ? Math.min(100, (monthly / route.allowanceLimit) * 100) : 100;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{monthlyTotalLabel}</Text>
          <Text fw={600}>
            {t("summary.ofLimit", { total: formatYen(monthly), limit: formatYen(route.allowanceLimit) })}
          </Text>
        </Group>
        {/* The label and value text belong on the section: it is the progressbar. */}
        <Progress.Root>
          <Progress.Section
            value={share}
            color={isOverLimit ? "red.9" : "mint"}
            aria-label={monthlyTotalLabel}
            aria-valuetext={t("summary.ofLimit", {
              total: formatYen(monthly),
              limit: formatYen(route.allowanceLimit),
            })}
          />
        </Progress.Root>
        {isOverLimit && (
          <Text size="sm" c="red.9">
            {isActingFor ? tFor("summary.overLimit", { name: employeeName }) : t("summary.overLimit")}
          </Text>
        )}
        {route.taxableMonthlyAmount > 0 && (
          <Alert color="orange" variant="light" p="xs">
            <Text size="sm">
              {t("summary.taxable", {
                amount: formatYen(route.taxableMonthlyAmount),
                limit: formatYen(TicketLimits.taxFreeMonthlyLimit),
              })}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
