import {
  Anchor,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Evidence, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { IconCheck, IconChecks, IconMoodCheck, IconPaperclip, IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReasonModal } from "../../../components/reason-modal";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
import { TablePagination } from "../../../components/ui/table-pagination";
import { formatBytes } from "../../../lib/format/format-bytes";
import { notifySuccess } from "../../../lib/notify";
import { useOpenEvidence } from "../api/presign-evidence";
import {
  type EvidenceReviewOutcome,
  type EvidenceReviewRequest,
  useReviewEvidence,
} from "../api/review-evidence";
import { searchPageSize, useTicketSearch } from "../api/search-tickets";
import { ticketPaths } from "../ticket-paths";
import { failureRefusals, type Refusal, Refusals, useSelection } from "./decision-queue";
import { useDepartmentName } from "./department-name";
import { sectionOf } from "./ticket-field";
import { TicketStatusBadge } from "./ticket-status-badge";
import { useTicketFailureText, useTicketServerText } from "./use-ticket-server-text";

/** The search of the tickets with evidence HR has not reviewed yet. */
const pendingFilter: TicketSearch = { evidencePending: true };

/** A ticket with the files still waiting for HR. */
interface PendingTicket {
  ticket: Ticket;
  files: Evidence[];
}

function ReviewSkeleton() {
  const { t } = useTranslation("common");
  return (
    <Stack aria-busy gap="xs">
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}

interface TicketCardProps {
  item: PendingTicket;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onApprove: (file: Evidence) => void;
  onReject: (file: Evidence) => void;
  /** While a review is being sent. */
  isBusy: boolean;
  /** The file being approved on its own, if any. */
  approvingId: number | undefined;
}

/** One ticket with its files to review: open, approve, reject, or select for a review of several. */
function TicketCard({ item, selected, onToggle, onApprove, onReject, isBusy, approvingId }: TicketCardProps) {
  const { t } = useTranslation(["commutation-ticket-search", "commutation-ticket"]);
  const open = useOpenEvidence();
  const departmentName = useDepartmentName();
  const { ticket, files } = item;
  const section = sectionOf(ticket);
  const ticketLabel = t("evidence.ticket", { name: ticket.employeeName, code: ticket.employeeCode, section });
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} flex={1}>
            <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
              {ticket.employeeName}{" "}
              <Text span size="xs" c="gray.7" fw={400}>
                {ticket.employeeCode} ·{" "}
                {departmentName({ name: ticket.departmentName, nameJa: ticket.departmentNameJa })}
              </Text>
            </Text>
            <Anchor
              component={Link}
              to={ticketPaths.detail(ticket.id)}
              size="sm"
              style={{ overflowWrap: "anywhere" }}
            >
              {section}
            </Anchor>
          </Stack>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t("evidence.files", { ticket: ticketLabel })}
        >
          {files.map((file) => (
            <Group key={file.id} component="li" gap="xs" wrap="wrap" align="center">
              <Group gap="xs" wrap="nowrap" flex={1} miw={220} align="flex-start">
                <Checkbox
                  mt={2}
                  checked={selected.has(file.id)}
                  onChange={() => onToggle(file.id)}
                  disabled={isBusy}
                  aria-label={t("evidence.select", { name: file.fileName })}
                />
                <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Stack gap={0} miw={0}>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {file.fileName}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t("evidence.fileInfo", {
                      size: formatBytes(file.size),
                      purpose: t(`commutation-ticket:evidencePurposes.${file.purpose}`),
                      date: formatDisplayDate(file.createdAt),
                    })}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="default"
                  size="xs"
                  loading={open.isPending && open.variables?.id === file.id}
                  onClick={() => open.mutate(file)}
                  aria-label={t("evidence.openOf", { name: file.fileName })}
                >
                  {t("evidence.open")}
                </Button>
                <Button
                  variant="outline"
                  size="xs"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={approvingId === file.id}
                  disabled={isBusy}
                  onClick={() => onApprove(file)}
                  aria-label={t("evidence.approveOf", { name: file.fileName })}
                >
                  {t("evidence.approve")}
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  size="xs"
                  leftSection={<IconX size={14} aria-hidden />}
                  disabled={isBusy}
                  onClick={() => onReject(file)}
                  aria-label={t("evidence.rejectOf", { name: file.fileName })}
                >
                  {t("evidence.reject")}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

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
            <TicketCard
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
