import { Button, Group, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { RouteOverview } from "../../features/commutation-ticket/components/route-overview";
import { TicketHistoryTable } from "../../features/commutation-ticket/components/ticket-history-table";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";

/** The employee's commuting route, its requests, and every ticket they asked for. */
export function CommutingTicketPage() {
  const { t } = useTranslation("commutation-ticket");
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageHeading title={t("title")} description={t("description")} />
        <Group gap="xs">
          <Button
            component={Link}
            to={ticketPaths.newTicket()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t("route.newTicket")}
          </Button>
          <Button component={Link} to={ticketPaths.newTicket("createTicket6Months")} variant="outline">
            {t("route.sixMonthTicket")}
          </Button>
        </Group>
      </Group>
      <RouteOverview />
      <TicketHistoryTable />
    </Stack>
  );
}
