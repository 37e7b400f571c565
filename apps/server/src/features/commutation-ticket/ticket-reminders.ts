import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { waitingOn } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../app-deps";
import { notify } from "../notification/notify";
import { selectTickets } from "./commutation-ticket.repository";
import { partiesOf, ticketLink } from "./ticket-events";

const dayMs = 86_400_000;

/** Statuses in which a ticket waits for a decider (leader, HR, approver). */
const decisionStatuses = (Object.values(TicketStatus) as TicketStatus[]).filter((status) => {
  const actor = waitingOn(status);
  return actor === "leader" || actor === "hr" || actor === "approver";
});

/**
 * Reminds whoever holds a decision that has waited more than the configured number of days (and
 * again every as many days while it waits). Each ticket's reminder is claimed with a conditional
 * write first, so of several instances running this at once only one sends it. Returns how many
 * tickets were reminded of.
 */
export async function remindWaitingDecisions(deps: AppDeps): Promise<number> {
  const days = deps.config.commuting.reminderDays;
  if (days <= 0) return 0;
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString();
  const waiting = await selectTickets(deps.db)
    .where("commutationTickets.status", "in", decisionStatuses)
    .where("commutationTickets.updatedAt", "<=", cutoff)
    .where((eb) =>
      eb.or([
        eb("commutationTickets.remindedAt", "is", null),
        eb("commutationTickets.remindedAt", "<=", cutoff),
      ]),
    )
    .orderBy("commutationTickets.updatedAt")
    .limit(500)
    .execute();
  let reminded = 0;
  for (const ticket of waiting) {
    const claimed = await deps.db
      .updateTable("commutationTickets")
      .set({ remindedAt: now.toISOString() })
      .where("id", "=", ticket.id)
      .where("status", "=", ticket.status)
      .where((eb) => eb.or([eb("remindedAt", "is", null), eb("remindedAt", "<=", cutoff)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const holder = waitingOn(ticket.status as TicketStatus);
    if (!holder || holder === "owner") continue;
    const recipients = (await partiesOf(deps, ticket))[holder];
    const waitedDays = Math.floor((now.getTime() - Date.parse(ticket.updatedAt)) / dayMs);
    const params = {
      name: ticket.employeeName,
      departure: ticket.departure,
      arrival: ticket.arrival,
      days: waitedDays,
    };
    await notify(deps, {
      recipients,
      severity: Severity.medium,
      title: { key: "ticket.notify.reminder.title", params },
      message: { key: "ticket.notify.reminder.message", params },
      link: ticketLink(ticket.id),
      notice: "OnRequestCreated",
    });
    reminded++;
  }
  return reminded;
}

/**
 * Checks for waiting decisions every hour (and shortly after start) until stopped. The
 * scheduled-job runner of the jobs feature will take this over; a failed run is logged and the
 * next one tries again.
 */
export function startTicketReminders(
  deps: AppDeps,
  log: { error: (object: unknown, message: string) => void },
): () => void {
  const run = () => {
    remindWaitingDecisions(deps).catch((err: unknown) => log.error({ err }, "ticket reminders failed"));
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, 3_600_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
