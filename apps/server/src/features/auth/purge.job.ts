import { JobMessages } from "@portal/contract/job/job.constants";
import type { AppDeps } from "../../app-deps";
import type { JobDefinition, JobOutcome } from "../job/job.types";
import * as jobRuns from "../job/job-runs.repository";
import * as throttles from "./login-throttle.repository";
import * as oneTimeValues from "./one-time-value.repository";

const minuteMs = 60_000;
/** How long a sign-in failure is remembered towards the lock once nothing else needs it. */
const failureMemoryMinutes = 24 * 60;

/**
 * Deletes what sign-in keeps only for a while: signed-out tokens that have expired anyway, expired
 * one-time values (solved CAPTCHA challenges, sign-in nonces) and the per-user sign-in counters
 * that no longer hold anything (no lock in force, no failure for a day, an hourly allowance older
 * than an hour), and the heartbeats of job instances silent for a day. Failures are kept a day, well past the CAPTCHA window, because they count towards
 * the lock: forgetting them sooner would let someone who waits out the window guess forever. Every delete is conditional, so running it again is harmless.
 * Counts: rows deleted.
 */
export async function purgeExpiredRecords(deps: AppDeps): Promise<JobOutcome> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * minuteMs).toISOString();
  const tokens = await deps.revocations.purgeExpired();
  const values = await oneTimeValues.removeAllExpired(deps.db, nowIso);
  const counters = await throttles.removeStale(deps.db, {
    now: nowIso,
    failedBefore: ago(Math.max(deps.config.login.captchaMinutes, failureMemoryMinutes)),
    windowStartedBefore: ago(60),
  });
  // Job instances that were killed rather than stopped leave their last beat behind.
  const heartbeats = await jobRuns.forgetSilentSince(deps.db, ago(failureMemoryMinutes));
  const deleted = tokens + values + counters + heartbeats;
  return { messageKey: JobMessages.recordsPurged, total: deleted, success: deleted, failed: 0 };
}

/** purge: every day at 03:30 (Japan). */
export const purgeJob: JobDefinition = {
  name: "purge",
  schedule: () => "30 3 * * *",
  run: ({ deps }) => purgeExpiredRecords(deps),
};
