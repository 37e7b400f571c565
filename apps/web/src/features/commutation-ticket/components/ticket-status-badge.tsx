import { Badge } from "@mantine/core";
import type { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { useTranslation } from "react-i18next";
import { statusColors, statusLabelKey } from "../ticket-presentation";

/** A ticket's status with the spec's label in the user's language. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation("commutation-ticket");
  return (
    // At least as wide as its label: a narrow table cell must not cut the status short.
    <Badge color={statusColors[status]} variant="outline" style={{ flexShrink: 0, minWidth: "max-content" }}>
      {t(statusLabelKey(status))}
    </Badge>
  );
}
