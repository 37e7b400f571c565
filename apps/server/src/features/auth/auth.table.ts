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

export interface LoginThrottlesTable {
  userKey: string;
  consecutiveFailures: number;
  lastFailureAt: string | null;
  lockedUntil: string | null;
  windowStartedAt: string;
  windowChecks: number;
}

/** Values accepted once until they expire: CAPTCHA solutions, SSO nonces. */
export interface OneTimeValuesTable {
  kind: string;
  value: string;
  expiresAt: string;
}
