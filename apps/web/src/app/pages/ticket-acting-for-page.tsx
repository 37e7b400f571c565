import { Alert, Anchor, Button, EmptyState, Group, Stack, Title } from "@mantine/core";
import { HttpStatus } from "@portal/contract/common/http";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { EmployeeRouteInfo } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { canTransition } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { IconArrowLeft, IconPlus, IconUserQuestion, IconUserShield } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/ui/load-failed";
import { PageHeading } from "../../components/ui/page-heading";
import { useEmployeeHistory } from "../../features/commutation-ticket/api/get-employee-history";
import { useEmployeeRoute } from "../../features/commutation-ticket/api/get-employee-route";
import { useTicket } from "../../features/commutation-ticket/api/get-ticket";
import { CancelTicketForm } from "../../features/commutation-ticket/components/cancel-ticket-form";
import { useDepartmentName } from "../../features/commutation-ticket/components/department-name";
import { RouteContent, RouteSkeleton } from "../../features/commutation-ticket/components/route-overview";
import { TicketActionButtons } from "../../features/commutation-ticket/components/ticket-action-buttons";
import {
  isTicketGone,
  TicketLoadFailed,
  TicketLoading,
} from "../../features/commutation-ticket/components/ticket-detail";
import { sectionOf } from "../../features/commutation-ticket/components/ticket-field";
import { type ActingFor, TicketForm } from "../../features/commutation-ticket/components/ticket-form";
import {
  historyPageSize,
  TicketHistory,
} from "../../features/commutation-ticket/components/ticket-history-table";
import { idOf, ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import { ApiError } from "../../lib/api-error";

type Employee = EmployeeRouteInfo["employee"];

/** The kinds of request HR may enter for an employee (continuing is the owner's own step). */
const addKinds = ["createTicket", "createTicket6Months"] as const;
type AddKind = (typeof addKinds)[number];

/**
 * What the screen shows, from its query: the employee's route and history, or one of the forms
 * (?add=kind, ?edit=ticketId, ?cancel=ticketId). The forms are views of this one screen, so the
 * browser's Back returns to the route and no further router entries are needed.
 */
type View =
  | { name: "overview" }
  | { name: "add"; kind: AddKind }
  | { name: "edit"; ticketId: number }
  | { name: "cancel"; ticketId: number };

/** Links to the screen's views for one employee. */
export const actingForViews = {
  overview: (employeeId: number) => ticketPaths.actingFor(employeeId),
  add: (employeeId: number, kind: AddKind = "createTicket") =>
    `${ticketPaths.actingFor(employeeId)}?${new URLSearchParams({ add: kind })}`,
  edit: (employeeId: number, ticketId: number) => `${ticketPaths.actingFor(employeeId)}?edit=${ticketId}`,
  cancel: (employeeId: number, ticketId: number) => `${ticketPaths.actingFor(employeeId)}?cancel=${ticketId}`,
};

function viewOf(search: URLSearchParams): View {
  const add = search.get("add");
  if (add !== null) return { name: "add", kind: addKinds.find((kind) => kind === add) ?? "createTicket" };
  const edit = idOf(search.get("edit"));
  if (edit !== undefined) return { name: "edit", ticketId: edit };
  const cancel = idOf(search.get("cancel"));
  if (cancel !== undefined) return { name: "cancel", ticketId: cancel };
  return { name: "overview" };
}

/** Whether HR may change the ticket for its owner now (the owner's rules: the status decides). */
const canEditFor = (ticket: Pick<Ticket, "status">) => canTransition("edit", ticket.status);
const canCancelFor = (ticket: Pick<Ticket, "status">) => canTransition("requestCancel", ticket.status);

/** Says, all along, whom HR acts for and that it is recorded as done by HR for them. */
function ActingForBanner({ employee }: { employee: Employee }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  const departmentName = useDepartmentName();
  return (
    <Alert
      color="blue"
      variant="light"
      role="note"
      icon={<IconUserShield aria-hidden />}
      title={t("banner.title", {
        name: employee.name,
        code: employee.employeeCode,
        department: departmentName({ name: employee.departmentName, nameJa: employee.departmentNameJa }),
      })}
      styles={{ title: { overflowWrap: "anywhere" } }}
    >
      {t("banner.recorded")}
    </Alert>
  );
}

/** What HR may do with one of the employee's tickets for them: details, and edit or cancel when the status allows. */
function TicketActionsFor({ ticket, employeeId }: { ticket: Ticket; employeeId: number }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  return (
    <TicketActionButtons
      ticket={ticket}
      links={{
        edit: canEditFor(ticket) ? actingForViews.edit(employeeId, ticket.id) : undefined,
        requestCancel: canCancelFor(ticket) ? actingForViews.cancel(employeeId, ticket.id) : undefined,
      }}
      label={t("actions.label", { section: sectionOf(ticket) })}
    />
  );
}

function NewTicketButtons({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={actingForViews.add(employeeId)}
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        {t("actions.newTicket")}
      </Button>
      <Button component={Link} to={actingForViews.add(employeeId, "createTicket6Months")} variant="outline">
        {t("actions.sixMonthTicket")}
      </Button>
    </Group>
  );
}

/** Every ticket the employee asked for (or HR asked for them), newest first, 10 a page. */
function EmployeeHistory({ employee }: { employee: Employee }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  const [page, setPage] = useState(1);
  const history = useEmployeeHistory({ employeeId: employee.id, page, size: historyPageSize });
  return (
    <TicketHistory
      history={history}
      page={page}
      onPageChange={setPage}
      titleId="acting-for-history-title"
      title={t("history.title", { name: employee.name })}
      loadFailed={t("history.loadFailed")}
      empty={t("history.empty")}
      actions={{
        label: t("history.actions"),
        of: (ticket) => <TicketActionsFor ticket={ticket} employeeId={employee.id} />,
      }}
    />
  );
}

/** The employee's route with HR's actions on it, then their history. */
function Overview({ info }: { info: EmployeeRouteInfo }) {
  const { employee } = info;
  return (
    <Stack>
      <Group justify="flex-end">
        <NewTicketButtons employeeId={employee.id} />
      </Group>
      <RouteContent
        info={info}
        actingFor={{
          employeeName: employee.name,
          actions: (ticket) => <TicketActionsFor ticket={ticket} employeeId={employee.id} />,
          emptyAction: <NewTicketButtons employeeId={employee.id} />,
        }}
      />
      <EmployeeHistory employee={employee} />
    </Stack>
  );
}

/** A form view's heading, focused when the view opens so keyboard and reader users land on it. */
function ViewHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Title order={2} size="h3" ref={ref} tabIndex={-1} style={{ overflowWrap: "anywhere", outline: "none" }}>
      {children}
    </Title>
  );
}

/** Why a form is not offered, with the way back to the employee's route. */
function NotOffered({ message, employee }: { message: string; employee: Employee }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  return (
    <Alert color="orange" variant="light" role="alert" maw={880}>
      {message}
      <div>
        <Button
          component={Link}
          to={actingForViews.overview(employee.id)}
          variant="default"
          size="xs"
          mt="sm"
          leftSection={<IconArrowLeft size={14} aria-hidden />}
        >
          {t("ticket.back", { name: employee.name })}
        </Button>
      </div>
    </Alert>
  );
}

/**
 * Loads one of the employee's tickets for a form: a loader, then the form when the status allows
 * the action, else why not.
 */
function TicketView({
  ticketId,
  employee,
  isAllowed,
  notAllowedMessage,
  children,
}: {
  ticketId: number;
  employee: Employee;
  isAllowed: (ticket: Ticket) => boolean;
  notAllowedMessage: string;
  children: (ticket: Ticket) => ReactNode;
}) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  const ticket = useTicket(ticketId);
  if (ticket.isPending) return <TicketLoading />;
  const notFound = <NotOffered message={t("ticket.notFound", { name: employee.name })} employee={employee} />;
  if (ticket.isError) {
    return isTicketGone(ticket.error) ? notFound : <TicketLoadFailed onRetry={() => void ticket.refetch()} />;
  }
  if (ticket.data.employeeId !== employee.id) return notFound;
  if (!isAllowed(ticket.data)) return <NotOffered message={notAllowedMessage} employee={employee} />;
  return children(ticket.data);
}

/** The open form of the screen: a new ticket, an edit or a cancellation for the employee. */
function FormView({ view, employee }: { view: Exclude<View, { name: "overview" }>; employee: Employee }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  const actingFor: ActingFor = { employeeId: employee.id, returnTo: actingForViews.overview(employee.id) };
  const name = employee.name;
  if (view.name === "add") {
    return (
      <Stack>
        <ViewHeading>{t(`views.${view.kind}`, { name })}</ViewHeading>
        <TicketForm kind={view.kind} actingFor={actingFor} />
      </Stack>
    );
  }
  if (view.name === "edit") {
    return (
      <Stack>
        <ViewHeading>{t("views.edit", { name })}</ViewHeading>
        <TicketView
          ticketId={view.ticketId}
          employee={employee}
          isAllowed={canEditFor}
          notAllowedMessage={t("ticket.notEditable")}
        >
          {(ticket) => <TicketForm kind={ticket.kind} ticket={ticket} actingFor={actingFor} />}
        </TicketView>
      </Stack>
    );
  }
  return (
    <Stack>
      <ViewHeading>{t("views.cancel", { name })}</ViewHeading>
      <TicketView
        ticketId={view.ticketId}
        employee={employee}
        isAllowed={canCancelFor}
        notAllowedMessage={t("ticket.notCancellable")}
      >
        {(ticket) => <CancelTicketForm ticket={ticket} actingFor={actingFor} />}
      </TicketView>
    </Stack>
  );
}

/** The employee named by the path could not be shown: not found, not allowed. */
function EmployeeNotAvailable({ message }: { message: string }) {
  const { t } = useTranslation("commutation-ticket-acting-for");
  return (
    <EmptyState icon={<IconUserQuestion aria-hidden />} title={message} withIndicatorBackground py="xl">
      <EmptyState.Actions>
        <Button component={Link} to={ticketPaths.hrDesk} variant="default">
          {t("backToDesk")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function ActingForEmployee({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation(["commutation-ticket-acting-for", "common"]);
  const info = useEmployeeRoute(employeeId);
  const [search] = useSearchParams();
  const view = viewOf(search);

  if (info.isPending) return <RouteSkeleton />;
  if (info.isError) {
    const status = info.error instanceof ApiError ? info.error.status : null;
    if (status === HttpStatus.notFound) return <EmployeeNotAvailable message={t("notFound")} />;
    if (status === HttpStatus.permissionDenied) return <EmployeeNotAvailable message={t("notAllowed")} />;
    return <LoadFailed title={t("loadFailed")} onRetry={() => void info.refetch()} />;
  }
  const { employee } = info.data;
  return (
    <Stack>
      <ActingForBanner employee={employee} />
      {view.name === "overview" ? (
        <Overview info={info.data} />
      ) : (
        // Keyed by the view, so moving between forms starts each afresh.
        <FormView key={search.toString()} view={view} employee={employee} />
      )}
    </Stack>
  );
}

/**
 * HR acting for one employee (/commuting-ticket/hr/employee/:id): whom they act for, the
 * employee's route and history, and entering, correcting or cancelling tickets for them. The
 * employee's own rules apply: the status decides what may be changed.
 */
export function TicketActingForPage() {
  const { t } = useTranslation("commutation-ticket-acting-for");
  const employeeId = idOf(useParams().id);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageHeading title={t("title")} description={t("description")} />
        <Anchor component={Link} to={ticketPaths.hrDesk} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t("backToDesk")}
          </Group>
        </Anchor>
      </Group>
      {employeeId === undefined ? (
        <EmployeeNotAvailable message={t("notFound")} />
      ) : (
        <ActingForEmployee employeeId={employeeId} />
      )}
    </Stack>
  );
}
