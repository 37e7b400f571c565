import { Anchor, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import {
  ActingForEmployeeScreen,
  EmployeeNotAvailable,
} from "../../features/commutation-ticket/components/acting-for-employee";
import { idOf, ticketPaths } from "../../features/commutation-ticket/ticket-paths";

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
        <ActingForEmployeeScreen employeeId={employeeId} />
      )}
    </Stack>
  );
}
