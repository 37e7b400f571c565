import { Button } from "@mantine/core";
import { roleRules } from "@portal/contract/auth/auth.roles";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { TicketActor } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { ticketTransitions } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useSession } from "../../auth/hooks/use-session";
import { ticketPaths } from "../ticket-paths";

type Decider = Exclude<TicketActor, "owner">;

const queueOf: Record<Decider, string> = {
  leader: ticketPaths.leaderQueue,
  hr: ticketPaths.hrDesk,
  approver: ticketPaths.approverQueue,
};

/** The queue a decider came from: the one of a decision they may take, else their role's. */
function useDeciderQueue(ticket: Pick<Ticket, "allowedActions" | "hrNote">): Decider | null {
  const roles = useSession().session?.roles;
  const actor = ticket.allowedActions
    .map((action) => ticketTransitions[action].actor)
    .find((a) => a !== "owner");
  if (actor) return actor;
  if (roles && roleRules.isHr(roles)) return "hr";
  if (roles && roleRules.isTicketApprover(roles)) return "approver";
  if (roles && roleRules.isDepartmentLeader(roles)) return "leader";
  // Only HR and approvers read the note.
  return ticket.hrNote === null ? null : "hr";
}

/**
 * Where to go back to from a ticket: the owner's route for their own ticket; for anyone else (a
 * leader, HR, an approver, a delegate) the page they came from, or their queue when they opened
 * the ticket directly.
 */
export function TicketBackLink({
  ticket,
}: {
  ticket: Pick<Ticket, "account" | "allowedActions" | "hrNote">;
}) {
  const { t } = useTranslation(["commutation-ticket-decision", "commutation-ticket"]);
  const account = useSession().session?.username;
  const location = useLocation();
  const navigate = useNavigate();
  const queue = useDeciderQueue(ticket);
  const isOwn = account === ticket.account || (account === undefined && queue === null);

  if (isOwn || queue === null) {
    return (
      <Button component={Link} to={ticketPaths.route} variant="default" size="xs">
        {t("commutation-ticket:detail.backToRoute")}
      </Button>
    );
  }
  // "default" is the key of the first page of the session: there is nothing to go back to.
  if (location.key !== "default") {
    return (
      <Button
        variant="default"
        size="xs"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
        onClick={() => void navigate(-1)}
      >
        {t("decision.back")}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={queueOf[queue]}
      variant="default"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
    >
      {t(`decision.backTo.${queue}`)}
    </Button>
  );
}
