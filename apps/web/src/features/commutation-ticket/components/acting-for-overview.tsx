import { Alert, Button, Group, Stack } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { EmployeeRouteInfo } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { IconPlus, IconUserShield } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { actingForViews, canCancelFor, canEditFor } from "../acting-for-views";
import { useEmployeeHistory } from "../api/get-employee-history";
import { useDepartmentName } from "./department-name";
import { RouteContent } from "./route-overview";
import { TicketActionButtons } from "./ticket-action-buttons";
import { sectionOf } from "./ticket-field";
import { historyPageSize, TicketHistory } from "./ticket-history-table";

/** The employee HR acts for, as the employee's route call names them. */
export type ActingForEmployee = EmployeeRouteInfo["employee"];

/** Says, all along, whom HR acts for and that it is recorded as done by HR for them. */
export function ActingForBanner({ employee }: { employee: ActingForEmployee }) {
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
function EmployeeHistory({ employee }: { employee: ActingForEmployee }) {
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
export function ActingForOverview({ info }: { info: EmployeeRouteInfo }) {
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
