/** What a sign-in audit entry records. */
export const signInEvents = ["success", "failure", "lockout", "captcha_required", "sign_out"] as const;
export type SignInEvent = (typeof signInEvents)[number];
