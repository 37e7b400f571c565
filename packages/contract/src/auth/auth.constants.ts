/** Message keys of the sign-in feature (texts live in the locales of server and web). */
export const AuthMessages = {
  invalidCredentials: "auth.invalidCredentials",
  captchaRequired: "auth.captchaRequired",
  /** Too many failures: try again in some seconds (or solve the CAPTCHA on the web). */
  waitSeconds: "auth.waitSeconds",
  waitMinutes: "auth.waitMinutes",
  sessionExpired: "auth.sessionExpired",
  permissionDenied: "auth.permissionDenied",
  ssoUnknownUser: "auth.ssoUnknownUser",
  ssoInvalidToken: "auth.ssoInvalidToken",
  ssoNotConfigured: "auth.ssoNotConfigured",
} as const;

/** Limits of the login form. */
export const LoginLimits = {
  userIdMaxLength: 100,
  passwordMaxLength: 256,
  captchaMaxLength: 4096,
  deviceTokenMaxLength: 100,
  ssoTokenMaxLength: 16_384,
} as const;

/** How a sign-in was made; recorded in the audit and kept in the web session (`loginMode`). */
export const loginMethods = ["password", "alternative", "directory", "sso", "app"] as const;
export type LoginMethod = (typeof loginMethods)[number];

/** The grant type the spec's client sends to loginSSO with an ID token. */
export const ssoGrantType = "azure-ad";
