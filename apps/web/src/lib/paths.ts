/** Paths of the screens other code links or redirects to. */
export const paths = {
  home: "/home",
  login: "/login",
  signInAudit: "/administration/sign-in-audit",
} as const;
