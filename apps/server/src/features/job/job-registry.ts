import { type JobName, jobNames } from "@portal/contract/job/job.constants";
import { purgeJob } from "../auth/purge.job";
import { decisionReminderJob } from "../commutation-ticket/jobs/decision-reminder.job";
import { passExpiryReminderJob } from "../commutation-ticket/jobs/pass-expiry-reminder.job";
import { payrollReportJob } from "../commutation-ticket/jobs/payroll-report.job";
import { ticketExpiryJob } from "../commutation-ticket/jobs/ticket-expiry.job";
import { changeRequestApplyJob } from "../employee-change/change-apply.job";
import { leaveDailyJob } from "../leave/leave-daily.job";
import { leaveObligationReminderJob } from "../leave/leave-obligation-reminder.job";
import type { JobDefinition } from "./job.types";

const byName: Record<JobName, JobDefinition> = {
  passExpiryReminder: passExpiryReminderJob,
  decisionReminder: decisionReminderJob,
  ticketExpiry: ticketExpiryJob,
  payrollReport: payrollReportJob,
  changeRequestApply: changeRequestApplyJob,
  purge: purgeJob,
  leaveDaily: leaveDailyJob,
  leaveObligationReminder: leaveObligationReminderJob,
};

/** Every scheduled job (decision 030), in the order of the contract's job names. */
export const jobDefinitions: readonly JobDefinition[] = jobNames.map((name) => byName[name]);

/** The definition of one job. */
export function jobDefinition(name: JobName): JobDefinition {
  return byName[name];
}
