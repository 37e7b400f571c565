/**
 * The portal's scheduled jobs (decision 030). Each runs on its schedule on one instance only and
 * can be started by an administrator from the jobs page.
 */
export const jobNames = [
  /** Passes ending within the configured days: their owners are reminded to continue them. */
  "passExpiryReminder",
  /** Decisions waiting longer than the configured days: whoever holds them is reminded. */
  "decisionReminder",
  /** Tickets past their end date are marked expired and their route's monthly cost recomputed. */
  "ticketExpiry",
  /** The monthly commuting allowance report for payroll, generated for HR and announced. */
  "payrollReport",
  /** Approved change requests whose date has come are applied to the employee's record. */
  "changeRequestApply",
  /** Signed-out tokens, CAPTCHA records and sign-in nonces that have expired are deleted. */
  "purge",
  /** The law's annual leave grants that fell due are made; leave whose days have passed is marked taken. */
  "leaveDaily",
  /** Employees short of the 5 days of leave the law requires are reminded, with their leader and HR. */
  "leaveObligationReminder",
] as const;
export type JobName = (typeof jobNames)[number];

/** How a run was started. */
export const jobTriggers = ["schedule", "manual"] as const;
export type JobTrigger = (typeof jobTriggers)[number];

/** A run's state: queued (asked for, not started), running, then succeeded, failed or skipped. */
export const jobRunStatuses = ["queued", "running", "succeeded", "failed", "skipped"] as const;
export type JobRunStatus = (typeof jobRunStatuses)[number];

export const JobLimits = {
  runsPageSize: 20,
  /** How long a run may hold its job's lease without a sign of life before another may take it, ms. */
  leaseMs: 5 * 60_000,
} as const;

/**
 * The spec's progress text of a batch run (shell spec §3): "messageKey,total,success,failed"
 * while counting, or a message key alone.
 */
export function progressText(
  messageKey: string,
  counts?: { total: number; success: number; failed: number },
) {
  return counts ? `${messageKey},${counts.total},${counts.success},${counts.failed}` : messageKey;
}

/** Reads a progress text back: 4 parts (key, total, success, failed), 3 parts (counts) or a key. */
export function parseProgressText(
  text: string,
): { messageKey: string | null; total: number; success: number; failed: number } | { messageKey: string } {
  const parts = text.split(",");
  const numbers = (values: string[]) => values.map((value) => Number(value));
  if (parts.length === 4 && numbers(parts.slice(1)).every(Number.isInteger)) {
    const [total, success, failed] = numbers(parts.slice(1)) as [number, number, number];
    return { messageKey: parts[0] ?? null, total, success, failed };
  }
  if (parts.length === 3 && numbers(parts).every(Number.isInteger)) {
    const [total, success, failed] = numbers(parts) as [number, number, number];
    return { messageKey: null, total, success, failed };
  }
  return { messageKey: text };
}

/**
 * Message keys of progress texts (the web translates them; shell spec §8 names
 * SEND_MESSAGE_SUCCESS for runs that sent messages).
 */
export const JobMessages = {
  running: "JOB_RUNNING",
  failed: "JOB_FAILED",
  /** Another instance held the job's lease: this run did nothing. */
  skipped: "JOB_SKIPPED",
  /** Reminders (notifications and e-mail) sent: total, success, failed. */
  sendMessageSuccess: "SEND_MESSAGE_SUCCESS",
  ticketsExpired: "TICKETS_EXPIRED",
  reportGenerated: "REPORT_GENERATED",
  changesApplied: "CHANGES_APPLIED",
  recordsPurged: "RECORDS_PURGED",
  /** Leave grants made and requests marked taken. */
  leaveUpdated: "LEAVE_UPDATED",
  /** Employees reminded of the 5-day obligation. */
  leaveReminded: "LEAVE_REMINDED",
} as const;
export type JobMessage = (typeof JobMessages)[keyof typeof JobMessages];

/** The time zone job schedules are read in: the company's (Japan). */
export const jobTimeZone = "Asia/Tokyo";
