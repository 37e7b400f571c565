import { Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { displayDate } from "@portal/contract/common/dates";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconArrowRight, IconTrain } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../../components/ui/load-failed";
import { SectionCard } from "../../../components/ui/section-card";
import { useDefaultRouteInfo } from "../api/get-default-route-info";
import { ticketPaths } from "../ticket-paths";
import { RouteSummary } from "./route-summary";
import { TicketStatusBadge } from "./ticket-status-badge";

/** One leg of the route: the section, until when, its status, and Continue when it may be continued. */
function LegLine({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text
          component={Link}
          to={ticketPaths.detail(ticket.id)}
          fw={600}
          c="mint.9"
          style={{ overflowWrap: "anywhere" }}
        >
          {t("myCommute.section", { departure: ticket.departure, arrival: ticket.arrival })}
        </Text>
        <Text size="sm" c="gray.7">
          {t("myCommute.until", { date: displayDate(ticket.endDate) })}
        </Text>
      </Stack>
      <Group gap="xs">
        <TicketStatusBadge status={ticket.status} />
        {ticket.canContinue && (
          <Button
            component={Link}
            to={ticketPaths.newTicket("continueTicket", ticket.id)}
            size="xs"
            variant="light"
          >
            {t("myCommute.continue")}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/**
 * The signed-in employee's commute at a glance: what the route costs against the limit, each leg
 * with its end date and status, how many requests wait on someone, and the way to ask for a pass.
 */
export function MyCommuteCard() {
  const { t } = useTranslation("commutation-ticket");
  const query = useDefaultRouteInfo();
  const route = query.data?.route;
  const waiting = route?.tickets.filter((ticket) => ticket.waitingOn !== null).length ?? 0;
  // The passes of today and after, and any request under way: not the years of past passes.
  const today = dayjs().format("YYYY-MM-DD");
  const current =
    route?.tickets.filter((ticket) => ticket.endDate >= today || ticket.waitingOn !== null) ?? [];

  return (
    <SectionCard
      icon={<IconTrain size={20} aria-hidden />}
      title={t("myCommute.title")}
      badge={
        waiting > 0 && (
          <Badge color="orange.9" variant="light">
            {t("myCommute.waiting", { count: waiting })}
          </Badge>
        )
      }
    >
      {query.isPending && <Skeleton height={96} radius="md" />}
      {query.isError && <LoadFailed title={t("route.loadFailed")} onRetry={() => void query.refetch()} />}
      {query.isSuccess && !route && <Text c="gray.7">{t("route.emptyTitle")}</Text>}
      {route && (
        <>
          <RouteSummary route={route} />
          {current.map((ticket) => (
            <LegLine key={ticket.id} ticket={ticket} />
          ))}
        </>
      )}
      {query.isSuccess && (
        <Group gap="xs">
          <Button component={Link} to={ticketPaths.newTicket()} size="sm">
            {t("route.newTicket")}
          </Button>
          <Button
            component={Link}
            to={ticketPaths.route}
            size="sm"
            variant="subtle"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t("myCommute.open")}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
