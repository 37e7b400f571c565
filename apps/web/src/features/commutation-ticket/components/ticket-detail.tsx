import {
  Alert,
  Button,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { HttpStatus } from "@portal/contract/common/http";
import { cancelReasons } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconPaperclip, IconTicket } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ApiError } from "../../../lib/api-error";
import { formatBytes } from "../../../lib/format/format-bytes";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { currentLanguage } from "../../../lib/i18n";
import { CommentThread } from "../../comment/components/comment-thread";
import { isDecisionAction } from "../api/decide-ticket";
import { useTicket } from "../api/get-ticket";
import { useOpenEvidence } from "../api/presign-evidence";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { HrNote } from "./hr-note";
import { TicketBackLink } from "./ticket-back-link";
import { TicketDecisionBar } from "./ticket-decision-bar";
import { TicketEmployeeField } from "./ticket-employee-field";
import { EvidenceReviewStatus, useEvidenceReview } from "./ticket-evidence-review";
import { Field, sectionOf } from "./ticket-field";
import { TicketStatusBadge } from "./ticket-status-badge";
import { TicketStepper } from "./ticket-stepper";
import { TicketTimeline } from "./ticket-timeline";

function EvidenceList({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  const open = useOpenEvidence();
  const review = useEvidenceReview();
  const { canReview } = ticket;
  return (
    <section aria-labelledby="ticket-evidence-title">
      <Title order={2} size="h4" id="ticket-evidence-title" mb="sm">
        {t("detail.evidence")}
      </Title>
      {review.problemAlert}
      {ticket.evidences.length === 0 ? (
        <Text c="gray.7">{t("detail.noEvidence")}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {ticket.evidences.map((evidence) => (
            <Group key={evidence.id} component="li" gap="xs" align="flex-start">
              <IconPaperclip size={16} aria-hidden style={{ marginTop: 4 }} />
              <Stack gap={4} flex={1} miw={180}>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {evidence.fileName}{" "}
                  <Text span size="xs" c="gray.7">
                    ({formatBytes(evidence.size)}, {t(`evidencePurposes.${evidence.purpose}`)})
                  </Text>
                </Text>
                <EvidenceReviewStatus evidence={evidence} />
              </Stack>
              {canReview && review.buttonsOf(evidence)}
              <Button
                variant="default"
                size="xs"
                loading={open.isPending && open.variables?.id === evidence.id}
                onClick={() => open.mutate(evidence)}
                aria-label={t("detail.openEvidence", { name: evidence.fileName })}
              >
                {t("detail.open")}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {review.modal}
    </section>
  );
}

function CancelFields({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  if (!ticket.cancelDate) return null;
  const reason = cancelReasons.find((candidate) => candidate.id === ticket.cancelReason);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Field label={t("fields.cancelDate")}>{formatDisplayDate(ticket.cancelDate)}</Field>
      {ticket.cancelType && (
        <Field label={t("fields.cancelType")}>{t(`cancelTypes.${ticket.cancelType}.label`)}</Field>
      )}
      {ticket.refundAmount !== null && (
        <Field label={t("fields.refundAmount")}>{formatYen(ticket.refundAmount)}</Field>
      )}
      {reason && <Field label={t("fields.cancelReason")}>{reason[currentLanguage()]}</Field>}
      {ticket.cancelNote && <Field label={t("fields.note")}>{ticket.cancelNote}</Field>}
    </SimpleGrid>
  );
}

function TicketArticle({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket");
  const { t: commentText } = useTranslation("comment");
  const allowed = new Set(ticket.allowedActions);
  return (
    <Stack maw={960}>
      <Paper withBorder p="md" radius="md" component="article" aria-labelledby="ticket-title">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} size="h3" id="ticket-title" style={{ overflowWrap: "anywhere" }}>
              {sectionOf(ticket)}
            </Title>
            <TicketStatusBadge status={ticket.status} />
          </Group>
          <TicketStepper ticket={ticket} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TicketEmployeeField ticket={ticket} />
            <Field label={t("fields.workingAddress")}>{ticket.workingAddress}</Field>
            <Field label={t("fields.transportType")}>{t(`transportTypes.${ticket.transportType}`)}</Field>
            <Field label={t("fields.duration")}>{t("months", { count: ticket.duration })}</Field>
            <Field label={t("fields.amount")}>{formatYen(ticket.amount)}</Field>
            <Field label={t("fields.startDate")}>{formatDisplayDate(ticket.startDate)}</Field>
            <Field label={t("fields.endDate")}>{formatDisplayDate(ticket.endDate)}</Field>
            <Field label={t("fields.kind")}>{t(`kinds.${ticket.kind}`)}</Field>
            {ticket.submittedDate && (
              <Field label={t("fields.submittedDate")}>{formatDateTime(ticket.submittedDate)}</Field>
            )}
          </SimpleGrid>
          {ticket.notes && <Field label={t("fields.notes")}>{ticket.notes}</Field>}
          <CancelFields ticket={ticket} />
          <Group gap="xs">
            {allowed.has("edit") && (
              <Button component={Link} to={ticketPaths.edit(ticket.id)} variant="outline" size="xs">
                {t("actions.edit")}
              </Button>
            )}
            {allowed.has("requestCancel") && (
              <Button component={Link} to={ticketPaths.cancel(ticket.id)} variant="default" size="xs">
                {t("actions.requestCancel")}
              </Button>
            )}
            <TicketBackLink ticket={ticket} />
          </Group>
        </Stack>
      </Paper>
      {ticket.allowedActions.some(isDecisionAction) && (
        <Paper withBorder p="md" radius="md">
          <TicketDecisionBar ticket={ticket} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <EvidenceList ticket={ticket} />
      </Paper>
      {ticket.hrNote !== null && (
        <Paper withBorder p="md" radius="md">
          <HrNote ticket={ticket} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <TicketTimeline ticketId={ticket.id} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {commentText("title")}
        </Title>
        <CommentThread objectType="commutationTicket" objectId={ticket.id} />
      </Paper>
    </Stack>
  );
}

/** A ticket that cannot be shown: unknown, or not the caller's to see. */
export function TicketNotAvailable() {
  const { t } = useTranslation("commutation-ticket");
  return (
    <EmptyState
      icon={<IconTicket aria-hidden />}
      title={t("detail.notFound")}
      withIndicatorBackground
      py="xl"
    >
      <EmptyState.Actions>
        <Button component={Link} to={ticketPaths.route} variant="default">
          {t("detail.backToRoute")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function TicketLoading() {
  const { t } = useTranslation("common");
  return (
    <Stack maw={960} aria-busy>
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
      <Skeleton height={180} radius="md" />
      <Skeleton height={80} radius="md" />
    </Stack>
  );
}

export function TicketLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(["commutation-ticket", "common"]);
  return (
    <Alert color="red" variant="light" role="alert" title={t("detail.loadFailed")} maw={960}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t("common:retry")}
      </Button>
    </Alert>
  );
}

/** Whether a failed ticket load means the ticket is not there for this caller. */
export function isTicketGone(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === HttpStatus.notFound || error.status === HttpStatus.permissionDenied)
  );
}

/**
 * Loads a ticket and renders `children` with it; until then a loader, and when it cannot be
 * loaded "not available" (not found or not the caller's) or the failure with a retry.
 */
export function LoadedTicket({ id, children }: { id: number; children: (ticket: Ticket) => ReactNode }) {
  const ticket = useTicket(id);
  if (ticket.isPending) return <TicketLoading />;
  if (ticket.isError) {
    return isTicketGone(ticket.error) ? (
      <TicketNotAvailable />
    ) : (
      <TicketLoadFailed onRetry={() => void ticket.refetch()} />
    );
  }
  return children(ticket.data);
}

/** One ticket: its fields, status, evidence and what happened to it. */
export function TicketDetail({ id }: { id: number }) {
  return <LoadedTicket id={id}>{(ticket) => <TicketArticle ticket={ticket} />}</LoadedTicket>;
}
