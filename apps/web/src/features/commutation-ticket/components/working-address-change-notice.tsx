import { Alert, Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import type { CommutingRoute } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ticketPaths } from "../ticket-paths";
import { sectionOf } from "./ticket-field";

interface WorkingAddressChangeNoticeProps {
  route: CommutingRoute;
  /** Offers the employee's own next steps (not when HR acts for them). */
  isOwnRoute: boolean;
}

/**
 * A route marked after a working-address change (decision 022): the tickets for the old address
 * and the way to ask for one for the new address, which clears the mark.
 */
export function WorkingAddressChangeNotice({ route, isOwnRoute }: WorkingAddressChangeNoticeProps) {
  const { t } = useTranslation("commutation-ticket");
  const flagged = route.tickets.filter((ticket) => ticket.isChangeWorkingAddress);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("route.workingAddressChange.title", {
        date: formatDisplayDate(route.workingAddressChangeDate ?? ""),
      })}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("route.workingAddressChange.message")}</Text>
        {flagged.length > 0 && (
          <List size="sm">
            {flagged.map((ticket) => (
              <List.Item key={ticket.id}>
                {sectionOf(ticket)} (
                {t("period", {
                  start: formatDisplayDate(ticket.startDate),
                  end: formatDisplayDate(ticket.endDate),
                })}
                )
              </List.Item>
            ))}
          </List>
        )}
        {isOwnRoute && (
          <Group gap="sm">
            <Button component={Link} to={ticketPaths.newTicket()} size="xs">
              {t("route.workingAddressChange.newTicket")}
            </Button>
            <Anchor component={Link} to={menuScreens.workingAddress} size="sm">
              {t("route.workingAddressChange.workingAddress")}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
