/** What a sign-in audit entry records. */
export const signInEvents = [
  "success",
  "failure",
  "lockout",
  "captcha_required",
  /** Refused without a password check: the user ID must wait at this address, or its hour is used up. */
  "delayed",
  "sign_out",
] as const;
export type SignInEvent = (typeof signInEvents)[number];
