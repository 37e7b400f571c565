import type { AppLanguage } from "@portal/contract/common/culture";
import type { Paged } from "@portal/contract/common/paging";
import type { MenuRole } from "@portal/contract/menu/menu.constants";
import { menuRoles } from "@portal/contract/menu/menu.constants";
import {
  NotificationMessages,
  NotificationTextLimits,
  ReadFlag,
} from "@portal/contract/notification/notification.constants";
import type {
  Audience,
  Notification,
  NotificationAudienceOptions,
  NotificationBell,
  NotificationSummary,
  Recipient,
  SendNotification,
} from "@portal/contract/notification/notification.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { activeStatus, findActiveEmployee } from "../../lib/employee-status";
import { employeeIdsWithRole, requireAnyRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import * as audiences from "./audience.repository";
import { toNotification } from "./notification.presenter";
import * as notifications from "./notification.repository";
import { notify } from "./notify";

/** Who may send notifications and search recipients. */
const senderRoles: readonly MenuRole[] = ["hr", "administrator"];

const now = (deps: AppDeps) => deps.clock.now().toISOString();

export async function getBell(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<NotificationBell> {
  const [rows, unreadCount] = await Promise.all([
    notifications.findLatest(deps.db, session.employeeId, NotificationTextLimits.bellSize),
    notifications.countUnread(deps.db, session.employeeId),
  ]);
  return { data: rows.map((row) => toNotification(row, language)), unreadCount };
}

/**
 * A page of the see-all list, newest first. The listed ones become read; the page shows them as
 * they were when listed, so the client can still tell which were new.
 */
export async function listAll(
  deps: AppDeps,
  session: SessionClaims,
  page: { page: number; size: number },
  language: AppLanguage,
): Promise<Paged<Notification>> {
  const [rows, counts] = await Promise.all([
    notifications.findPage(deps.db, session.employeeId, {
      offset: (page.page - 1) * page.size,
      limit: page.size,
    }),
    notifications.countOwn(deps.db, session.employeeId),
  ]);
  const unreadIds = rows.filter((row) => row.readAt === null).map((row) => row.id);
  await notifications.markRead(deps.db, session.employeeId, unreadIds, now(deps));
  return { data: rows.map((row) => toNotification(row, language)), totalCount: counts.total };
}

export async function getSummary(deps: AppDeps, session: SessionClaims): Promise<NotificationSummary> {
  const counts = await notifications.countOwn(deps.db, session.employeeId);
  return { unreadCount: counts.unread, totalCount: counts.total, latestId: counts.latestId };
}

/** One of the user's notifications; opening it marks it read. Another user's is "not found". */
export async function openNotification(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  language: AppLanguage,
): Promise<Notification> {
  const row = await notifications.findOwn(deps.db, session.employeeId, id);
  if (!row) throw AppError.notFound();
  if (row.readAt === null) await notifications.markRead(deps.db, session.employeeId, [id], now(deps));
  return { ...toNotification(row, language), read: ReadFlag.read };
}

/** What arrived after the newest notification the client holds, with the unread count. */
export async function syncNotifications(
  deps: AppDeps,
  session: SessionClaims,
  afterId: number,
  language: AppLanguage,
): Promise<NotificationBell> {
  const [rows, unreadCount] = await Promise.all([
    notifications.findNewer(deps.db, session.employeeId, afterId, NotificationTextLimits.syncMax),
    notifications.countUnread(deps.db, session.employeeId),
  ]);
  return { data: rows.map((row) => toNotification(row, language)), unreadCount };
}

export async function markAllAsRead(deps: AppDeps, session: SessionClaims): Promise<void> {
  await notifications.markAllRead(deps.db, session.employeeId, now(deps));
}

/** Marks one of the user's notifications read (already read is fine); another user's is "not found". */
export async function markAsRead(deps: AppDeps, session: SessionClaims, id: number): Promise<void> {
  const row = await notifications.findOwn(deps.db, session.employeeId, id);
  if (!row) throw AppError.notFound();
  await notifications.markRead(deps.db, session.employeeId, [id], now(deps));
}

/** Marks the user's own notifications among the ids read; ids of other people's are left alone. */
export async function markManyAsRead(deps: AppDeps, session: SessionClaims, ids: number[]): Promise<void> {
  await notifications.markRead(deps.db, session.employeeId, [...new Set(ids)], now(deps));
}

async function resolveAudience(deps: AppDeps, audience: Audience): Promise<number[]> {
  switch (audience.type) {
    case "user": {
      const employee = await findActiveEmployee(deps.db, audience.employeeId);
      if (!employee) throw AppError.field("audience.employeeId", NotificationMessages.unknownEmployee);
      return [employee.id];
    }
    case "department": {
      const department = await audiences.findDepartment(deps.db, audience.departmentId);
      if (!department) throw AppError.field("audience.departmentId", NotificationMessages.unknownDepartment);
      return audiences.activeEmployeeIdsInDepartment(deps.db, department.id, activeStatus);
    }
    case "role":
      return employeeIdsWithRole(deps, audience.role);
    case "everyone":
      return audiences.activeEmployeeIds(deps.db, activeStatus);
  }
}

/** HR and administrators send a notification; each recipient also sees it as a notice. */
export async function sendNotification(
  deps: AppDeps,
  session: SessionClaims,
  input: SendNotification,
): Promise<{ recipients: number }> {
  await requireAnyRole(deps, session.employeeId, senderRoles);
  const recipients = await resolveAudience(deps, input.audience);
  if (recipients.length === 0) throw AppError.field("audience", NotificationMessages.noRecipients);
  await notify(deps, {
    recipients,
    severity: input.severity,
    title: { en: input.titleEn, ja: input.titleJa },
    message: { en: input.messageEn, ja: input.messageJa },
    link: input.link,
    senderId: session.employeeId,
    notice: "OnNotifyMessage",
  });
  return { recipients: recipients.length };
}

export async function getAudienceOptions(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<NotificationAudienceOptions> {
  await requireAnyRole(deps, session.employeeId, senderRoles);
  const departments = await audiences.listDepartments(deps.db);
  return {
    departments: departments.map((d) => ({ id: d.id, name: language === "ja" ? d.nameJa : d.nameEn })),
    roles: [...menuRoles],
  };
}

export async function searchRecipients(
  deps: AppDeps,
  session: SessionClaims,
  search: string,
  language: AppLanguage,
): Promise<Recipient[]> {
  await requireAnyRole(deps, session.employeeId, senderRoles);
  const rows = await audiences.searchActiveEmployees(
    deps.db,
    search,
    NotificationTextLimits.recipientSearchMax,
    activeStatus,
  );
  return rows.map((row) => ({
    employeeId: row.id,
    account: row.account,
    displayName: row.displayName,
    departmentName: language === "ja" ? row.nameJa : row.nameEn,
  }));
}
