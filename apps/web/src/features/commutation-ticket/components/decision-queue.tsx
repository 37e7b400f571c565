import { Alert, Button, EmptyState, Group, List, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import type {
  Ticket,
  TicketDecisionResult,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconChecks, IconMoodCheck } from "@tabler/icons-react";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { useCardsLayout } from "../../../components/ui/use-cards-layout";
import { notifySuccess } from "../../../lib/notify";
import { queueTableMinWidth, type RejectButtonTexts, useRowLabel } from "./decision-queue-cells";
import { DecisionQueueCards, DecisionQueueTable } from "./decision-queue-rows";
import { type RejectDialogTexts, RejectTicketModal } from "./reject-ticket-modal";
import { useTicketFormFailure, useTicketServerText } from "./use-ticket-server-text";

/** A decision on tickets: confirm (approve) several, or reject one with the reason. */
export interface QueueDecision {
  ids: number[];
  confirm: boolean;
  /** Required to reject: whoever the ticket goes back to reads it. */
  reason?: string;
}

/** Sends a decision and answers per ticket (`{ decided, refused }`); one ticket's refusal throws. */
export type DecisionMutation = Pick<
  UseMutationResult<TicketDecisionResult, Error, QueueDecision>,
  "mutate" | "isPending" | "variables"
>;

/** What the queue says after a decision. */
export interface DecisionOutcomeTexts {
  confirmed: (count: number) => string;
  rejected: string;
}

/** A ticket the server did not decide, with why. */
export interface Refusal {
  id: number;
  text: string;
}

export function QueueSkeleton() {
  const { t } = useTranslation("common");
  return (
    <Stack aria-busy gap="xs">
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
      <Skeleton height={36} radius="sm" />
      <Skeleton height={36} radius="sm" />
      <Skeleton height={36} radius="sm" />
    </Stack>
  );
}

interface RefusalsProps {
  refusals: Refusal[];
  onClose: () => void;
  /** The alert's title for so many refusals; "n tickets were not decided" unless given. */
  title?: (count: number) => string;
}

/** What the server did not decide or review, each with why. */
export function Refusals({ refusals, onClose, title }: RefusalsProps) {
  const { t } = useTranslation(["commutation-ticket", "common"]);
  if (refusals.length === 0) return null;
  const count = refusals.length;
  return (
    <Alert
      color="red"
      variant="light"
      title={title ? title(count) : t("leaderQueue.refusedTitle", { count })}
      withCloseButton
      closeButtonLabel={t("common:close")}
      onClose={onClose}
    >
      <List size="sm" spacing={4}>
        {refusals.map((refusal) => (
          <List.Item key={refusal.id} style={{ overflowWrap: "anywhere" }}>
            {refusal.text}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The items of a list selected for a decision of several at once. Items that leave the list
 * (decided or reviewed elsewhere) leave the selection with them.
 */
export function useSelection<T extends { id: number }>(items: readonly T[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const chosen = items.filter((item) => selected.has(item.id));

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function toggleAll() {
    setSelected(chosen.length === items.length ? new Set() : new Set(items.map((item) => item.id)));
  }

  return { selected, chosen, toggle, toggleAll, clear: () => setSelected(new Set()) };
}

/**
 * The refusals of a failed call: one item's refusal is the error itself (`refusalOf` names it);
 * a list's failure concerns them all.
 */
export function failureRefusals(
  ids: readonly number[],
  message: string,
  refusalOf: (id: number, message: string) => Refusal,
): Refusal[] {
  const [only] = ids;
  return ids.length === 1 && only !== undefined ? [refusalOf(only, message)] : [{ id: 0, text: message }];
}

/**
 * The selection, the ticket being rejected and the refusals of a list of tickets to decide, and
 * the sending of decisions: a toast for what was decided, the server's reason for each ticket it
 * refused (a single ticket's refusal is the error itself; 401 gets the app-wide message).
 */
export function useDecisionFlow({
  tickets,
  mutation,
  texts,
}: {
  /** The tickets that may be selected (decided elsewhere, they leave the selection). */
  tickets: readonly Ticket[];
  mutation: DecisionMutation;
  texts: DecisionOutcomeTexts;
}) {
  const { t } = useTranslation("commutation-ticket");
  const failure = useTicketFormFailure(() => undefined);
  const serverText = useTicketServerText();
  const rowLabel = useRowLabel();
  const selection = useSelection(tickets);
  const [rejecting, setRejecting] = useState<Ticket | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const chosen = selection.chosen.map((ticket) => ticket.id);

  const labelOf = (id: number) => {
    const ticket = tickets.find((candidate) => candidate.id === id);
    return ticket ? rowLabel(ticket) : `#${id}`;
  };
  const refusalOf = (id: number, message: string): Refusal => ({
    id,
    text: t("leaderQueue.refused", { row: labelOf(id), message: serverText(message) }),
  });

  function showOutcome(result: TicketDecisionResult, decision: QueueDecision) {
    if (result.decided.length > 0) {
      notifySuccess(decision.confirm ? texts.confirmed(result.decided.length) : texts.rejected);
    }
    setRefusals(result.refused.map(({ id, message }) => refusalOf(id, message)));
  }

  function showFailure(error: unknown, decision: QueueDecision) {
    const shown = failure(error);
    if (!shown?.message) return;
    setRefusals(failureRefusals(decision.ids, shown.message, refusalOf));
  }

  function send(decision: QueueDecision, onDone?: () => void) {
    setRefusals([]);
    mutation.mutate(decision, {
      onSuccess: (result) => showOutcome(result, decision),
      onError: (error) => showFailure(error, decision),
      onSettled: () => {
        selection.clear();
        onDone?.();
      },
    });
  }

  return {
    selected: selection.selected,
    chosen,
    toggle: selection.toggle,
    toggleAll: selection.toggleAll,
    clearSelection: selection.clear,
    refusals,
    clearRefusals: () => setRefusals([]),
    rejecting,
    setRejecting,
    confirmChosen: () => send({ ids: chosen, confirm: true }),
    rejectOne: (ticket: Ticket, reason: string) =>
      send({ ids: [ticket.id], confirm: false, reason }, () => setRejecting(null)),
    /** The confirm button spins while confirmations are on their way. */
    isConfirming: mutation.isPending && mutation.variables?.confirm === true,
    isBusy: mutation.isPending,
  };
}

/** Everything a decision queue says, in the words of its decider. */
export interface DecisionQueueTexts extends DecisionOutcomeTexts {
  loadFailed: string;
  empty: string;
  emptyDescription: string;
  total: (count: number) => string;
  confirmSelected: string;
  /** The leader's "Reject" unless given. */
  rejectButton?: RejectButtonTexts;
  rejectDialog?: RejectDialogTexts;
}

export interface DecisionQueueProps {
  queue: Pick<UseQueryResult<Ticket[]>, "data" | "isPending" | "isError" | "isFetching" | "refetch">;
  mutation: DecisionMutation;
  texts: DecisionQueueTexts;
  /** Show each ticket's status (and latest rejection reason): queues holding several statuses. */
  showStatus?: boolean;
  /** Show each employee's department: queues across the company. */
  showDepartment?: boolean;
}

/**
 * A decider's queue: tickets waiting for them, confirmed several at once or rejected one by one
 * with a reason; refusals are listed with the server's reason. Loading, empty and failed states;
 * a table, or cards when narrow.
 */
export function DecisionQueue({ queue, mutation, texts, showStatus, showDepartment }: DecisionQueueProps) {
  const { t } = useTranslation("commutation-ticket");
  const layout = useCardsLayout(queueTableMinWidth(showStatus));
  const tickets = queue.data ?? [];
  const flow = useDecisionFlow({ tickets, mutation, texts });

  let body: ReactNode;
  if (queue.isPending) body = <QueueSkeleton />;
  else if (queue.isError) {
    body = <LoadFailed title={texts.loadFailed} onRetry={() => void queue.refetch()} />;
  } else if (tickets.length === 0) {
    body = (
      <EmptyState
        icon={<IconMoodCheck aria-hidden />}
        title={texts.empty}
        description={texts.emptyDescription}
        withIndicatorBackground
        py="xl"
      />
    );
  } else {
    const rows = {
      tickets,
      selected: flow.selected,
      onToggle: flow.toggle,
      onToggleAll: flow.toggleAll,
      onReject: flow.setRejecting,
      isBusy: flow.isBusy,
      showStatus,
      showDepartment,
      rejectTexts: texts.rejectButton,
    };
    body = (
      <Stack gap="sm" aria-busy={queue.isFetching}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7" aria-live="polite">
            {texts.total(tickets.length)}
            {flow.chosen.length > 0 && ` · ${t("leaderQueue.selected", { count: flow.chosen.length })}`}
          </Text>
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={flow.chosen.length === 0}
            loading={flow.isConfirming}
            onClick={flow.confirmChosen}
          >
            {texts.confirmSelected}
          </Button>
        </Group>
        {layout.showCards ? <DecisionQueueCards {...rows} /> : <DecisionQueueTable {...rows} />}
      </Stack>
    );
  }

  return (
    <Stack ref={layout.ref}>
      <Refusals refusals={flow.refusals} onClose={flow.clearRefusals} />
      {body}
      <RejectTicketModal
        ticket={flow.rejecting}
        isPending={flow.isBusy}
        onReject={flow.rejectOne}
        onClose={() => flow.setRejecting(null)}
        texts={texts.rejectDialog}
      />
    </Stack>
  );
}
