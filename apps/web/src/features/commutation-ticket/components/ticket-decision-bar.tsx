import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../lib/notify";
import {
  type DecisionAction,
  DecisionRefusedError,
  isDecisionAction,
  rejectingActions,
  useTicketDecision,
} from "../api/decide-ticket";
import { RejectTicketModal } from "./reject-ticket-modal";
import { sectionOf } from "./ticket-field";
import { useTicketFormFailure, useTicketServerText } from "./use-ticket-server-text";

type RejectingAction = "leaderReject" | "hrReject" | "approverReject" | "rejectRefund";
const isRejecting = (action: DecisionAction): action is RejectingAction => rejectingActions.has(action);

/**
 * The decisions the caller may take on the ticket now (from its allowedActions): the leader's,
 * HR's, the approver's, or HR's on a refund. A rejection asks for the reason first.
 */
export function TicketDecisionBar({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("commutation-ticket-decision");
  const decide = useTicketDecision();
  const failure = useTicketFormFailure();
  const serverText = useTicketServerText();
  const [rejecting, setRejecting] = useState<RejectingAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const actions = ticket.allowedActions.filter(isDecisionAction);
  if (actions.length === 0) return null;

  function showFailure(error: unknown) {
    if (error instanceof DecisionRefusedError) {
      setProblem(serverText(error.message));
      return;
    }
    setProblem(failure(error, t("decision.failed"))?.message ?? null);
  }

  function send(action: DecisionAction, reason?: string) {
    setProblem(null);
    decide.mutate(
      { action, id: ticket.id, reason },
      {
        onSuccess: () => notifySuccess(t(`decision.done.${action}`)),
        onError: showFailure,
        // A refusal is shown above the buttons, not behind the dialog.
        onSettled: () => setRejecting(null),
      },
    );
  }

  const isSending = (action: DecisionAction) => decide.isPending && decide.variables?.action === action;

  return (
    <Stack gap="xs" component="section" aria-labelledby="ticket-decision-title">
      <Title order={2} size="h4" id="ticket-decision-title">
        {t("decision.title")}
      </Title>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group gap="xs">
        {actions.map((action) =>
          isRejecting(action) ? (
            <Button
              key={action}
              variant="outline"
              color="red.9"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={decide.isPending}
              onClick={() => setRejecting(action)}
            >
              {t(`decision.actions.${action}`)}
            </Button>
          ) : (
            <Button
              key={action}
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={isSending(action)}
              disabled={decide.isPending && !isSending(action)}
              onClick={() => send(action)}
            >
              {t(`decision.actions.${action}`)}
            </Button>
          ),
        )}
      </Group>
      <RejectTicketModal
        ticket={rejecting ? ticket : null}
        isPending={decide.isPending}
        onReject={(_, reason) => rejecting && send(rejecting, reason)}
        onClose={() => setRejecting(null)}
        texts={
          rejecting
            ? {
                title: t(`decision.rejectDialog.title.${rejecting}`),
                message: (shown) =>
                  t(`decision.rejectDialog.message.${rejecting}`, {
                    name: shown.employeeName,
                    section: sectionOf(shown),
                  }),
                reason: t("decision.rejectDialog.reason"),
                confirm: t(`decision.actions.${rejecting}`),
              }
            : undefined
        }
      />
    </Stack>
  );
}
