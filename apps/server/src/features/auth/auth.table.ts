import type { Generated } from "kysely";

export interface AccountsTable {
  employeeId: number;
  passwordHash: string;
  sms: Generated<number>;
  seatAdmin: Generated<number>;
  delegator: Generated<number>;
  ownerNda: Generated<number>;
  fesAdmin: Generated<number>;
  ndaAdmin: Generated<number>;
  ticketApprover: Generated<number>;
  administrator: Generated<number>;
  yobi2: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface RevokedTokensTable {
  jti: string;
  expiresAt: string;
}

/** Per user ID as typed: the CAPTCHA window, the hourly allowance, the last alert. */
export interface LoginThrottlesTable {
  userKey: string;
  consecutiveFailures: number;
  lastFailureAt: string | null;
  windowStartedAt: string;
  windowChecks: number;
  alertedAt: string | null;
}

/** Per user ID and client address: the failures that set how long the next try waits. */
export interface LoginPairThrottlesTable {
  userKey: string;
  address: string;
  consecutiveFailures: number;
  lastFailureAt: string | null;
  /** Until when the try that counted the last failure may still be checking its password. */
  checkingUntil: string | null;
}

/** A browser or app that signed in to an account (a hash of the token it keeps). */
export interface LoginDevicesTable {
  tokenHash: string;
  userKey: string;
  createdAt: string;
  lastUsedAt: string;
  consecutiveFailures: number;
}

/** Values accepted once until they expire: CAPTCHA solutions, SSO nonces. */
export interface OneTimeValuesTable {
  kind: string;
  value: string;
  expiresAt: string;
}
