import { randomUUID } from "node:crypto";
import { type LoginMethod, loginMethods } from "@portal/contract/auth/auth.constants";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Clock } from "../../lib/clock";

const issuer = "employee-portal";
const algorithm = "HS256";

export interface SessionClaims {
  employeeId: number;
  account: string;
  /** How the session began; sign-out and the audit use it. */
  method: LoginMethod;
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenService {
  sign(subject: { employeeId: number; account: string; method: LoginMethod }): Promise<string>;
  /** The claims of a valid, unexpired token, or undefined. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

const nowSeconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);

/** How many verified tokens are kept (the oldest goes first): about one per active session. */
const verifiedTokensKept = 10_000;

/**
 * Signs and verifies session tokens. A token whose signature has been verified is kept with its
 * claims (the whole token is the key, so another signature is another entry): later calls check
 * only its expiry, without the HMAC. Whether its session may still act (signed out, employee
 * inactive) is not the token's to say: the session check reads it on every request.
 */
export function createTokenService(secret: string, ttlSeconds: number, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionClaims>();
  const remember = (token: string, claims: SessionClaims) => {
    if (verified.size >= verifiedTokensKept) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    async sign({ employeeId, account, method }) {
      return new SignJWT({ account, method })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(String(employeeId))
        .setIssuer(issuer)
        .setJti(randomUUID())
        .setIssuedAt(nowSeconds(clock))
        .setExpirationTime(nowSeconds(clock) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known.exp > nowSeconds(clock) ? known : undefined;
      const claims = await verifySignature(token);
      if (claims) remember(token, Object.freeze(claims));
      return claims;
    },
  };

  async function verifySignature(token: string): Promise<SessionClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        algorithms: [algorithm],
        currentDate: clock.now(),
        requiredClaims: ["jti", "exp", "sub"],
      });
      const employeeId = Number(payload.sub);
      const method = loginMethods.find((m) => m === payload.method);
      if (!Number.isInteger(employeeId) || typeof payload.account !== "string" || !method) return undefined;
      if (!payload.jti || !payload.exp) return undefined;
      return { employeeId, account: payload.account, method, jti: payload.jti, exp: payload.exp };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
