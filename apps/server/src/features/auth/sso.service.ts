import { randomBytes } from "node:crypto";
import { AuthMessages, ssoGrantType } from "@portal/contract/auth/auth.constants";
import type { LoginResponse, SsoLoginRequest } from "@portal/contract/auth/auth.schema";
import { HttpStatus } from "@portal/contract/common/http";
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import type { Config, SsoConfig } from "../../config/env";
import { AppError } from "../../lib/app-error";
import { activeStatus } from "../../lib/employee-status";
import type { RequestMeta } from "../../lib/request-meta";
import { recordSignInEvent } from "../audit/audit.service";
import { findByEmail } from "./auth.repository";
import * as oneTimeValues from "./one-time-value.repository";
import { issueSession } from "./session.service";

const nonceKind = "sso-nonce";
const nonceLifetimeMs = 10 * 60_000;
/** Asymmetric signatures only: a provider signs with its private key, never a shared secret. */
const signingAlgorithms = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
];
const clockToleranceSeconds = 60;
const discoveryTimeoutMs = 5000;

/** A token that must be refused: the user sees ssoInvalidToken, the audit records a failure. */
class InvalidIdTokenError extends Error {}

/** Where the reason of a refused token goes (the request's logger): the user is told less. */
export interface SsoLog {
  info(details: object, message: string): void;
}

/**
 * Origins the web client calls during SSO (discovery document, token endpoint): the issuer's.
 * The page's Content-Security-Policy must allow them in connect-src.
 */
export function ssoConnectSources(config: Config): string[] {
  return config.sso ? [new URL(config.sso.issuer).origin] : [];
}

/** Issues a nonce for one SSO round trip; the ID token must carry it back within 10 minutes. */
export async function issueNonce(deps: AppDeps): Promise<{ nonce: string }> {
  if (!deps.config.sso) throw new AppError(HttpStatus.badRequest, AuthMessages.ssoNotConfigured);
  const now = deps.clock.now();
  const nonce = randomBytes(32).toString("base64url");
  await oneTimeValues.removeExpired(deps.db, nonceKind, now.toISOString());
  await oneTimeValues.insertIfAbsent(
    deps.db,
    nonceKind,
    nonce,
    new Date(now.getTime() + nonceLifetimeMs).toISOString(),
  );
  return { nonce };
}

/**
 * Single sign-on: verifies the provider's ID token (signature by the provider's published keys,
 * issuer, audience, expiry, a nonce this server issued and nobody used), maps it to an active
 * employee by e-mail and issues a portal session.
 */
export async function loginSso(
  deps: AppDeps,
  input: SsoLoginRequest,
  meta: RequestMeta,
  log: SsoLog,
): Promise<LoginResponse> {
  const sso = deps.config.sso;
  if (!sso) throw new AppError(HttpStatus.badRequest, AuthMessages.ssoNotConfigured);
  const fail = async (userId: string, employeeId: number | null, messageKey: string) => {
    await recordSignInEvent(deps, { userId, employeeId, event: "failure", method: "sso", meta });
    return new AppError(HttpStatus.badRequest, messageKey);
  };

  let claims: JWTPayload;
  try {
    if (input.grant_type !== ssoGrantType) throw new InvalidIdTokenError("unsupported grant_type");
    claims = await verifyIdToken(deps, sso, input.token);
  } catch (error) {
    if (error instanceof InvalidIdTokenError) {
      log.info({ reason: error.message }, "SSO token refused");
      throw await fail("", null, AuthMessages.ssoInvalidToken);
    }
    throw error;
  }

  const identity = identityOf(claims);
  const account = identity ? await findByEmail(deps.db, identity) : undefined;
  if (!identity || !account || account.status !== activeStatus) {
    throw await fail(identity ?? claims.sub ?? "", account?.employeeId ?? null, AuthMessages.ssoUnknownUser);
  }
  const response = await issueSession(deps, account, "sso");
  await recordSignInEvent(deps, {
    userId: identity,
    employeeId: account.employeeId,
    event: "success",
    method: "sso",
    meta,
  });
  return response;
}

/**
 * The e-mail the employee is looked up by: `email` (unless the provider says it is unverified),
 * else `upn`, else `preferred_username` (Entra ID's sign-in name).
 */
function identityOf(claims: JWTPayload): string | undefined {
  const candidates = [
    claims.email_verified === false ? undefined : claims.email,
    claims.upn,
    claims.preferred_username,
  ];
  const found = candidates.find((value): value is string => typeof value === "string" && value.includes("@"));
  return found?.trim();
}

async function verifyIdToken(deps: AppDeps, sso: SsoConfig, token: string): Promise<JWTPayload> {
  const keys = await keySetOf(sso.issuer);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      issuer: sso.issuer,
      audience: sso.clientId,
      algorithms: signingAlgorithms,
      currentDate: deps.clock.now(),
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ["sub", "exp", "iat", "nonce"],
    }));
  } catch (error) {
    // The provider's key set could not be fetched or read: our outage, not the user's token.
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) throw error;
    if (error instanceof errors.JOSEError) throw new InvalidIdTokenError(error.code);
    throw error;
  }
  // With several audiences, OIDC Core 3.1.3.7: the authorized party must be this client.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== sso.clientId) {
    throw new InvalidIdTokenError("azp is not this client");
  }
  if (typeof payload.nonce !== "string") throw new InvalidIdTokenError("nonce missing");
  const isFresh = await oneTimeValues.consume(
    deps.db,
    nonceKind,
    payload.nonce,
    deps.clock.now().toISOString(),
  );
  if (!isFresh) throw new InvalidIdTokenError("nonce unknown, used or expired");
  return payload;
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

// One key set per issuer for the life of the process; jose refetches it when a new key id shows up.
const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

function keySetOf(issuer: string): Promise<JWTVerifyGetKey> {
  let keySet = keySets.get(issuer);
  if (!keySet) {
    keySet = discover(issuer).then((metadata) => createRemoteJWKSet(new URL(metadata.jwks_uri)));
    // A failed discovery is tried again on the next sign-in rather than remembered.
    keySet.catch(() => keySets.delete(issuer));
    keySets.set(issuer, keySet);
  }
  return keySet;
}

/** The provider's discovery document (OIDC Discovery 1.0), which names its key set. */
async function discover(issuer: string) {
  const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(discoveryTimeoutMs),
  });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
  const metadata = discoverySchema.parse(await response.json());
  if (metadata.issuer !== issuer) {
    throw new Error(`OIDC discovery at ${url} names the issuer ${metadata.issuer}, not ${issuer}`);
  }
  return metadata;
}
