import { menuScreens } from "@portal/contract/menu/menu.constants";

/** Paths of the screens other code links or redirects to. */
export const paths = {
  home: "/home",
  login: "/login",
  sessionExpired: "/session-expired",
  help: "/help",
  helpEditors: "/help/editors",
  signInAudit: "/administration/sign-in-audit",
  menuAdmin: "/administration/menu",
  campaignDetail: "/campaign-detail",
  campaignAdmin: "/administration/campaigns",
  notificationSend: menuScreens.notificationSend,
  about: menuScreens.about,
} as const;
