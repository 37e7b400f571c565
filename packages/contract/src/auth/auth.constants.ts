/** Message keys of the sign-in feature (texts live in the locales of server and web). */
export const AuthMessages = {
  invalidCredentials: "auth.invalidCredentials",
  captchaRequired: "auth.captchaRequired",
  sessionExpired: "auth.sessionExpired",
  permissionDenied: "auth.permissionDenied",
} as const;

/** Limits of the login form. */
export const LoginLimits = {
  userIdMaxLength: 100,
  passwordMaxLength: 256,
} as const;
