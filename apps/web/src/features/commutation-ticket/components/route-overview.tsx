import {
  Alert,
  Button,
  EmptyState,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconMapPin, IconTrain } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDefaultRouteInfo } from "../api/get-default-route-info";
import { ticketPaths } from "../ticket-paths";
import { RouteSummary } from "./route-summary";
import { TicketDeleteModal } from "./ticket-delete-modal";
import { TicketLegCard } from "./ticket-leg-card";

function WorkingAddress({ address }: { address: string }) {
  const { t } = useTranslation("commutationTicket");
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="gray.7">
        {t("fields.workingAddress")}
      </Text>
      <Text style={{ overflowWrap: "anywhere" }}>{address || t("route.noWorkingAddress")}</Text>
    </Paper>
  );
}

function RouteSkeleton() {
  const { t } = useTranslation("common");
  return (
    <Stack aria-busy>
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
      <Skeleton height={64} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/** The employee's route: working address, legs with their state and actions, the monthly cost. */
export function RouteOverview() {
  const { t } = useTranslation(["commutationTicket", "common"]);
  const info = useDefaultRouteInfo();
  const [deleting, setDeleting] = useState<Ticket | null>(null);

  if (info.isPending) return <RouteSkeleton />;
  if (info.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t("route.loadFailed")}>
        <Button variant="light" color="red" size="xs" onClick={() => void info.refetch()}>
          {t("common:retry")}
        </Button>
      </Alert>
    );
  }
  const { route, workingAddress } = info.data;
  const tickets = route?.tickets ?? [];

  return (
    <Stack>
      <WorkingAddress address={route?.workingAddress || workingAddress} />
      {tickets.length === 0 ? (
        <EmptyState
          icon={<IconTrain aria-hidden />}
          title={t("route.emptyTitle")}
          description={t("route.emptyDescription")}
          withIndicatorBackground
          py="xl"
        >
          <EmptyState.Actions>
            <Button component={Link} to={ticketPaths.newTicket()}>
              {t("route.newTicket")}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="route-legs-title">
          <Title order={2} size="h4" id="route-legs-title">
            <IconMapPin size={18} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
            {t("route.legs")}
          </Title>
          {tickets.map((ticket) => (
            <TicketLegCard key={ticket.id} ticket={ticket} onDelete={setDeleting} />
          ))}
        </Stack>
      )}
      {route && tickets.length > 0 && <RouteSummary route={route} />}
      <TicketDeleteModal ticket={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
