import { Button, EmptyState, Group, Stack, Switch, Text } from "@mantine/core";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { IconChecks, IconReceiptRefund } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { TablePagination } from "../../../components/ui/table-pagination";
import { useCardsLayout } from "../../../components/ui/use-cards-layout";
import { useRefundDecision } from "../api/decide-refund";
import { everyRefund, refundPageSize, useRefunds } from "../api/get-refunds";
import { type DecisionOutcomeTexts, QueueSkeleton, Refusals, useDecisionFlow } from "./decision-queue";
import { RefundCards, RefundTable, refundTableMinWidth } from "./refund-list-rows";
import { type RejectDialogTexts, RejectTicketModal } from "./reject-ticket-modal";
import { sectionOf } from "./ticket-field";

const waitingRequests: TicketSearch = { statuses: [TicketStatus.cancelling] };

/** A request HR still decides on. */
const isWaiting = (ticket: Ticket) => ticket.status === TicketStatus.cancelling;

/**
 * HR's cancellations and refunds, waiting ones first, 20 a page: several approved at once (the
 * tickets are cancelled), or one rejected with the reason the employee reads.
 */
export function RefundList() {
  const { t } = useTranslation(["commutation-ticket-desk", "commutation-ticket"]);
  const [page, setPage] = useState(1);
  const [waitingOnly, setWaitingOnly] = useState(false);
  const refunds = useRefunds({ filter: waitingOnly ? waitingRequests : everyRefund, page });
  const decide = useRefundDecision();
  const layout = useCardsLayout(refundTableMinWidth);

  const tickets = refunds.data?.data ?? [];
  const totalCount = refunds.data?.totalCount ?? 0;
  const selectable = tickets.filter(isWaiting);
  const outcome: DecisionOutcomeTexts = {
    confirmed: (count) => t("refunds.approved", { count }),
    rejected: t("refunds.rejected"),
  };
  const flow = useDecisionFlow({ tickets: selectable, mutation: decide, texts: outcome });
  const rejectDialog: RejectDialogTexts = {
    title: t("refunds.rejectDialog.title"),
    message: (ticket) =>
      t("refunds.rejectDialog.message", { name: ticket.employeeName, section: sectionOf(ticket) }),
    reason: t("refunds.rejectDialog.reason"),
    confirm: t("refunds.rejectDialog.confirm"),
  };

  // A page emptied by decisions (with "waiting only", decided requests leave the list): go back
  // to the last page that still has requests.
  const lastPage = Math.max(1, Math.ceil(totalCount / refundPageSize));
  const isPageEmptied =
    Boolean(refunds.data) && !refunds.isPlaceholderData && tickets.length === 0 && page > 1;
  useEffect(() => {
    if (isPageEmptied) setPage(Math.min(page - 1, lastPage));
  }, [isPageEmptied, page, lastPage]);

  function changePage(next: number) {
    flow.clearSelection();
    setPage(next);
  }

  let body: ReactNode;
  if (refunds.isPending) body = <QueueSkeleton />;
  else if (refunds.isError && !refunds.data) {
    body = <LoadFailed title={t("refunds.loadFailed")} onRetry={() => void refunds.refetch()} />;
  } else if (tickets.length === 0) {
    body = (
      <EmptyState
        icon={<IconReceiptRefund aria-hidden />}
        title={waitingOnly ? t("refunds.emptyWaiting") : t("refunds.empty")}
        withIndicatorBackground
        py="xl"
      />
    );
  } else {
    const rows = {
      tickets,
      selectable,
      isWaiting,
      selected: flow.selected,
      onToggle: flow.toggle,
      onToggleAll: flow.toggleAll,
      onReject: flow.setRejecting,
      isBusy: flow.isBusy,
      rejectTexts: {
        reject: t("refunds.reject"),
        rejectOf: (row: string) => t("refunds.rejectOf", { row }),
      },
    };
    body = (
      <Stack gap="sm" aria-busy={refunds.isFetching}>
        {layout.showCards ? <RefundCards {...rows} /> : <RefundTable {...rows} />}
        <TablePagination
          totalCount={totalCount}
          pageSize={refundPageSize}
          value={page}
          onChange={changePage}
          size="sm"
          namedPages
        />
      </Stack>
    );
  }

  return (
    <Stack ref={layout.ref}>
      <Group justify="space-between" gap="xs">
        <Switch
          label={t("refunds.waitingOnly")}
          checked={waitingOnly}
          onChange={(event) => {
            flow.clearSelection();
            setWaitingOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
        <Group gap="xs">
          {refunds.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t("refunds.total", { count: totalCount })}
              {flow.chosen.length > 0 &&
                ` · ${t("commutation-ticket:leaderQueue.selected", { count: flow.chosen.length })}`}
            </Text>
          )}
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={flow.chosen.length === 0}
            loading={flow.isConfirming}
            onClick={flow.confirmChosen}
          >
            {t("refunds.approveSelected")}
          </Button>
        </Group>
      </Group>
      <Refusals refusals={flow.refusals} onClose={flow.clearRefusals} />
      {body}
      <RejectTicketModal
        ticket={flow.rejecting}
        isPending={flow.isBusy}
        onReject={flow.rejectOne}
        onClose={() => flow.setRejecting(null)}
        texts={rejectDialog}
      />
    </Stack>
  );
}
