import type { MenuRole } from "@portal/contract/menu/menu.constants";
import { type MenuScreen, menuScreens } from "@portal/contract/menu/menu.constants";
import type { MenuNode } from "@portal/contract/menu/menu.schema";
import type { MenuItemRow } from "./menu.repository";

export function parseRoles(roles: string): MenuRole[] {
  return roles.split(",").filter(Boolean) as MenuRole[];
}

/** Visible when the item asks for no role, or the user has one of the roles it names. */
export function isVisibleTo(row: MenuItemRow, roles: Set<MenuRole>): boolean {
  const required = parseRoles(row.roles);
  return required.length === 0 || required.some((role) => roles.has(role));
}

/**
 * The user's menu tree: rows in order, filtered by role (a hidden parent hides its children),
 * with the numbers already counted. Empty groups (no screen, no link, no visible child) are
 * dropped so that no item leads nowhere.
 */
export function buildMenuTree(
  rows: MenuItemRow[],
  roles: Set<MenuRole>,
  numbers: Map<number, number>,
): MenuNode[] {
  const childrenOf = new Map<number | null, MenuItemRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, seen: Set<number>): MenuNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((row) => isVisibleTo(row, roles) && !seen.has(row.id))
      .map((row) => {
        const children = build(row.id, new Set([...seen, row.id]));
        const screenPath = row.screen ? menuScreens[row.screen as MenuScreen] : undefined;
        return {
          id: row.id,
          title: row.titleKey,
          icon: row.icon,
          routePath: screenPath ? [screenPath] : [],
          url: row.url,
          target: row.target,
          hidden: row.isHidden === 1,
          skip: row.isSkipped === 1,
          number: numbers.get(row.id) ?? null,
          children,
        };
      })
      .filter((node) => node.routePath.length > 0 || node.url !== null || node.children.length > 0);
  return build(null, new Set());
}
