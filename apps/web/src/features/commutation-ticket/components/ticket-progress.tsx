import { Alert, Group, Text } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconHourglass } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Whose turn a ticket waits for, and the reason of its latest rejection while it is rejected. */
export function TicketProgress({
  ticket,
  compact = false,
}: {
  ticket: Pick<Ticket, "waitingOn" | "rejectReason">;
  /** Tighter padding for the route's cards. */
  compact?: boolean;
}) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <>
      {ticket.waitingOn && (
        <Group gap={6} wrap="nowrap">
          <IconHourglass size={16} aria-hidden />
          <Text size="sm">{t(`waitingOn.${ticket.waitingOn}`)}</Text>
        </Group>
      )}
      {ticket.rejectReason && (
        <Alert color="red" variant="light" title={t("rejectReason")} p={compact ? "xs" : undefined}>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {ticket.rejectReason}
          </Text>
        </Alert>
      )}
    </>
  );
}
