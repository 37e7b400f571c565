import { Alert, Skeleton, Text, Timeline, Title } from "@mantine/core";
import type { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useTicketLogs } from "../api/get-ticket-logs";
import { statusLabelKey } from "../ticket-presentation";

/** What happened to a ticket, oldest first: action, status change, who and when, and why. */
export function TicketTimeline({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation("commutationTicket");
  const logs = useTicketLogs(ticketId);
  const statusText = (status: TicketStatus | null) => (status === null ? "–" : t(statusLabelKey(status)));

  return (
    <section aria-labelledby="ticket-timeline-title">
      <Title order={2} size="h4" id="ticket-timeline-title" mb="sm">
        {t("detail.history")}
      </Title>
      {logs.isPending && <Skeleton height={80} />}
      {logs.isError && (
        <Alert color="red" variant="light">
          {t("detail.historyFailed")}
        </Alert>
      )}
      {logs.data?.length === 0 && <Text c="gray.7">{t("detail.noHistory")}</Text>}
      {logs.data && logs.data.length > 0 && (
        <Timeline active={logs.data.length - 1} bulletSize={14} lineWidth={2}>
          {logs.data.map((log) => (
            <Timeline.Item key={log.id} title={t(`logActions.${log.action}`)}>
              {(log.fromStatus !== null || log.toStatus !== null) && (
                <Text size="sm">
                  {t("detail.statusChange", {
                    from: statusText(log.fromStatus),
                    to: statusText(log.toStatus),
                  })}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                {t("detail.byAt", { name: log.actorName, time: formatDateTime(log.actedAt) })}
              </Text>
              {log.reason && (
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {t("detail.reason", { reason: log.reason })}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </section>
  );
}
