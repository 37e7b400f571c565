import { Alert, Group, Skeleton, Stack, Stepper, Text, VisuallyHidden } from "@mantine/core";
import { useElementSize, useMediaQuery } from "@mantine/hooks";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket, TicketLog } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import {
  type TicketAction,
  type TicketLogAction,
  ticketTransitions,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import { IconHourglass, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useSession } from "../../auth/hooks/use-session";
import { useTicketLogs } from "../api/get-ticket-logs";

export type TicketStepKind = "submitted" | "leader" | "hr" | "approved" | "refundRequested" | "refundDecided";
export type TicketStepState = "done" | "current" | "rejected" | "upcoming";

export interface TicketStep {
  kind: TicketStepKind;
  state: TicketStepState;
  /** The log row that completed (or rejected) the step, when the logs are known. */
  log: TicketLog | null;
}

const S = TicketStatus;
const cancellationStatuses: readonly TicketStatus[] = [S.cancelling, S.cancelled, S.cancelRejected];
const leaderActions: readonly TicketLogAction[] = ["leaderConfirm", "leaderReject"];

/** The last log row with one of the actions, or null. */
function lastOf(logs: readonly TicketLog[], ...actions: TicketLogAction[]): TicketLog | null {
  return logs.findLast((log) => actions.includes(log.action)) ?? null;
}

/** Whether a log row (re)submitted the ticket: it went to the leader or straight to HR. */
const isSubmission = (log: TicketLog) =>
  (log.action === "submit" || log.action === "edit") &&
  (log.toStatus === S.submitted || log.toStatus === S.submittedToManager);

/** The rows since the latest (re)submission: a resubmitted ticket starts its path again. */
function currentRound(logs: readonly TicketLog[]): readonly TicketLog[] {
  const start = logs.findLastIndex(isSubmission);
  return start < 0 ? logs : logs.slice(start);
}

/** How far the ticket is in asking for a refund: approved, refund asked, and HR's decision. */
function cancellationSteps(status: TicketStatus, logs: readonly TicketLog[]): TicketStep[] {
  let decided: TicketStep = { kind: "refundDecided", state: "current", log: null };
  if (status === S.cancelled) decided = { ...decided, state: "done", log: lastOf(logs, "approveRefund") };
  if (status === S.cancelRejected)
    decided = { ...decided, state: "rejected", log: lastOf(logs, "rejectRefund") };
  return [
    { kind: "approved", state: "done", log: lastOf(logs, "approve") },
    { kind: "refundRequested", state: "done", log: lastOf(logs, "requestCancel") },
    decided,
  ];
}

/**
 * The steps of a ticket's path, from its status and its logs (oldest first): Submitted → Leader
 * confirmed (left out when it went straight to HR) → HR confirmed → Approved; a cancellation
 * shows Approved → Refund requested → Refund decided instead.
 */
export function ticketSteps(status: TicketStatus, logs: readonly TicketLog[]): TicketStep[] {
  if (cancellationStatuses.includes(status)) return cancellationSteps(status, logs);
  const round = currentRound(logs);
  const submission = round.find(isSubmission) ?? null;
  const hasLeader =
    status === S.submittedToManager ||
    status === S.managerConfirmed ||
    status === S.rejectedNew ||
    submission?.toStatus === S.submittedToManager ||
    round.some((log) => leaderActions.includes(log.action));
  const beforeHr = status === S.submittedToManager || status === S.rejectedNew;

  const steps: TicketStep[] = [{ kind: "submitted", state: "done", log: submission }];
  if (hasLeader) {
    let leader: TicketStep = { kind: "leader", state: "done", log: lastOf(round, "leaderConfirm") };
    if (status === S.submittedToManager) leader = { ...leader, state: "current", log: null };
    if (status === S.rejectedNew)
      leader = { ...leader, state: "rejected", log: lastOf(round, "leaderReject") };
    steps.push(leader);
  }

  let hr: TicketStep = { kind: "hr", state: "upcoming", log: null };
  if (status === S.submitted || status === S.managerConfirmed) hr = { ...hr, state: "current" };
  // Sent back by the approver: HR decides again; the row says who sent it back and why.
  if (status === S.rejectedToHr) hr = { ...hr, state: "current", log: lastOf(round, "approverReject") };
  if (status === S.rejected) hr = { ...hr, state: "rejected", log: lastOf(round, "hrReject") };
  if (status === S.hrConfirmed || status === S.approved)
    hr = { ...hr, state: "done", log: lastOf(round, "hrConfirm") };
  if (beforeHr) hr = { ...hr, state: "upcoming" };
  steps.push(hr);

  let approved: TicketStep = { kind: "approved", state: "upcoming", log: null };
  if (status === S.hrConfirmed) approved = { ...approved, state: "current" };
  if (status === S.approved) approved = { ...approved, state: "done", log: lastOf(round, "approve") };
  steps.push(approved);
  return steps;
}

/** The index Mantine's Stepper calls active: the step in progress (or rejected), else past the end. */
export function activeStepIndex(steps: readonly TicketStep[]): number {
  const index = steps.findIndex((step) => step.state === "current" || step.state === "rejected");
  return index < 0 ? steps.length : index;
}

const ownerActions: ReadonlySet<TicketAction> = new Set(["edit", "delete", "requestCancel"]);

/** "Hanako Sato, 2026/03/20 10:00:00", or "… for Taro Yamada" when they acted for someone. */
export function useActedBy() {
  const { t } = useTranslation("commutation-ticket-decision");
  return (log: Pick<TicketLog, "actorName" | "onBehalfOfName" | "actedAt">, key: "stepper" | "history") => {
    const time = formatDateTime(log.actedAt);
    return log.onBehalfOfName
      ? t(`${key}.byFor`, { name: log.actorName, onBehalf: log.onBehalfOfName, time })
      : t("stepper.by", { name: log.actorName, time });
  };
}

/** Whose turn it is, from the viewer's side: the owner's own words, "your decision", or who. */
function useWaitingText(ticket: Pick<Ticket, "waitingOn" | "allowedActions" | "account">) {
  const { t } = useTranslation(["commutation-ticket-decision", "commutation-ticket"]);
  const account = useSession().session?.username;
  const waitingOn = ticket.waitingOn;
  if (!waitingOn) return null;
  const isOwner =
    ticket.allowedActions.some((action) => ownerActions.has(action)) || account === ticket.account;
  const canDecide = ticket.allowedActions.some((action) => ticketTransitions[action].actor === waitingOn);
  if (waitingOn !== "owner" && canDecide) return t("stepper.waiting.you");
  if (isOwner) return t(`commutation-ticket:waitingOn.${waitingOn}`);
  return t(`stepper.waiting.${waitingOn}`);
}

const rejectableKinds = ["leader", "hr", "refundDecided"] as const;
const isRejectable = (kind: TicketStepKind): kind is (typeof rejectableKinds)[number] =>
  (rejectableKinds as readonly string[]).includes(kind);

/** Why the ticket came back: a rejection (the owner reads it), or the approver sending it to HR. */
function useReasonShown(ticket: Pick<Ticket, "status" | "rejectReason">, steps: readonly TicketStep[]) {
  const { t } = useTranslation("commutation-ticket-decision");
  if (ticket.status === S.rejectedToHr) {
    const returned = steps.find((step) => step.log?.action === "approverReject");
    const reason = ticket.rejectReason ?? returned?.log?.reason;
    return reason ? { title: t("stepper.returnedTitle"), reason, color: "grape" } : null;
  }
  const rejected = steps.find((step) => step.state === "rejected");
  const reason = ticket.rejectReason ?? rejected?.log?.reason;
  if (!rejected || !reason) return null;
  const title =
    rejected.kind === "refundDecided" ? t("stepper.refundRefusedTitle") : t("stepper.rejectReason");
  return { title, reason, color: "red" };
}

type StepperTicket = Pick<
  Ticket,
  "id" | "status" | "waitingOn" | "rejectReason" | "allowedActions" | "account"
>;

/** Below this width a step's label and description no longer fit side by side. */
const stepMinWidth = 190;

/**
 * The ticket's path as a stepper: each step done shows who decided and when (and for whom, when
 * a delegate or HR acted for someone), the current one whose turn it is, a rejected one the
 * rejection and its reason. Vertical when there is no room for the steps side by side.
 */
export function TicketStepper({ ticket }: { ticket: StepperTicket }) {
  const { t } = useTranslation("commutation-ticket-decision");
  // Without its logs (still loading, or failed: the history says so) the path shows no names.
  const logs = useTicketLogs(ticket.id);
  const actedBy = useActedBy();
  const waiting = useWaitingText(ticket);
  const { ref, width } = useElementSize();
  const isNarrowScreen = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });

  const steps = ticketSteps(ticket.status, logs.data ?? []);
  const active = activeStepIndex(steps);
  const isVertical = width > 0 ? width < steps.length * stepMinWidth : isNarrowScreen;
  const reasonShown = useReasonShown(ticket, steps);

  function labelOf(step: TicketStep): string {
    if (step.state === "rejected" && isRejectable(step.kind)) return t(`stepper.rejectedSteps.${step.kind}`);
    if (step.kind === "refundDecided" && step.state === "done") return t("stepper.refundApproved");
    return t(`stepper.steps.${step.kind}`);
  }

  function descriptionOf(step: TicketStep): string | null {
    if (step.state === "current") return waiting;
    if (step.state === "upcoming") return null;
    return step.log ? actedBy(step.log, "stepper") : null;
  }

  return (
    <Stack gap="sm" ref={ref}>
      {logs.isPending ? (
        <Skeleton height={isVertical ? 160 : 48} />
      ) : (
        <Stepper
          active={active}
          orientation={isVertical ? "vertical" : "horizontal"}
          size="sm"
          role="group"
          aria-label={t("stepper.label")}
          // Steps only show the path: nothing to click.
          allowNextStepsSelect={false}
        >
          {steps.map((step) => {
            const description = descriptionOf(step);
            const isRejected = step.state === "rejected";
            return (
              <Stepper.Step
                key={step.kind}
                // A plain element: the steps are not buttons.
                {...{ component: "div" }}
                aria-current={step.state === "current" ? "step" : undefined}
                color={isRejected ? "red.9" : undefined}
                progressIcon={isRejected ? <IconX size={16} aria-hidden /> : undefined}
                label={
                  <>
                    {labelOf(step)}
                    <VisuallyHidden> ({t(`stepper.state.${step.state}`)})</VisuallyHidden>
                  </>
                }
                description={
                  description ? (
                    <Text
                      span
                      size="xs"
                      c={isRejected ? "red.9" : "gray.7"}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {description}
                    </Text>
                  ) : undefined
                }
              />
            );
          })}
        </Stepper>
      )}
      {waiting && !steps.some((step) => step.state === "current") && (
        <Group gap={6} wrap="nowrap">
          <IconHourglass size={16} aria-hidden />
          <Text size="sm">{waiting}</Text>
        </Group>
      )}
      {reasonShown && (
        <Alert color={reasonShown.color} variant="light" title={reasonShown.title}>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {reasonShown.reason}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
