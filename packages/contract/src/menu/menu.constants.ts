/**
 * Role names a menu item can require; the server computes each user's from their record with
 * the spec's rules (HR is sms 2 or more, training team is yobi2 1 or 2 or HR, ...).
 */
export const menuRoles = [
  "hr",
  "trainingTeam",
  "seatAdmin",
  "departmentLeader",
  "delegator",
  "ndaOwner",
  "fesAdmin",
  "ndaAdmin",
  "ticketApprover",
  "administrator",
] as const;
export type MenuRole = (typeof menuRoles)[number];

/**
 * The screens a menu item may open: only screens that exist. A feature that adds a screen adds
 * it here, so the menu can never lead to a page that does not work.
 */
export const menuScreens = {
  home: "/home",
  signInAudit: "/administration/sign-in-audit",
  menuAdmin: "/administration/menu",
  campaignAdmin: "/administration/campaigns",
  campaignDetail: "/campaign-detail",
  help: "/help",
  pageViews: "/administration/page-views",
  notificationSend: "/administration/notifications",
  commutingTicket: "/commuting-ticket",
  ticketLeaderQueue: "/commuting-ticket/leader",
  ticketHrDesk: "/commuting-ticket/hr",
  ticketApproverQueue: "/commuting-ticket/approver",
  ticketDelegation: "/commuting-ticket/delegation",
  stationAdmin: "/commuting-ticket/stations",
  about: "/about",
  colleagues: "/colleagues",
  profile: "/profile",
  workingAddress: "/working-address",
  employeeChangeHr: "/employee-change/hr",
  jobs: "/administration/jobs",
  apiReference: "/administration/api",
  payrollReports: "/commuting-ticket/payroll-reports",
  leave: "/leave",
  leaveLeaderQueue: "/leave/leader",
  leaveHrDesk: "/leave/hr",
} as const satisfies Record<string, string>;
export type MenuScreen = keyof typeof menuScreens;

/** Where an item's number comes from; each source is a count the server knows how to make. */
export const menuNumberSources = [
  "lockoutsLast24Hours",
  "ticketsWaitingForLeader",
  "ticketsWaitingForHr",
  "ticketsWaitingForApprover",
  "myTicketsToFix",
  "changeRequestsWaitingForHr",
  "leaveWaitingForLeader",
  "leaveWaitingForHr",
] as const;
export type MenuNumberSource = (typeof menuNumberSources)[number];

/** Icons an item may show (Tabler icon names the web maps to components). */
export const menuIcons = [
  "home",
  "shield-lock",
  "list-tree",
  "speakerphone",
  "chart-bar",
  "ticket",
  "user",
  "users",
  "bell",
  "help",
  "settings",
  "external-link",
  "folder",
  "calendar",
  "clock",
  "train",
  "map-pin",
  "building",
  "api",
] as const;
export type MenuIcon = (typeof menuIcons)[number];

export const menuTargets = ["_self", "_blank"] as const;

export const MenuLimits = { titleKeyMaxLength: 100, urlMaxLength: 2000, maxDepth: 3 } as const;
