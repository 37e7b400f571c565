import { Text, Timeline } from "@mantine/core";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { formatDateTime } from "../../../lib/format/format-date-time";

interface Step {
  key: string;
  title: string;
  /** When it happened (a date-time), or nothing for a step still ahead. */
  at?: string | null | undefined;
  detail?: ReactNode;
  isDone: boolean;
}

/** The steps of a request so far: created, submitted, decided (by whom, why), applied or ahead. */
function useSteps(request: ChangeRequest): Step[] {
  const { t } = useTranslation("employee-change");
  const steps: Step[] = [
    { key: "created", title: t("timeline.created"), at: request.createdAt, isDone: true },
  ];
  if (request.submittedAt) {
    steps.push({ key: "submitted", title: t("timeline.submitted"), at: request.submittedAt, isDone: true });
  }
  if (request.status === "approved" || request.status === "rejected") {
    const name = request.decidedByName ?? t("timeline.someone");
    steps.push({
      key: "decided",
      title: t(`timeline.${request.status}`, { name }),
      at: request.decidedAt,
      detail: request.decisionReason,
      isDone: true,
    });
  }
  if (request.status === "cancelled") {
    steps.push({ key: "cancelled", title: t("timeline.cancelled"), at: request.updatedAt, isDone: true });
  }
  if (request.status === "approved") {
    steps.push(
      request.appliedAt
        ? { key: "applied", title: t("timeline.applied"), at: request.appliedAt, isDone: true }
        : {
            key: "applied",
            title: t("timeline.willApply", { date: formatDisplayDate(request.effectiveDate) }),
            isDone: false,
          },
    );
  }
  if (request.status === "submitted") {
    steps.push({ key: "waiting", title: t("timeline.waiting"), isDone: false });
  }
  return steps;
}

/** The request's progress, oldest step first. */
export function RequestTimeline({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation("employee-change");
  const steps = useSteps(request);
  const done = steps.filter((step) => step.isDone).length;
  return (
    <Timeline active={done - 1} bulletSize={14} lineWidth={2}>
      {steps.map((step) => (
        <Timeline.Item key={step.key} title={step.title}>
          {step.at && (
            <Text size="xs" c="gray.7">
              {formatDateTime(step.at)}
            </Text>
          )}
          {step.detail && (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {t("timeline.reason", { reason: step.detail })}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
