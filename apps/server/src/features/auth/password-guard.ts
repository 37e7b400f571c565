import { AuthMessages, type LoginMethod } from "@portal/contract/auth/auth.constants";
import { HttpStatus } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { RequestMeta } from "../../lib/request-meta";
import { recordSignInEvent } from "../audit/audit.service";
import { type AccountRow, findByAccount } from "./auth.repository";
import { verifyCaptchaOnce } from "./captcha.service";
import { alertLockout } from "./lockout-alert";
import * as throttles from "./login-throttle.repository";
import { verifyPassword } from "./password";
import { activeStatus } from "./session.service";

const hourMs = 3_600_000;

export interface GuardedAttempt {
  /** The user ID as typed. */
  userId: string;
  password: string;
  method: LoginMethod;
  /** The solved CAPTCHA payload, when the client has one. */
  captcha?: string;
  /** The mobile app cannot show a CAPTCHA; the lock and the hourly allowance still apply. */
  isCaptchaEnforced: boolean;
  meta: RequestMeta;
}

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

/**
 * Checks a password behind the brute-force rules: a CAPTCHA for N minutes after a failure of
 * this user ID, a lock after too many consecutive failures, an hourly allowance of password
 * checks per account. An unknown user ID, a locked one and a wrong password get the same
 * answer, and each costs one password hash, so none can be told from the others.
 */
export async function checkPasswordGuarded(
  deps: AppDeps,
  attempt: GuardedAttempt,
  isPasswordValid: (account: AccountRow | undefined) => Promise<boolean>,
): Promise<AccountRow> {
  const { db, config } = deps;
  const userKey = normalizeUserId(attempt.userId);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const audit = (
    event: "failure" | "lockout" | "captcha_required" | "success",
    employeeId: number | null = null,
  ) =>
    recordSignInEvent(deps, {
      userId: userKey,
      employeeId,
      event,
      method: attempt.method,
      meta: attempt.meta,
    });

  await throttles.ensure(db, userKey, nowIso);
  await throttles.clearExpiredLock(db, userKey, nowIso);
  const state = await throttles.find(db, userKey);
  const failures = state?.consecutiveFailures ?? 0;
  const lastFailure = state?.lastFailureAt ? Date.parse(state.lastFailureAt) : undefined;
  const isCaptchaDue =
    attempt.isCaptchaEnforced &&
    lastFailure !== undefined &&
    now.getTime() - lastFailure < config.login.captchaMinutes * 60_000;
  if (isCaptchaDue && !(await verifyCaptchaOnce(deps, attempt.captcha))) {
    await audit("captcha_required");
    throw failure(deps, AuthMessages.captchaRequired, failures);
  }

  const isLocked = state?.lockedUntil != null && state.lockedUntil > nowIso;
  const hourAgo = new Date(now.getTime() - hourMs).toISOString();
  const mayCheck =
    !isLocked && (await throttles.reserveCheck(db, userKey, nowIso, hourAgo, config.login.checksPerHour));
  const account = await findByAccount(db, userKey);
  const isValid = mayCheck
    ? await isPasswordValid(account)
    : await verifyPassword(undefined, attempt.password).then(() => false);

  if (isValid && account && account.status === activeStatus) {
    await throttles.clearFailures(db, userKey);
    await audit("success", account.employeeId);
    return account;
  }
  const count = await throttles.addFailure(db, userKey, nowIso);
  await audit("failure", account?.employeeId ?? null);
  if (count >= config.login.lockThreshold) {
    const until = new Date(now.getTime() + config.login.lockMinutes * 60_000).toISOString();
    const locked = await throttles.lock(db, userKey, nowIso, until);
    if (Number(locked.numUpdatedRows) === 1) {
      await audit("lockout", account?.employeeId ?? null);
      // Only real accounts: random user IDs an attacker cycles through must not flood the bell.
      if (account) await alertLockout(deps, userKey);
    }
  }
  throw failure(deps, AuthMessages.invalidCredentials, count);
}
