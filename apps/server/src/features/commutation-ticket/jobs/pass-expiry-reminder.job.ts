import { addDays } from "@portal/contract/common/dates";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import {
  activeTicketStatuses,
  continueWindowDays,
  inForceTicketStatuses,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import { JobMessages } from "@portal/contract/job/job.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../../app-deps";
import { companyToday } from "../../../lib/company-date";
import type { JobContext, JobCounts, JobDefinition, JobOutcome } from "../../job/job.types";
import { mailEmployees } from "../../mail/mail-recipients";
import { notify } from "../../notification/notify";
import { findContinuedIds, type TicketRow } from "../commutation-ticket.repository";
import { continuationLink } from "../ticket-events";
import * as jobs from "./ticket-jobs.repository";

const pageSize = 200;
const progressEvery = 10;

/**
 * Passes whose owner may continue them: in force, but not while a cancellation waits for HR (the
 * form refuses to continue those).
 */
const continuableStatuses = inForceTicketStatuses.filter((status) => status !== TicketStatus.cancelling);

type ReminderResult = "reminded" | "mailFailed" | "taken";

/**
 * Reminds one pass's owner: claims the reminder first (a conditional write of
 * expiry_reminded_at), then notifies them and e-mails them, both with the link to the
 * continuation. A reminder that could not be written is given back for the next run.
 */
async function remindOwner(deps: AppDeps, ticket: TicketRow): Promise<ReminderResult> {
  const at = deps.clock.now().toISOString();
  if (!(await jobs.claimExpiryReminder(deps.db, ticket.id, at))) return "taken";
  const link = continuationLink(ticket.id);
  const params = { departure: ticket.departure, arrival: ticket.arrival, endDate: ticket.endDate };
  try {
    await notify(deps, {
      recipients: [ticket.employeeId],
      severity: Severity.medium,
      title: { key: "ticket.notify.passExpiry.title", params },
      message: { key: "ticket.notify.passExpiry.message", params },
      link,
    });
  } catch (error) {
    await jobs.releaseExpiryReminder(deps.db, ticket.id, at);
    throw error;
  }
  const mail = await mailEmployees(deps, [ticket.employeeId], "passExpiry", (recipient) => ({
    name: recipient.name,
    departure: ticket.departure,
    arrival: ticket.arrival,
    endDate: ticket.endDate,
    link: `${deps.config.publicUrl}${link}`,
  }));
  return mail.failed > 0 ? "mailFailed" : "reminded";
}

/**
 * Reminds the owners of passes ending within the configured days (company dates, Japan; the end
 * date on the last of those days included) to continue them: once per pass, not when a
 * continuation is already asked for or in force. The window never opens before the form lets
 * the pass be continued (30 days before its end). Counts: passes found, owners reminded, failures.
 */
export async function remindPassesEnding(
  deps: AppDeps,
  progress: (counts: JobCounts) => Promise<void> = async () => {},
  log?: Pick<JobContext["log"], "error">,
): Promise<JobOutcome> {
  const counts: JobCounts = { total: 0, success: 0, failed: 0 };
  const configured = deps.config.commuting.passExpiryReminderDays;
  if (configured <= 0) return { messageKey: JobMessages.sendMessageSuccess, ...counts };
  const today = companyToday(deps);
  const period = { from: today, to: addDays(today, Math.min(configured, continueWindowDays)) };
  let afterId = 0;
  let handled = 0;
  for (;;) {
    const page = await jobs.findPassesEnding(deps.db, continuableStatuses, period, {
      afterId,
      limit: pageSize,
    });
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id ?? afterId;
    const continued = await findContinuedIds(
      deps.db,
      page.map((ticket) => ticket.id),
      activeTicketStatuses,
    );
    for (const ticket of page.filter((row) => !continued.has(row.id))) {
      counts.total++;
      try {
        const result = await remindOwner(deps, ticket);
        if (result === "taken") counts.total--;
        else if (result === "reminded") counts.success++;
        else counts.failed++;
      } catch (err) {
        counts.failed++;
        log?.error({ err, ticketId: ticket.id }, "pass expiry reminder failed");
      }
      if (++handled % progressEvery === 0) await progress(counts);
    }
  }
  return { messageKey: JobMessages.sendMessageSuccess, ...counts };
}

/** passExpiryReminder: every day at 09:00 (Japan). */
export const passExpiryReminderJob: JobDefinition = {
  name: "passExpiryReminder",
  schedule: () => "0 9 * * *",
  run: ({ deps, progress, log }) => remindPassesEnding(deps, progress, log),
};
