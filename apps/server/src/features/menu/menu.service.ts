import type { AppLanguage } from "@portal/contract/common/culture";
import type { MenuRole } from "@portal/contract/menu/menu.constants";
import { MenuLimits } from "@portal/contract/menu/menu.constants";
import type {
  MenuItem,
  MenuItemInput,
  MenuNode,
  MenuNumbers,
  MenuOrder,
} from "@portal/contract/menu/menu.schema";
import type { AppDeps } from "../../app-deps";
import { nowIso } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { employeeIdsWithRole, requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { effectiveRoles, loadViewer } from "../commutation-ticket/ticket-access";
import { recordLanguage } from "../mail/mail.service";
import { toMenuItem } from "./menu.presenter";
import type { MenuItemRow } from "./menu.repository";
import * as menuItems from "./menu.repository";
import { numberSources } from "./menu-numbers";
import { buildMenuTree, isVisibleTo } from "./menu-tree";

/** Counts for the visible items with a number source the user may see. */
async function countNumbers(deps: AppDeps, rows: MenuItemRow[], roles: Set<MenuRole>, employeeId: number) {
  const numbers = new Map<number, number>();
  for (const row of rows) {
    const source = row.numberSource
      ? numberSources[row.numberSource as keyof typeof numberSources]
      : undefined;
    if (!source || !isVisibleTo(row, roles)) continue;
    if (source.roles !== "everyone" && !source.roles.some((role) => roles.has(role))) continue;
    numbers.set(row.id, await source.count(deps, employeeId));
  }
  return numbers;
}

/** The signed-in user's menu; `ownerId` must name that user (account or employee id). */
/** The roles the menu is filtered by: the user's own, and the queues they hold by delegation today. */
async function menuRolesOf(deps: AppDeps, employeeId: number): Promise<Set<MenuRole>> {
  return effectiveRoles(await loadViewer(deps, employeeId));
}

/** The shell loads it on every page load and language change: the language used is recorded then. */
export async function getUserMenu(
  deps: AppDeps,
  session: SessionClaims,
  ownerId: string,
  language: AppLanguage,
): Promise<MenuNode[]> {
  const isOwn = ownerId.toLowerCase() === session.account || ownerId === String(session.employeeId);
  if (!isOwn) throw AppError.permissionDenied();
  const [rows, roles] = await Promise.all([
    menuItems.findAll(deps.db),
    menuRolesOf(deps, session.employeeId),
    recordLanguage(deps, session.employeeId, language),
  ]);
  return buildMenuTree(rows, roles, await countNumbers(deps, rows, roles, session.employeeId));
}

export function getMenuNumbers(deps: AppDeps, session: SessionClaims): Promise<MenuNumbers> {
  return menuNumbersOf(deps, session.employeeId);
}

/** An employee's menu numbers: what updateNumber answers and OnNotifySubmitRequestMenu pushes. */
export async function menuNumbersOf(
  deps: AppDeps,
  employeeId: number,
  rows?: MenuItemRow[],
): Promise<MenuNumbers> {
  const [items, roles] = await Promise.all([
    rows ?? menuItems.findAll(deps.db),
    menuRolesOf(deps, employeeId),
  ]);
  const numbers = await countNumbers(deps, items, roles, employeeId);
  return [...numbers].map(([id, number]) => ({ id, number }));
}

/**
 * Pushes fresh menu numbers to these employees (OnNotifySubmitRequestMenu). Features call it after
 * committing a change to a count they feed. Only the employees connected to the hub get them (the
 * others read their numbers with their menu when they next open the portal); the menu records are
 * read once for all of them.
 */
export async function pushMenuNumbers(deps: AppDeps, employeeIds: readonly number[]): Promise<void> {
  await pushToConnected(deps, await deps.realtime.connectedEmployees(employeeIds));
}

async function pushToConnected(deps: AppDeps, connected: readonly number[]): Promise<void> {
  if (connected.length === 0) return;
  const rows = await menuItems.findAll(deps.db);
  for (const employeeId of connected) {
    deps.realtime.toEmployees(
      [employeeId],
      "OnNotifySubmitRequestMenu",
      await menuNumbersOf(deps, employeeId, rows),
    );
  }
}

/**
 * The same, for everyone holding a role (e.g. HR when a ticket reaches the HR queue): the hub says
 * who is connected first, and only their accounts are read to see who holds the role.
 */
export async function pushMenuNumbersToRole(deps: AppDeps, role: MenuRole): Promise<void> {
  const connected = await deps.realtime.allConnectedEmployees();
  if (connected === null) return pushMenuNumbers(deps, await employeeIdsWithRole(deps, role));
  if (connected.length === 0) return;
  await pushToConnected(deps, await employeeIdsWithRole(deps, role, connected));
}

/** The chat assistant's button shows when the portal offers the assistant. */
export function canShowNavi(deps: AppDeps): { show: boolean } {
  return { show: deps.config.naviEnabled };
}

export async function listMenuItems(deps: AppDeps, session: SessionClaims): Promise<MenuItem[]> {
  await requireRole(deps, session.employeeId, "administrator");
  return (await menuItems.findAll(deps.db)).map(toMenuItem);
}

function invalidParent(): AppError {
  return AppError.field("parentId", "menu.invalidParent");
}

/** Depth of an item placed under `parentId` (1 at the top); refuses cycles and missing parents. */
function depthUnder(rows: MenuItemRow[], parentId: number | null, itemId?: number): number {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let depth = 1;
  for (let current = parentId; current !== null; depth++) {
    const parent = byId.get(current);
    if (!parent || current === itemId || depth > MenuLimits.maxDepth) throw invalidParent();
    current = parent.parentId;
  }
  if (depth > MenuLimits.maxDepth) throw invalidParent();
  return depth;
}

function toColumns(input: MenuItemInput) {
  return {
    parentId: input.parentId,
    titleKey: input.titleKey,
    icon: input.icon,
    screen: input.screen,
    url: input.url,
    target: input.url ? (input.target ?? "_blank") : null,
    isHidden: input.hidden ? 1 : 0,
    isSkipped: input.skip ? 1 : 0,
    numberSource: input.numberSource,
    roles: [...new Set(input.roles)].join(","),
  };
}

export async function createMenuItem(
  deps: AppDeps,
  session: SessionClaims,
  input: MenuItemInput,
): Promise<MenuItem> {
  await requireRole(deps, session.employeeId, "administrator");
  return deps.db.transaction().execute(async (trx) => {
    depthUnder(await menuItems.findAll(trx), input.parentId);
    const now = nowIso();
    const sortOrder = await menuItems.nextSortOrder(trx, input.parentId);
    return toMenuItem(
      await menuItems.create(trx, { ...toColumns(input), sortOrder, createdAt: now, updatedAt: now }),
    );
  });
}

export async function updateMenuItem(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  input: MenuItemInput,
): Promise<MenuItem> {
  await requireRole(deps, session.employeeId, "administrator");
  return deps.db.transaction().execute(async (trx) => {
    const rows = await menuItems.findAll(trx);
    if (!rows.some((row) => row.id === id)) throw AppError.notFound();
    depthUnder(rows, input.parentId, id);
    const row = await menuItems.update(trx, id, { ...toColumns(input), updatedAt: nowIso() });
    if (!row) throw AppError.notFound();
    return toMenuItem(row);
  });
}

export async function deleteMenuItem(deps: AppDeps, session: SessionClaims, id: number): Promise<void> {
  await requireRole(deps, session.employeeId, "administrator");
  const result = await menuItems.remove(deps.db, id);
  if (Number(result.numDeletedRows) === 0) throw AppError.notFound();
}

/** Moves items (parent and position) in one transaction; the result must still be a tree. */
export async function reorderMenu(deps: AppDeps, session: SessionClaims, order: MenuOrder): Promise<void> {
  await requireRole(deps, session.employeeId, "administrator");
  await deps.db.transaction().execute(async (trx) => {
    const rows = await menuItems.findAll(trx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const move of order.items) {
      const row = byId.get(move.id);
      if (!row) throw AppError.notFound();
      byId.set(move.id, { ...row, parentId: move.parentId, sortOrder: move.sortOrder });
    }
    const moved = [...byId.values()];
    for (const move of order.items) depthUnder(moved, move.parentId, move.id);
    const now = nowIso();
    for (const move of order.items) {
      await menuItems.updatePosition(trx, move.id, move.parentId, move.sortOrder, now);
    }
  });
}
