import type { CaptchaChallenge } from "@portal/contract/auth/auth.schema";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { verify } from "altcha-lib/frameworks/shared";
import type { AppDeps } from "../../app-deps";
import { insertIfAbsent } from "./one-time-value.repository";

// Self-hosted ALTCHA proof of work: the browser spends about a second, the server checks the
// derived key against its HMAC-signed challenge, and no third party is ever called.
const algorithm = "PBKDF2/SHA-256";
const challengeLifetimeMs = 10 * 60_000;
const usedKind = "captcha";

function secrets(deps: AppDeps) {
  return {
    hmacSignatureSecret: deps.config.captchaHmacKey,
    // A second, derived secret signs the deterministic key so the server verifies in one step.
    hmacKeySignatureSecret: `${deps.config.captchaHmacKey}:key`,
  };
}

export async function createCaptchaChallenge(deps: AppDeps): Promise<CaptchaChallenge> {
  const { cost, counterMax } = deps.config.captcha;
  // The library checks expiry against the real time, so the challenge uses it too.
  const challenge = await createChallenge({
    algorithm,
    cost,
    counter: randomInt(counterMax, Math.ceil(counterMax / 2)),
    deriveKey,
    expiresAt: new Date(Date.now() + challengeLifetimeMs),
    ...secrets(deps),
  });
  return challenge as CaptchaChallenge;
}

/** Verifies a solution payload from the widget; each solved challenge is accepted once. */
export async function verifyCaptchaOnce(deps: AppDeps, payload: string | undefined): Promise<boolean> {
  if (!payload) return false;
  const expiresAt = new Date(deps.clock.now().getTime() + challengeLifetimeMs).toISOString();
  const store = {
    get: () => undefined,
    set: () => undefined,
    setIfAbsent: (key: string) => insertIfAbsent(deps.db, usedKind, key, expiresAt),
  };
  const { hmacSignatureSecret, hmacKeySignatureSecret } = secrets(deps);
  const result = await verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
  return result.error === null;
}
