import { AuthMessages, type LoginMethod } from "@portal/contract/auth/auth.constants";
import { HttpStatus } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { activeStatus } from "../../lib/employee-status";
import type { RequestMeta } from "../../lib/request-meta";
import { recordSignInEvent } from "../audit/audit.service";
import { type AccountRow, findByAccount } from "./auth.repository";
import { verifyCaptchaOnce } from "./captcha.service";
import { claimKnownDevice, rememberDevice } from "./known-device";
import { alertLockout } from "./lockout-alert";
import * as devices from "./login-device.repository";
import * as pairs from "./login-pair.repository";
import * as throttles from "./login-throttle.repository";
import { addressKey, remainingWait } from "./sign-in-wait";

const hourMs = 3_600_000;
/**
 * A try whose password is being checked holds its pair's slot at most this long (a directory
 * answers within 5 s). Tries from the same address meanwhile wait for its outcome, polling, and
 * take the slot in turn, for at most `inFlightWaitMs` in all: the owner signing in on several
 * devices at once is not told to wait, while a guesser's failure still makes the others wait.
 */
const checkingHoldMs = 15_000;
const inFlightPollMs = 50;
const inFlightWaitMs = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GuardedAttempt {
  /** The user ID as typed. */
  userId: string;
  password: string;
  method: LoginMethod;
  /** The solved CAPTCHA payload, when the client has one. */
  captcha?: string;
  /** The web shows a CAPTCHA; the mobile app cannot, and meets the same waits without it. */
  isCaptchaEnforced: boolean;
  /** The token the client kept from an earlier sign-in (the known-device marker), if any. */
  deviceToken?: string;
  meta: RequestMeta;
}

export interface GuardedSignIn {
  account: AccountRow;
  /** The token the client is to keep as a known device: the one it sent, or a new one. */
  deviceToken: string;
}

/** How a try got to its password check, and what it took that a failure keeps. */
type Admission =
  | { kind: "device"; tokenHash: string }
  | {
      kind: "stranger";
      address: string;
      /** The pair's consecutive failures, this try counted. */
      pairFailures: number;
      previousFailureAt: string | null;
      isAllowanceUsedUp: boolean;
    };

/** User IDs are matched without case and surrounding spaces. */
export const normalizeUserId = (userId: string) => userId.trim().toLowerCase();

function failure(deps: AppDeps, messageKey: string, failures: number): AppError {
  return new AppError(HttpStatus.badRequest, messageKey, {
    extra: {
      login_fail: failures,
      minutes: deps.config.login.captchaMinutes,
      captchaChallengeUrl: routes.auth.captchaChallenge.path,
    },
    messageFields: ["error"],
  });
}

/** Try again in `seconds`; on the web a solved CAPTCHA passes a wait of the address. */
function waitFailure(deps: AppDeps, failures: number, seconds: number, offersCaptcha: boolean): AppError {
  return new AppError(
    HttpStatus.tooManyRequests,
    seconds < 60 ? AuthMessages.waitSeconds : AuthMessages.waitMinutes,
    {
      params: { count: seconds < 60 ? seconds : Math.ceil(seconds / 60) },
      extra: {
        login_fail: failures,
        minutes: deps.config.login.captchaMinutes,
        retryAfterSeconds: seconds,
        ...(offersCaptcha && { captchaChallengeUrl: routes.auth.captchaChallenge.path }),
      },
      messageFields: ["error"],
    },
  );
}

/** Seconds until the hourly allowance starts again, when it is used up; else 0. */
function allowanceWait(
  state: { windowStartedAt: string; windowChecks: number } | undefined,
  now: Date,
  allowance: number,
): number {
  if (!state || state.windowChecks < allowance) return 0;
  const leftMs = Date.parse(state.windowStartedAt) + hourMs - now.getTime();
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

interface TryContext {
  deps: AppDeps;
  attempt: GuardedAttempt;
  userKey: string;
  now: Date;
  audit: (
    event: "failure" | "lockout" | "captcha_required" | "delayed" | "success",
    employeeId?: number | null,
  ) => Promise<void>;
}

/**
 * Admits a try from a client the account does not know, or throws its answer: the CAPTCHA (web)
 * after a failure of this user ID, the hourly allowance of the account, and the wait of this
 * user ID from this address, which a solved CAPTCHA passes.
 */
async function admitStranger(context: TryContext): Promise<Admission> {
  const { deps, attempt, userKey, now, audit } = context;
  const { db, config } = deps;
  const nowIso = now.toISOString();
  const allowance = config.login.checksPerHour;
  const state = await throttles.find(db, userKey);
  const failures = state?.consecutiveFailures ?? 0;
  const lastFailure = state?.lastFailureAt ? Date.parse(state.lastFailureAt) : undefined;
  const isCaptchaDue =
    attempt.isCaptchaEnforced &&
    lastFailure !== undefined &&
    now.getTime() - lastFailure < config.login.captchaMinutes * 60_000;
  let isCaptchaSolved = false;
  if (isCaptchaDue) {
    isCaptchaSolved = await verifyCaptchaOnce(deps, attempt.captcha);
    if (!isCaptchaSolved) {
      await audit("captcha_required");
      throw failure(deps, AuthMessages.captchaRequired, failures);
    }
  }
  const untilNextHour = allowanceWait(state, now, allowance);
  if (untilNextHour > 0) {
    await audit("delayed");
    throw waitFailure(deps, failures, untilNextHour, false);
  }

  const address = addressKey(attempt.meta.ipAddress);
  const checkingUntil = new Date(now.getTime() + checkingHoldMs).toISOString();
  const deadline = Date.now() + inFlightWaitMs;
  while (Date.now() < deadline) {
    await pairs.ensure(db, userKey, address);
    const pair = await settledPair(db, userKey, address, nowIso, deadline);
    const wait = remainingWait(pair, now, config.login.maxWaitMinutes);
    if (wait > 0 && !isCaptchaSolved && attempt.isCaptchaEnforced && attempt.captcha) {
      isCaptchaSolved = await verifyCaptchaOnce(deps, attempt.captcha);
    }
    if (wait > 0 && !isCaptchaSolved) {
      await audit("delayed");
      throw waitFailure(deps, failures, wait, attempt.isCaptchaEnforced);
    }
    const pairFailures = pair?.consecutiveFailures ?? 0;
    if (!(await pairs.claim(db, userKey, address, pairFailures, nowIso, checkingUntil))) {
      await sleep(inFlightPollMs);
      continue;
    }
    const previousFailureAt = pair?.lastFailureAt ?? null;
    const hourAgo = new Date(now.getTime() - hourMs).toISOString();
    const checks = await throttles.reserveCheck(db, userKey, nowIso, hourAgo, allowance);
    if (checks === undefined) {
      await pairs.unclaim(db, { userKey, address, failures: pairFailures + 1, previousFailureAt });
      await audit("delayed");
      const latest = await throttles.find(db, userKey);
      throw waitFailure(deps, failures, Math.max(1, allowanceWait(latest, now, allowance)), false);
    }
    return {
      kind: "stranger",
      address,
      pairFailures: pairFailures + 1,
      previousFailureAt,
      isAllowanceUsedUp: checks >= allowance,
    };
  }
  // Other tries from this address took every slot meanwhile: this one waits for the next.
  await audit("delayed");
  throw waitFailure(deps, failures, 1, attempt.isCaptchaEnforced);
}

/**
 * The pair as it is once no other try from the address is still checking its password: a
 * success there removes the pair (no wait), a failure leaves its wait. Waits for that outcome
 * until `deadline`, then answers the pair as it stands.
 */
async function settledPair(
  db: AppDeps["db"],
  userKey: string,
  address: string,
  nowIso: string,
  deadline: number,
) {
  let pair = await pairs.find(db, userKey, address);
  while (pair?.checkingUntil && pair.checkingUntil > nowIso && Date.now() < deadline) {
    await sleep(inFlightPollMs);
    pair = await pairs.find(db, userKey, address);
  }
  return pair;
}

/** Gives back what a try took when its password could not be checked (directory outage). */
async function giveBack(deps: AppDeps, userKey: string, admission: Admission) {
  if (admission.kind === "device") return devices.unclaim(deps.db, admission.tokenHash);
  await pairs.unclaim(deps.db, {
    userKey,
    address: admission.address,
    failures: admission.pairFailures,
    previousFailureAt: admission.previousFailureAt,
  });
  await throttles.returnCheck(deps.db, userKey);
}

/** Whether this failure put a limit on the user ID: its address now waits long, or the hour is used up. */
async function isLockout(deps: AppDeps, admission: Admission): Promise<boolean> {
  const threshold = deps.config.login.failureThreshold;
  if (admission.kind === "device")
    return (await devices.failuresOf(deps.db, admission.tokenHash)) === threshold;
  return admission.pairFailures === threshold || admission.isAllowanceUsedUp;
}

/**
 * Checks a password behind the brute-force rules without letting a stranger keep the owner out.
 * A known device (one that signed in to this account before) passes straight to the check. Any
 * other client meets the CAPTCHA after a failure of this user ID (web), the account's hourly
 * allowance, and a wait per user ID and client address that doubles with each failure there; a
 * solved CAPTCHA passes that wait. An unknown user ID meets the same rules and answers as a
 * real one, and a wrong password costs one password hash either way.
 */
export async function checkPasswordGuarded(
  deps: AppDeps,
  attempt: GuardedAttempt,
  isPasswordValid: (account: AccountRow | undefined) => Promise<boolean>,
): Promise<GuardedSignIn> {
  const { db } = deps;
  const userKey = normalizeUserId(attempt.userId);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const audit: TryContext["audit"] = (event, employeeId = null) =>
    recordSignInEvent(deps, {
      userId: userKey,
      employeeId,
      event,
      method: attempt.method,
      meta: attempt.meta,
    });

  await throttles.ensure(db, userKey, nowIso);
  const knownDevice = await claimKnownDevice(deps, userKey, attempt.deviceToken);
  const admission: Admission = knownDevice
    ? { kind: "device", tokenHash: knownDevice }
    : await admitStranger({ deps, attempt, userKey, now, audit });

  const account = await findByAccount(db, userKey);
  let isValid: boolean;
  try {
    isValid = await isPasswordValid(account);
  } catch (error) {
    await giveBack(deps, userKey, admission);
    throw error;
  }

  if (isValid && account && account.status === activeStatus) {
    await throttles.clearFailures(db, userKey);
    let deviceToken: string;
    if (admission.kind === "device" && attempt.deviceToken) {
      await devices.markUsed(db, admission.tokenHash, nowIso);
      deviceToken = attempt.deviceToken;
    } else {
      if (admission.kind === "stranger") await pairs.clear(db, userKey, admission.address);
      deviceToken = await rememberDevice(deps, userKey);
    }
    await audit("success", account.employeeId);
    return { account, deviceToken };
  }
  if (admission.kind === "stranger") await pairs.settle(db, userKey, admission.address);
  const count = await throttles.addFailure(db, userKey, nowIso);
  await audit("failure", account?.employeeId ?? null);
  if (await isLockout(deps, admission)) {
    await audit("lockout", account?.employeeId ?? null);
    // Only real accounts, and once an hour: guesses at many addresses must not flood the bell.
    const hourAgo = new Date(now.getTime() - hourMs).toISOString();
    if (account && (await throttles.markAlerted(db, userKey, nowIso, hourAgo))) {
      await alertLockout(deps, userKey);
    }
  }
  throw failure(deps, AuthMessages.invalidCredentials, count);
}
