import { Button, Checkbox, EmptyState, Group, Stack, Text } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Evidence } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { IconChecks, IconMoodCheck, IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ReasonModal } from "../../../components/reason-modal";
import { LoadFailed } from "../../../components/ui/load-failed";
import { TablePagination } from "../../../components/ui/table-pagination";
import { notifySuccess } from "../../../lib/notify";
import {
  type EvidenceReviewOutcome,
  type EvidenceReviewRequest,
  useReviewEvidence,
} from "../api/review-evidence";
import { searchPageSize, useTicketSearch } from "../api/search-tickets";
import { failureRefusals, type Refusal, Refusals, useSelection } from "./decision-queue";
import { EvidenceTicketCard, type PendingTicket, ReviewSkeleton } from "./evidence-review-card";
import { useTicketFailureText, useTicketServerText } from "./use-ticket-server-text";

/** The search of the tickets with evidence HR has not reviewed yet. */
const pendingFilter: TicketSearch = { evidencePending: true };

/**
 * HR's review of evidence files: the tickets with files not reviewed yet, 20 a page; each file
 * opened, approved or rejected with a reason, or several selected and reviewed at once; files
 * the server refused are listed with why.
 */
export function EvidenceReview() {
  const { t } = useTranslation(["commutation-ticket-search", "common"]);
  const [page, setPage] = useState(1);
  const search = useTicketSearch({ filter: pendingFilter, page });
  const review = useReviewEvidence();
  const failureText = useTicketFailureText();
  const serverText = useTicketServerText();
  const [rejecting, setRejecting] = useState<Evidence[] | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const items: PendingTicket[] = (search.data?.data ?? [])
    .map((ticket) => ({ ticket, files: ticket.evidences.filter((file) => file.review === "pending") }))
    .filter((item) => item.files.length > 0);
  const files = items.flatMap((item) => item.files);
  const selection = useSelection(files);
  const { selected, chosen } = selection;
  const totalCount = search.data?.totalCount ?? 0;
  const reviewing = review.isPending ? review.variables : undefined;
  const approvingId =
    reviewing?.kind === "approve" && reviewing.ids.length === 1 ? reviewing.ids[0] : undefined;

  // Reviewing the last page's files empties it: go back to the page before.
  const isPageGone = page > 1 && search.data !== undefined && search.data.data.length === 0;
  useEffect(() => {
    if (isPageGone) setPage((current) => Math.max(1, current - 1));
  }, [isPageGone]);

  const nameOf = (id: number) => files.find((file) => file.id === id)?.fileName ?? `#${id}`;
  const refusalOf = (id: number, message: string): Refusal => ({
    id,
    text: t("evidence.refused", { name: nameOf(id), message }),
  });

  function showOutcome(result: EvidenceReviewOutcome, request: EvidenceReviewRequest) {
    const count = result.reviewed.length;
    if (count > 0) {
      notifySuccess(
        request.kind === "approve" ? t("evidence.approved", { count }) : t("evidence.rejected", { count }),
      );
    }
    setRefusals(result.refused.map(({ id, message }) => refusalOf(id, serverText(message))));
  }

  function showFailure(error: unknown, request: EvidenceReviewRequest) {
    setRefusals(failureRefusals(request.ids, failureText(error, t("evidence.failed")), refusalOf));
  }

  function send(request: EvidenceReviewRequest) {
    setRefusals([]);
    review.mutate(request, {
      onSuccess: (result) => showOutcome(result, request),
      onError: (error) => showFailure(error, request),
      onSettled: () => {
        selection.clear();
        setRejecting(null);
      },
    });
  }

  let body: ReactNode;
  if (search.isPending) body = <ReviewSkeleton />;
  else if (search.isError && !search.data) {
    body = <LoadFailed title={t("evidence.loadFailed")} onRetry={() => void search.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<IconMoodCheck aria-hidden />}
        title={t("evidence.empty")}
        description={t("evidence.emptyDescription")}
        withIndicatorBackground
        py="xl"
      />
    );
  } else {
    body = (
      <Stack gap="sm" aria-busy={search.isFetching}>
        <Group justify="space-between" gap="xs">
          <Checkbox
            checked={chosen.length > 0 && chosen.length === files.length}
            indeterminate={chosen.length > 0 && chosen.length < files.length}
            onChange={selection.toggleAll}
            disabled={review.isPending}
            label={t("evidence.selectAll")}
          />
          <Group gap="xs">
            <Button
              leftSection={<IconChecks size={16} aria-hidden />}
              disabled={chosen.length === 0 || review.isPending}
              loading={reviewing?.kind === "approve" && reviewing.ids.length > 1}
              onClick={() => send({ kind: "approve", ids: chosen.map((file) => file.id) })}
            >
              {t("evidence.approveSelected")}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={chosen.length === 0 || review.isPending}
              onClick={() => setRejecting(chosen)}
            >
              {t("evidence.rejectSelected")}
            </Button>
          </Group>
        </Group>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {items.map((item) => (
            <EvidenceTicketCard
              key={item.ticket.id}
              item={item}
              selected={selected}
              onToggle={selection.toggle}
              onApprove={(file) => send({ kind: "approve", ids: [file.id] })}
              onReject={(file) => setRejecting([file])}
              isBusy={review.isPending}
              approvingId={approvingId}
            />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="section" aria-label={t("evidence.title")}>
      <Text size="sm" c="gray.7" aria-live="polite">
        {search.data ? t("evidence.total", { count: totalCount }) : ""}
        {chosen.length > 0 && ` · ${t("evidence.selected", { count: chosen.length })}`}
      </Text>
      <Refusals
        refusals={refusals}
        onClose={() => setRefusals([])}
        title={(count) => t("evidence.refusedTitle", { count })}
      />
      {body}
      <TablePagination
        totalCount={totalCount}
        pageSize={searchPageSize}
        value={page}
        onChange={(next) => {
          setPage(next);
          selection.clear();
        }}
        size="sm"
        namedPages
      />
      <ReasonModal
        maxLength={TicketLimits.reasonMaxLength}
        subject={rejecting}
        texts={{
          title: t("evidence.rejectDialog.title"),
          message: (rejected) => {
            const [only] = rejected;
            return rejected.length === 1 && only
              ? t("evidence.rejectDialog.messageOne", { name: only.fileName })
              : t("evidence.rejectDialog.messageMany", { count: rejected.length });
          },
          reason: t("evidence.rejectDialog.reason"),
          cancel: t("evidence.rejectDialog.cancel"),
          confirm: t("evidence.rejectDialog.confirm"),
        }}
        isPending={review.isPending}
        onReject={(rejected, reason) =>
          send({ kind: "reject", ids: rejected.map((file) => file.id), reason })
        }
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
