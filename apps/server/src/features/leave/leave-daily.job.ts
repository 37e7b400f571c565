import { JobMessages } from "@portal/contract/job/job.constants";
import { LeaveStatus } from "@portal/contract/leave/leave.constants";
import type { AppDeps } from "../../app-deps";
import { companyToday } from "../../lib/company-date";
import type { JobContext, JobCounts, JobDefinition, JobOutcome } from "../job/job.types";
import { grantDueAnnualLeave } from "./leave-grant.service";
import * as requests from "./leave-request.repository";

const pageSize = 500;

/**
 * Marks taken (TakenUp) the approved requests whose last day has passed: those of a type HR
 * confirms only once confirmed. Each with a conditional write and a log line. Answers how many.
 */
async function takeUpEnded(deps: AppDeps, today: string, at: string): Promise<number> {
  let afterId = 0;
  let taken = 0;
  for (;;) {
    const page = await requests.findRequestsEnded(
      deps.db,
      [LeaveStatus.approved, LeaveStatus.hrConfirm],
      today,
      { afterId, limit: pageSize },
    );
    if (page.length === 0) return taken;
    afterId = page[page.length - 1]?.id ?? afterId;
    for (const row of page) {
      if (row.hrConfirms === 1 && row.status !== LeaveStatus.hrConfirm) continue;
      await deps.db.transaction().execute(async (trx) => {
        if (
          !(await requests.updateRequestIn(trx, row.id, row.status, {
            status: LeaveStatus.takenUp,
            updatedAt: at,
          }))
        ) {
          return;
        }
        await requests.insertLog(trx, {
          requestId: row.id,
          action: "takeUp",
          actorId: null,
          fromStatus: row.status,
          toStatus: LeaveStatus.takenUp,
          createdAt: at,
        });
        taken++;
      });
    }
  }
}

/**
 * The leave day's work (docs/decisions/040): the law's annual leave grants that fell due (each
 * employee's reference dates), then the requests whose days have passed marked taken. Lapses need
 * no write: a grant past its date counts as lapsed wherever a balance is read.
 * Counts: employees looked at plus requests taken; success: grants made plus requests taken.
 */
export async function runLeaveDay(
  deps: AppDeps,
  progress: (counts: JobCounts) => Promise<void> = async () => {},
): Promise<JobOutcome> {
  const today = companyToday(deps);
  const at = deps.clock.now().toISOString();
  const granted = await grantDueAnnualLeave(deps.db, today, at, (counts) =>
    progress({ total: counts.employees, success: counts.granted, failed: 0 }),
  );
  const taken = await takeUpEnded(deps, today, at);
  return {
    messageKey: JobMessages.leaveUpdated,
    total: granted.employees + taken,
    success: granted.granted + taken,
    failed: 0,
  };
}

/** leaveDaily: every day at 00:20 (Japan), after the company's date changed. */
export const leaveDailyJob: JobDefinition = {
  name: "leaveDaily",
  schedule: () => "20 0 * * *",
  run: ({ deps, progress }: JobContext) => runLeaveDay(deps, progress),
};
