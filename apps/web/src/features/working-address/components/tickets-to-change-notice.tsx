import { Alert, Button, List, Stack, Text } from "@mantine/core";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import type { WorkingAddressChangeResult } from "@portal/contract/working-address/working-address.schema";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";

/**
 * What a saved working address means for the commuting tickets: the ones that run on or after the
 * change are for the old address and must be asked for again (a link to the commuting tickets).
 */
export function TicketsToChangeNotice({ result }: { result: WorkingAddressChangeResult }) {
  const { t } = useTranslation("working-address");
  const { ticketsToChange, workingAddress } = result;
  return (
    <Alert
      color={ticketsToChange.length > 0 ? "yellow" : "teal"}
      variant="light"
      role="status"
      icon={<IconInfoCircle aria-hidden />}
      title={t("notice.title", { date: formatDisplayDate(workingAddress.changeDate) })}
    >
      {ticketsToChange.length === 0 ? (
        <Text size="sm">{t("notice.noTickets")}</Text>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("notice.ticketsToChange")}</Text>
          <List size="sm">
            {ticketsToChange.map((ticket) => (
              <List.Item key={ticket.id}>
                {t("notice.ticket", {
                  departure: ticket.departure,
                  arrival: ticket.arrival,
                  start: formatDisplayDate(ticket.startDate),
                  end: formatDisplayDate(ticket.endDate),
                })}
              </List.Item>
            ))}
          </List>
          <Button component={Link} to={menuScreens.commutingTicket} size="xs" variant="light">
            {t("notice.openTickets")}
          </Button>
        </Stack>
      )}
    </Alert>
  );
}
