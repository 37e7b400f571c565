import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { AuthMessages, LoginLimits } from "./auth.constants";

/** Login form as the spec sends it: userId, password, alternateLoginMode, captcha. */
export const loginRequestSchema = z.strictObject({
  userId: z
    .string({ error: AuthMessages.invalidCredentials })
    .trim()
    .min(1, { error: AuthMessages.invalidCredentials })
    .max(LoginLimits.userIdMaxLength, { error: AuthMessages.invalidCredentials }),
  password: z
    .string({ error: AuthMessages.invalidCredentials })
    .min(1, { error: AuthMessages.invalidCredentials })
    .max(LoginLimits.passwordMaxLength, { error: AuthMessages.invalidCredentials }),
  alternateLoginMode: z.boolean().optional(),
  captcha: z.string().max(2048).optional(),
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
});

export const loginResponseSchema = roleFlagsSchema.extend({
  access_token: z.string(),
  username: z.string(),
  display_name: z.string(),
  timesheet_mode: z.number().int(),
  mode_display_timesheet_lastYears: z.number().int(),
});

/** A failed sign-in: the spec's failure fields beside the common error body. */
export const loginFailureSchema = errorBodySchema.extend({
  error: z.string(),
  login_fail: z.number().int(),
  minutes: z.number().int(),
  recaptchaSiteKey: z.string().optional(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type LoginFailure = z.infer<typeof loginFailureSchema>;
export type RoleFlags = z.infer<typeof roleFlagsSchema>;
