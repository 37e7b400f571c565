import { Alert, Button, EmptyState, Group, List, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useElementSize, useMediaQuery } from "@mantine/hooks";
import type {
  Ticket,
  TicketDecisionResult,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconChecks, IconMoodCheck } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../lib/notify";
import { useSession } from "../../auth/hooks/use-session";
import { type LeaderDecision, useLeaderDecision } from "../api/decide-as-leader";
import { useLeaderQueue } from "../api/get-leader-queue";
import { LeaderQueueCards, LeaderQueueTable, queueTableMinWidth, useRowLabel } from "./leader-queue-rows";
import { RejectTicketModal } from "./reject-ticket-modal";
import { useFormFailure, useServerText } from "./use-server-text";

/**
 * Whether the queue shows cards rather than the table: the room it has once measured (the
 * sidebar's width changes it), the screen's width until then.
 */
function useCardsLayout() {
  const { ref, width } = useElementSize();
  const isNarrowScreen = useMediaQuery(`(max-width: ${queueTableMinWidth + 84}px)`, false, {
    getInitialValueInEffect: false,
  });
  return { ref, showCards: width > 0 ? width < queueTableMinWidth : isNarrowScreen };
}

/** A ticket the server did not decide, with why. */
interface Refusal {
  id: number;
  text: string;
}

function QueueSkeleton() {
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

function Refusals({ refusals, onClose }: { refusals: Refusal[]; onClose: () => void }) {
  const { t } = useTranslation(["commutationTicket", "common"]);
  if (refusals.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t("leaderQueue.refusedTitle", { count: refusals.length })}
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
 * The leader's queue: the team's tickets waiting for confirmation, confirmed several at once or
 * rejected one by one with a reason; refusals are listed with the server's reason.
 */
export function LeaderQueue() {
  const { t } = useTranslation(["commutationTicket", "common"]);
  const account = useSession().session?.username;
  const queue = useLeaderQueue(account);
  const decide = useLeaderDecision();
  const failure = useFormFailure(() => undefined);
  const serverText = useServerText();
  const rowLabel = useRowLabel();
  const layout = useCardsLayout();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<Ticket | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const tickets = queue.data ?? [];
  // Tickets decided elsewhere leave the queue, and the selection with them.
  const chosen = tickets.filter((ticket) => selected.has(ticket.id)).map((ticket) => ticket.id);

  const labelOf = (id: number) => {
    const ticket = tickets.find((candidate) => candidate.id === id);
    return ticket ? rowLabel(ticket) : `#${id}`;
  };
  const refusalOf = (id: number, message: string): Refusal => ({
    id,
    text: t("leaderQueue.refused", { row: labelOf(id), message: serverText(message) }),
  });

  function showOutcome(result: TicketDecisionResult, decision: LeaderDecision) {
    if (result.decided.length > 0) {
      notifySuccess(
        decision.confirm
          ? t("leaderQueue.confirmed", { count: result.decided.length })
          : t("leaderQueue.rejected"),
      );
    }
    setRefusals(result.refused.map(({ id, message }) => refusalOf(id, message)));
  }

  /** One ticket's refusal is the error itself (409 with why; 401 gets the app-wide message). */
  function showFailure(error: unknown, decision: LeaderDecision) {
    const shown = failure(error);
    if (!shown?.message) return;
    const message = shown.message;
    setRefusals(
      decision.ids.length === 1 ? [refusalOf(decision.ids[0] ?? 0, message)] : [{ id: 0, text: message }],
    );
  }

  function send(decision: LeaderDecision, onDone?: () => void) {
    setRefusals([]);
    decide.mutate(decision, {
      onSuccess: (result) => showOutcome(result, decision),
      onError: (error) => showFailure(error, decision),
      onSettled: () => {
        setSelected(new Set());
        onDone?.();
      },
    });
  }

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function toggleAll() {
    setSelected(chosen.length === tickets.length ? new Set() : new Set(tickets.map((ticket) => ticket.id)));
  }

  let body: ReactNode;
  if (queue.isPending) body = <QueueSkeleton />;
  else if (queue.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t("leaderQueue.loadFailed")}>
        <Button variant="light" color="red" size="xs" onClick={() => void queue.refetch()}>
          {t("common:retry")}
        </Button>
      </Alert>
    );
  } else if (tickets.length === 0) {
    body = (
      <EmptyState
        icon={<IconMoodCheck aria-hidden />}
        title={t("leaderQueue.empty")}
        description={t("leaderQueue.emptyDescription")}
        withIndicatorBackground
        py="xl"
      />
    );
  } else {
    const rows = {
      tickets,
      selected,
      onToggle: toggle,
      onToggleAll: toggleAll,
      onReject: setRejecting,
      isBusy: decide.isPending,
    };
    body = (
      <Stack gap="sm" aria-busy={queue.isFetching}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7" aria-live="polite">
            {t("leaderQueue.total", { count: tickets.length })}
            {chosen.length > 0 && ` · ${t("leaderQueue.selected", { count: chosen.length })}`}
          </Text>
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={chosen.length === 0}
            loading={decide.isPending && decide.variables?.confirm === true}
            onClick={() => send({ ids: chosen, confirm: true })}
          >
            {t("leaderQueue.confirmSelected")}
          </Button>
        </Group>
        {layout.showCards ? <LeaderQueueCards {...rows} /> : <LeaderQueueTable {...rows} />}
      </Stack>
    );
  }

  return (
    <Stack ref={layout.ref}>
      <Refusals refusals={refusals} onClose={() => setRefusals([])} />
      {body}
      <RejectTicketModal
        ticket={rejecting}
        isPending={decide.isPending}
        onReject={(ticket, reason) =>
          send({ ids: [ticket.id], confirm: false, reason }, () => setRejecting(null))
        }
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
