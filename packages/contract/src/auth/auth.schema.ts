import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { AuthMessages, LoginLimits } from "./auth.constants";

const userIdSchema = z
  .string({ error: AuthMessages.invalidCredentials })
  .trim()
  .min(1, { error: AuthMessages.invalidCredentials })
  .max(LoginLimits.userIdMaxLength, { error: AuthMessages.invalidCredentials });

const passwordSchema = z
  .string({ error: AuthMessages.invalidCredentials })
  .min(1, { error: AuthMessages.invalidCredentials })
  .max(LoginLimits.passwordMaxLength, { error: AuthMessages.invalidCredentials });

/** Login form as the spec sends it: userId, password, alternateLoginMode, captcha. */
export const loginRequestSchema = z.strictObject({
  userId: userIdSchema,
  password: passwordSchema,
  /** Checked: the portal's alternative password instead of the corporate directory. */
  alternateLoginMode: z.boolean().optional(),
  /** The ALTCHA solution payload (base64 JSON) when the server demands a CAPTCHA. */
  captcha: z.string().max(LoginLimits.captchaMaxLength).optional(),
});

/** Role flags as the login response carries them (numbers; 0 means "not granted"). */
export const roleFlagsSchema = z.object({
  fes: z.number().int(),
  sms: z.number().int(),
  seat_admin: z.number().int(),
  dept_leader: z.number().int(),
  delegator: z.number().int(),
  owner_nda: z.number().int(),
  fes_admin: z.number().int(),
  nda_admin: z.number().int(),
  /** Training team marker (training team is yobi2 1 or 2, or HR). */
  yobi2: z.number().int(),
  /** Approver of commuting tickets. */
  ticket_approver: z.number().int(),
  /** Portal administrator (menu, audit, settings). */
  administrator: z.number().int(),
});

export const loginResponseSchema = roleFlagsSchema.extend({
  access_token: z.string(),
  username: z.string(),
  display_name: z.string(),
  /**
   * The name in Japanese script where the record has one (佐藤 健太): the web shows it instead of
   * `display_name` while its language is Japanese. Not in the spec; older clients ignore it.
   */
  display_name_ja: z.string().nullable().optional(),
  /** 0 Dakoku, 1 Input, 2 Daily, 3 Techno, 4 Parttime. */
  timesheet_mode: z.number().int(),
  mode_display_timesheet_lastYears: z.number().int(),
});

/** A failed sign-in: the spec's failure fields beside the common error body. */
export const loginFailureSchema = errorBodySchema.extend({
  error: z.string(),
  /** Consecutive failures for this user ID. */
  login_fail: z.number().int(),
  /** Minutes during which this user ID must solve a CAPTCHA. */
  minutes: z.number().int(),
  /** Where the ALTCHA widget fetches its challenge (in place of the spec's recaptchaSiteKey). */
  captchaChallengeUrl: z.string().optional(),
  /** With 429: seconds before this user ID may try again from this address. */
  retryAfterSeconds: z.number().int().optional(),
});

/** Single sign-on: the provider's ID token, as the spec's client sends it. */
export const ssoLoginRequestSchema = z.strictObject({
  grant_type: z.string().min(1).max(100),
  token: z.string().min(1).max(LoginLimits.ssoTokenMaxLength),
});

/** A nonce the server issues for one SSO round trip; the ID token must carry it back. */
export const ssoNonceResponseSchema = z.object({ nonce: z.string() });

/** Mobile-app sign-in (mykintai). */
export const appLoginRequestSchema = z.strictObject({
  userId: userIdSchema,
  password: passwordSchema,
  /** The `device_token` of an earlier sign-in: this app is a known device of the account. */
  deviceToken: z.string().max(LoginLimits.deviceTokenMaxLength).optional(),
});

export const appLoginResponseSchema = z.object({
  access_token: z.string(),
  /** The employee's floor plan id, or null. */
  floorplan: z.number().int().nullable(),
  /** To keep and send as `deviceToken` next time: other people's failures do not slow it. */
  device_token: z.string(),
});

/** An ALTCHA (v2) proof-of-work challenge, as the self-hosted widget reads it. */
export const captchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type RoleFlags = z.infer<typeof roleFlagsSchema>;
export type SsoLoginRequest = z.infer<typeof ssoLoginRequestSchema>;
export type AppLoginRequest = z.infer<typeof appLoginRequestSchema>;
export type AppLoginResponse = z.infer<typeof appLoginResponseSchema>;
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
