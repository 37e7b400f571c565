import type { CaptchaChallenge } from "@portal/contract/auth/auth.schema";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TestApp } from "./build-test-app";

/** Easy CAPTCHA settings for tests: the proof of work still runs, in milliseconds. */
export const easyCaptchaEnv = { CAPTCHA_COST: "5", CAPTCHA_COUNTER_MAX: "40" };

/** Fetches a challenge from the app and solves it as the browser widget would. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: "/api/captcha/challenge" });
  const challenge = response.json<CaptchaChallenge>();
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error("could not solve the CAPTCHA challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
