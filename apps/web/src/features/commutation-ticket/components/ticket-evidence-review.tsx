import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Evidence, EvidenceReview } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReasonModal } from "../../../components/reason-modal";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { notifySuccess } from "../../../lib/notify";
import { type EvidenceReviewOne, useReviewEvidenceOne } from "../api/review-evidence-one";
import { useTicketFormFailure } from "./use-ticket-server-text";

/** Dark shades, so the outline badge keeps a 4.5:1 contrast. */
const reviewColors: Record<EvidenceReview, string> = {
  pending: "gray.8",
  approved: "teal.9",
  rejected: "red.9",
};

/** HR's review of an evidence file: the badge, and who reviewed it, when and why. */
export function EvidenceReviewStatus({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation("commutation-ticket-decision");
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={reviewColors[evidence.review]} variant="outline" size="sm" style={{ flexShrink: 0 }}>
        {t(`evidence.review.${evidence.review}`)}
      </Badge>
      {evidence.reviewReason && (
        <Text size="xs" c="red.9" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {t("evidence.reviewReason", { reason: evidence.reviewReason })}
        </Text>
      )}
      {evidence.reviewedByName && evidence.reviewedAt && (
        <Text size="xs" c="gray.7">
          {t("evidence.reviewedBy", {
            name: evidence.reviewedByName,
            time: formatDateTime(evidence.reviewedAt),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * HR's review of the ticket's evidence files: approve and reject buttons for a file still waiting
 * for review (a rejection asks for the reason first), the refusal to show, and the dialog.
 */
export function useEvidenceReview() {
  const { t } = useTranslation("commutation-ticket-decision");
  const review = useReviewEvidenceOne();
  const failure = useTicketFormFailure();
  const [rejecting, setRejecting] = useState<Evidence | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function send(evidence: Evidence, request: EvidenceReviewOne) {
    setProblem(null);
    review.mutate(request, {
      onSuccess: () =>
        notifySuccess(
          t(request.approve ? "evidence.approved" : "evidence.rejected", { name: evidence.fileName }),
        ),
      onError: (error) => {
        setProblem(failure(error, t("evidence.failed"))?.message ?? null);
      },
      onSettled: () => setRejecting(null),
    });
  }

  const isSending = (evidence: Evidence) => review.isPending && review.variables?.evidenceId === evidence.id;

  function buttonsOf(evidence: Evidence) {
    if (evidence.review !== "pending") return null;
    return (
      <Group gap={4} wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          color="teal.9"
          loading={isSending(evidence) && review.variables?.approve === true}
          disabled={review.isPending}
          onClick={() => send(evidence, { evidenceId: evidence.id, approve: true })}
          aria-label={t("evidence.approveOf", { name: evidence.fileName })}
        >
          {t("evidence.approve")}
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          disabled={review.isPending}
          onClick={() => setRejecting(evidence)}
          aria-label={t("evidence.rejectOf", { name: evidence.fileName })}
        >
          {t("evidence.reject")}
        </Button>
      </Group>
    );
  }

  const problemAlert = problem ? (
    <Alert color="red" variant="light" role="alert">
      {problem}
    </Alert>
  ) : null;

  const modal = (
    <ReasonModal
      maxLength={TicketLimits.reasonMaxLength}
      subject={rejecting}
      texts={{
        title: t("evidence.rejectDialog.title"),
        message: (evidence) => t("evidence.rejectDialog.message", { name: evidence.fileName }),
        reason: t("evidence.rejectDialog.reason"),
        cancel: t("evidence.rejectDialog.cancel"),
        confirm: t("evidence.rejectDialog.confirm"),
      }}
      rows={3}
      isPending={review.isPending}
      onReject={(evidence, reason) => send(evidence, { evidenceId: evidence.id, approve: false, reason })}
      onClose={() => setRejecting(null)}
    />
  );

  return { buttonsOf, problemAlert, modal };
}
