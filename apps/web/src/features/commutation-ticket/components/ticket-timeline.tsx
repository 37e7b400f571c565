import { Alert, Skeleton, Text, Timeline, Title } from "@mantine/core";
import type { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { TicketLogAction } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { useTranslation } from "react-i18next";
import { useTicketLogs } from "../api/get-ticket-logs";
import { statusLabelKey } from "../ticket-presentation";
import { useActedBy } from "./ticket-stepper";

/** The log actions of HR's evidence review, named in the commutation-ticket-decision texts. */
const evidenceActions = ["approveEvidence", "rejectEvidence"] as const;
type EvidenceLogAction = (typeof evidenceActions)[number];
const isEvidenceAction = (action: TicketLogAction): action is EvidenceLogAction =>
  (evidenceActions as readonly string[]).includes(action);

/** What happened to a ticket, oldest first: action, status change, who and when, and why. */
export function TicketTimeline({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation(["commutation-ticket", "commutation-ticket-decision"]);
  const logs = useTicketLogs(ticketId);
  const actedBy = useActedBy();
  const actionText = (action: TicketLogAction) =>
    isEvidenceAction(action)
      ? t(`commutation-ticket-decision:logActions.${action}`)
      : t(`logActions.${action}`);
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
            <Timeline.Item key={log.id} title={actionText(log.action)}>
              {(log.fromStatus !== null || log.toStatus !== null) && (
                <Text size="sm">
                  {log.fromStatus === null
                    ? t("detail.statusSet", { to: statusText(log.toStatus) })
                    : t("detail.statusChange", {
                        from: statusText(log.fromStatus),
                        to: statusText(log.toStatus),
                      })}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                {actedBy(log, "history")}
              </Text>
              {log.reason && (
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {/* An evidence review names the file it was about (and why, when refused). */}
                  {isEvidenceAction(log.action)
                    ? t("detail.evidenceFile", { file: log.reason })
                    : t("detail.reason", { reason: log.reason })}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </section>
  );
}
