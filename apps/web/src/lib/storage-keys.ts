/** localStorage keys of the session and the language, as the spec names them. */
export const storageKeys = {
  token: "token",
  username: "username",
  displayName: "displayName",
  displayNameJa: "displayNameJa",
  timesheetMode: "timesheetMode",
  roles: "roles",
  loginMode: "loginMode",
  culture: "culture",
  language: "language",
  authKey: "authKey",
} as const;
