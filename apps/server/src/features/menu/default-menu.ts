import type { MenuIcon, MenuNumberSource, MenuRole, MenuScreen } from "@portal/contract/menu/menu.constants";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";

interface DefaultItem {
  titleKey: string;
  icon: MenuIcon;
  screen?: MenuScreen;
  roles?: MenuRole[];
  numberSource?: MenuNumberSource;
  children?: DefaultItem[];
}

/** The menu a new portal starts with; administrators change it on the menu page. */
export const defaultMenu: DefaultItem[] = [
  { titleKey: "home", icon: "home", screen: "home" },
  { titleKey: "leave", icon: "calendar", screen: "leave" },
  {
    titleKey: "leaveLeaderQueue",
    icon: "calendar",
    screen: "leaveLeaderQueue",
    roles: ["departmentLeader"],
    numberSource: "leaveWaitingForLeader",
  },
  {
    titleKey: "leaveHrDesk",
    icon: "calendar",
    screen: "leaveHrDesk",
    roles: ["hr"],
    numberSource: "leaveWaitingForHr",
  },
  { titleKey: "commutingTicket", icon: "train", screen: "commutingTicket", numberSource: "myTicketsToFix" },
  {
    titleKey: "ticketLeaderQueue",
    icon: "ticket",
    screen: "ticketLeaderQueue",
    roles: ["departmentLeader"],
    numberSource: "ticketsWaitingForLeader",
  },
  {
    titleKey: "ticketHrDesk",
    icon: "ticket",
    screen: "ticketHrDesk",
    roles: ["hr"],
    numberSource: "ticketsWaitingForHr",
  },
  {
    titleKey: "ticketApproverQueue",
    icon: "ticket",
    screen: "ticketApproverQueue",
    roles: ["ticketApprover"],
    numberSource: "ticketsWaitingForApprover",
  },
  {
    titleKey: "ticketDelegation",
    icon: "users",
    screen: "ticketDelegation",
    roles: ["departmentLeader", "ticketApprover", "delegator"],
  },
  { titleKey: "stationAdmin", icon: "train", screen: "stationAdmin", roles: ["hr"] },
  { titleKey: "payrollReports", icon: "calendar", screen: "payrollReports", roles: ["hr"] },
  { titleKey: "colleagues", icon: "users", screen: "colleagues" },
  { titleKey: "profile", icon: "user", screen: "profile" },
  { titleKey: "workingAddress", icon: "map-pin", screen: "workingAddress" },
  {
    titleKey: "employeeChangeHr",
    icon: "folder",
    screen: "employeeChangeHr",
    roles: ["hr"],
    numberSource: "changeRequestsWaitingForHr",
  },
  { titleKey: "help", icon: "help", screen: "help" },
  { titleKey: "about", icon: "building", screen: "about" },
  {
    titleKey: "administration",
    icon: "settings",
    roles: ["administrator"],
    children: [
      {
        titleKey: "signInAudit",
        icon: "shield-lock",
        screen: "signInAudit",
        numberSource: "lockoutsLast24Hours",
      },
      { titleKey: "menuAdmin", icon: "list-tree", screen: "menuAdmin" },
      { titleKey: "pageViews", icon: "chart-bar", screen: "pageViews" },
      { titleKey: "jobs", icon: "clock", screen: "jobs" },
      { titleKey: "apiReference", icon: "api", screen: "apiReference" },
    ],
  },
  { titleKey: "campaigns", icon: "speakerphone", screen: "campaignAdmin", roles: ["hr", "administrator"] },
  { titleKey: "notificationSend", icon: "bell", screen: "notificationSend", roles: ["hr", "administrator"] },
];

/** Creates the default menu when there is none (first start), in one transaction. */
export async function ensureDefaultMenu(db: Db): Promise<boolean> {
  const existing = await db.selectFrom("menuItems").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const insert = async (items: DefaultItem[], parentId: number | null) => {
      for (const [sortOrder, item] of items.entries()) {
        const row = await trx
          .insertInto("menuItems")
          .values({
            parentId,
            sortOrder,
            titleKey: item.titleKey,
            icon: item.icon,
            screen: item.screen ?? null,
            numberSource: item.numberSource ?? null,
            roles: (item.roles ?? []).join(","),
            isHidden: 0,
            isSkipped: 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await insert(item.children ?? [], row.id);
      }
    };
    await insert(defaultMenu, null);
  });
  return true;
}
