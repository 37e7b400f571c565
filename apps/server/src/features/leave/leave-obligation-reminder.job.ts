import { addMonths } from "@portal/contract/common/dates";
import { JobMessages } from "@portal/contract/job/job.constants";
import { LeaveHours } from "@portal/contract/leave/leave.constants";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../app-deps";
import { companyToday } from "../../lib/company-date";
import { employeeIdsWithRole } from "../auth/roles";
import type { JobContext, JobCounts, JobDefinition, JobOutcome } from "../job/job.types";
import { mailEmployees } from "../mail/mail-recipients";
import { notify } from "../notification/notify";
import { claimReminder } from "./leave-report.repository";
import { obligationsToday } from "./leave-report.service";
import { findLeaveSettings } from "./leave-request.repository";

const progressEvery = 20;

/** The reminder points of the settings ("6,3,1"): months before the deadline, largest first. */
function reminderMonthsOf(text: string): number[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((part) => Number(part.trim()))
        .filter((months) => Number.isInteger(months) && months > 0 && months <= 12),
    ),
  ].sort((a, b) => b - a);
}

/** Days as the messages write them: 2, 2.5. */
const daysText = (days: number) => String(Math.round(days * LeaveHours.fullDay) / LeaveHours.fullDay);

/**
 * The 5-day obligation's reminders (LSA article 39-7; docs/decisions/040): everyone still short of
 * their 5 days whose deadline is within a reminder point (6, 3 and 1 months by default) hears of it
 * once per point, by notification and e-mail, and so does their leader; HR is told how many were
 * reminded. Each reminder is claimed first (a row per employee, grant and point), so a second run
 * or instance sends nothing again; a first run late sends only the nearest point passed.
 */
export async function remindObligations(
  deps: AppDeps,
  progress: (counts: JobCounts) => Promise<void> = async () => {},
): Promise<JobOutcome> {
  const counts: JobCounts = { total: 0, success: 0, failed: 0 };
  const today = companyToday(deps);
  const points = reminderMonthsOf((await findLeaveSettings(deps.db)).reminderMonths);
  const rows = (await obligationsToday(deps)).filter((row) => !row.isMet);
  const link = menuScreens.leave;
  for (const row of rows) {
    const passed = points.filter((months) => addMonths(row.until, -months) <= today);
    const nearest = passed.at(-1);
    if (nearest === undefined) continue;
    const sentAt = deps.clock.now().toISOString();
    const claims = await Promise.all(
      passed.map((months) =>
        claimReminder(deps.db, { employeeId: row.employeeId, grantDate: row.grantDate, months, sentAt }),
      ),
    );
    if (!claims[passed.length - 1]) continue;
    counts.total++;
    const params = { name: row.employeeName, missing: daysText(row.missingDays), until: row.until };
    try {
      await notify(deps, {
        recipients: [row.employeeId],
        severity: row.daysLeft <= 31 ? Severity.high : Severity.medium,
        title: { key: "leave.notify.obligation.title", params },
        message: { key: "leave.notify.obligation.message", params },
        link,
      });
      if (row.leaderId !== null && row.leaderId !== row.employeeId) {
        await notify(deps, {
          recipients: [row.leaderId],
          severity: Severity.medium,
          title: { key: "leave.notify.obligationTeam.title", params },
          message: { key: "leave.notify.obligationTeam.message", params },
          link: menuScreens.leaveLeaderQueue,
        });
      }
      const mail = await mailEmployees(deps, [row.employeeId], "leaveObligation", (recipient) => ({
        name: recipient.name,
        missing: params.missing,
        until: row.until,
        link: `${deps.config.publicUrl}${link}`,
      }));
      if (mail.failed > 0) counts.failed++;
      else counts.success++;
    } catch {
      counts.failed++;
    }
    if (counts.total % progressEvery === 0) await progress(counts);
  }
  if (counts.total > 0) {
    await notify(deps, {
      recipients: await employeeIdsWithRole(deps, "hr"),
      severity: Severity.low,
      title: { key: "leave.notify.obligationHr.title", params: { count: counts.total } },
      message: { key: "leave.notify.obligationHr.message", params: { count: counts.total } },
      link: `${menuScreens.leaveHrDesk}?tab=report`,
    });
  }
  return { messageKey: JobMessages.leaveReminded, ...counts };
}

/** leaveObligationReminder: every day at 09:10 (Japan), in working hours. */
export const leaveObligationReminderJob: JobDefinition = {
  name: "leaveObligationReminder",
  schedule: () => "10 9 * * *",
  run: ({ deps, progress }: JobContext) => remindObligations(deps, progress),
};
