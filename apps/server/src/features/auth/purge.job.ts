import { JobMessages } from "@portal/contract/job/job.constants";
import type { AppDeps } from "../../app-deps";
import type { JobDefinition, JobOutcome } from "../job/job.types";
import * as jobRuns from "../job/job-runs.repository";
import * as devices from "./login-device.repository";
import * as pairs from "./login-pair.repository";
import * as throttles from "./login-throttle.repository";
import * as oneTimeValues from "./one-time-value.repository";

const minuteMs = 60_000;
/** How long a sign-in failure is remembered towards the waits once nothing else needs it. */
const failureMemoryMinutes = 24 * 60;

/**
 * Deletes what sign-in keeps only for a while: signed-out tokens that have expired anyway, expired
 * one-time values (solved CAPTCHA challenges, sign-in nonces), the sign-in counters that no longer
 * hold anything (per user ID: no failure for a day and an hourly allowance older than an hour; per
 * user ID and address: no failure for a day), the devices not used for the device days, and the
 * heartbeats of job instances silent for a day. Failures are kept a day, well past the CAPTCHA
 * window and the longest wait, because they set the waits: forgetting them sooner would let
 * someone who waits out one guess faster. Every delete is conditional, so running it again is
 * harmless. Counts: rows deleted.
 */
export async function purgeExpiredRecords(deps: AppDeps): Promise<JobOutcome> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * minuteMs).toISOString();
  const { captchaMinutes, maxWaitMinutes, deviceDays } = deps.config.login;
  const failedBefore = ago(Math.max(captchaMinutes, maxWaitMinutes, failureMemoryMinutes));
  const tokens = await deps.revocations.purgeExpired();
  const values = await oneTimeValues.removeAllExpired(deps.db, nowIso);
  const counters =
    (await throttles.removeStale(deps.db, { failedBefore, windowStartedBefore: ago(60) })) +
    (await pairs.removeStale(deps.db, failedBefore));
  const knownDevices = await devices.removeStale(deps.db, ago(deviceDays * 24 * 60));
  // Job instances that were killed rather than stopped leave their last beat behind.
  const heartbeats = await jobRuns.forgetSilentSince(deps.db, ago(failureMemoryMinutes));
  const deleted = tokens + values + counters + knownDevices + heartbeats;
  return { messageKey: JobMessages.recordsPurged, total: deleted, success: deleted, failed: 0 };
}

/** purge: every day at 03:30 (Japan). */
export const purgeJob: JobDefinition = {
  name: "purge",
  schedule: () => "30 3 * * *",
  run: ({ deps }) => purgeExpiredRecords(deps),
};
