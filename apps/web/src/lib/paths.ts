/** Paths of the screens other code links or redirects to. */
export const paths = {
  home: "/home",
  login: "/login",
} as const;
