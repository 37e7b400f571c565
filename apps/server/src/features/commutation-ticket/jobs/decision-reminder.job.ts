import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { waitingOn } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { JobMessages } from "@portal/contract/job/job.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../../app-deps";
import type { JobContext, JobCounts, JobDefinition, JobOutcome } from "../../job/job.types";
import { mailEmployees } from "../../mail/mail-recipients";
import { notify } from "../../notification/notify";
import type { TicketRow } from "../commutation-ticket.repository";
import { partiesOf, ticketLink } from "../ticket-events";
import * as jobs from "./ticket-jobs.repository";

const dayMs = 86_400_000;
const progressEvery = 10;
/** Most tickets one run reminds of; the next run takes the rest. */
const runLimit = 500;

/** Statuses in which a ticket waits for a decider (leader, HR, approver). */
const decisionStatuses = (Object.values(TicketStatus) as TicketStatus[]).filter((status) => {
  const actor = waitingOn(status);
  return actor === "leader" || actor === "hr" || actor === "approver";
});

type ReminderResult = "reminded" | "mailFailed" | "taken";

/**
 * Reminds whoever holds one ticket's decision: claims the reminder first (a conditional write of
 * reminded_at, so of several instances only one sends it), then notifies the holders and e-mails
 * each of them in their language.
 */
async function remindHolders(
  deps: AppDeps,
  ticket: TicketRow,
  now: Date,
  cutoff: string,
): Promise<ReminderResult> {
  if (!(await jobs.claimDecisionReminder(deps.db, ticket, now.toISOString(), cutoff))) return "taken";
  const holder = waitingOn(ticket.status as TicketStatus);
  if (!holder || holder === "owner") return "reminded";
  const recipients = (await partiesOf(deps, ticket))[holder];
  const waitedDays = Math.floor((now.getTime() - Date.parse(ticket.updatedAt)) / dayMs);
  const params = {
    name: ticket.employeeName,
    departure: ticket.departure,
    arrival: ticket.arrival,
    days: waitedDays,
  };
  const link = ticketLink(ticket.id);
  try {
    await notify(deps, {
      recipients,
      severity: Severity.medium,
      title: { key: "ticket.notify.reminder.title", params },
      message: { key: "ticket.notify.reminder.message", params },
      link,
      notice: "OnRequestCreated",
    });
  } catch (error) {
    // Not reminded after all: the next run tries again.
    await jobs.releaseDecisionReminder(deps.db, ticket.id, now.toISOString());
    throw error;
  }
  const mail = await mailEmployees(deps, recipients, "decisionReminder", () => ({
    ...params,
    link: `${deps.config.publicUrl}${link}`,
  }));
  return mail.failed > 0 ? "mailFailed" : "reminded";
}

/**
 * Reminds whoever holds a decision that has waited more than the configured number of days (and
 * again every as many days while it waits), by notification and e-mail. Safe with several
 * instances running it at once. Counts: tickets found, tickets whose holders were reminded,
 * failures (an error, or an e-mail the server refused).
 */
export async function remindWaitingDecisions(
  deps: AppDeps,
  progress: (counts: JobCounts) => Promise<void> = async () => {},
  log?: Pick<JobContext["log"], "error">,
): Promise<JobOutcome> {
  const counts: JobCounts = { total: 0, success: 0, failed: 0 };
  const days = deps.config.commuting.reminderDays;
  if (days <= 0) return { messageKey: JobMessages.sendMessageSuccess, ...counts };
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString();
  const waiting = await jobs.findDecisionsWaiting(deps.db, decisionStatuses, cutoff, runLimit);
  counts.total = waiting.length;
  let handled = 0;
  for (const ticket of waiting) {
    try {
      const result = await remindHolders(deps, ticket, now, cutoff);
      if (result === "taken") counts.total--;
      else if (result === "reminded") counts.success++;
      else counts.failed++;
    } catch (err) {
      counts.failed++;
      log?.error({ err, ticketId: ticket.id }, "decision reminder failed");
    }
    if (++handled % progressEvery === 0) await progress(counts);
  }
  return { messageKey: JobMessages.sendMessageSuccess, ...counts };
}

/** decisionReminder: every hour at minute 15. */
export const decisionReminderJob: JobDefinition = {
  name: "decisionReminder",
  schedule: () => "15 * * * *",
  run: ({ deps, progress, log }) => remindWaitingDecisions(deps, progress, log),
};
