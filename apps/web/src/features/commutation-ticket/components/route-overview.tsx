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
import type { DefaultRouteInfo, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconMapPin, IconTrain } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDefaultRouteInfo } from "../api/get-default-route-info";
import { ticketPaths } from "../ticket-paths";
import { RouteSummary } from "./route-summary";
import { TicketDeleteModal } from "./ticket-delete-modal";
import { type LegActingFor, TicketLegCard } from "./ticket-leg-card";
import { WorkingAddressChangeNotice } from "./working-address-change-notice";

function WorkingAddress({ address }: { address: string }) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="gray.7">
        {t("fields.workingAddress")}
      </Text>
      <Text style={{ overflowWrap: "anywhere" }}>{address || t("route.noWorkingAddress")}</Text>
    </Paper>
  );
}

/** The route's place while it loads. */
export function RouteSkeleton() {
  const { t } = useTranslation("common");
  return (
    <Stack aria-busy>
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
      <Skeleton height={64} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/** An employee's route as HR sees it when acting for them. */
export interface RouteActingFor extends LegActingFor {
  employeeName: string;
  /** The empty state's action: asking for the employee's first ticket. */
  emptyAction: ReactNode;
}

interface RouteContentProps {
  info: DefaultRouteInfo;
  /** Offers Delete on the legs that allow it (the employee's own route). */
  onDelete?: (ticket: Ticket) => void;
  /** HR acting for the employee: texts about them, HR's actions on each leg. */
  actingFor?: RouteActingFor;
}

/** A loaded route: working address, legs with their state and actions, the monthly cost. */
export function RouteContent({ info, onDelete, actingFor }: RouteContentProps) {
  const { t } = useTranslation("commutation-ticket");
  const { t: tFor } = useTranslation("commutation-ticket-acting-for");
  const { route, workingAddress } = info;
  const tickets = route?.tickets ?? [];
  const name = actingFor?.employeeName;

  return (
    <Stack>
      <WorkingAddress address={route?.workingAddress || workingAddress} />
      {route?.isChangeWorkingAddress && <WorkingAddressChangeNotice route={route} isOwnRoute={!actingFor} />}
      {tickets.length === 0 ? (
        <EmptyState
          icon={<IconTrain aria-hidden />}
          title={actingFor ? tFor("route.emptyTitle", { name }) : t("route.emptyTitle")}
          description={actingFor ? tFor("route.emptyDescription", { name }) : t("route.emptyDescription")}
          withIndicatorBackground
          py="xl"
        >
          <EmptyState.Actions>
            {actingFor ? (
              actingFor.emptyAction
            ) : (
              <Button component={Link} to={ticketPaths.newTicket()}>
                {t("route.newTicket")}
              </Button>
            )}
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="route-legs-title">
          <Title order={2} size="h4" id="route-legs-title">
            <IconMapPin size={18} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
            {actingFor ? tFor("route.legs", { name }) : t("route.legs")}
          </Title>
          {tickets.map((ticket) => (
            <TicketLegCard key={ticket.id} ticket={ticket} onDelete={onDelete} actingFor={actingFor} />
          ))}
        </Stack>
      )}
      {route && tickets.length > 0 && <RouteSummary route={route} employeeName={name} />}
    </Stack>
  );
}

/** The employee's route: working address, legs with their state and actions, the monthly cost. */
export function RouteOverview() {
  const { t } = useTranslation(["commutation-ticket", "common"]);
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
  return (
    <>
      <RouteContent info={info.data} onDelete={setDeleting} />
      <TicketDeleteModal ticket={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
