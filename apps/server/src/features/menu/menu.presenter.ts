import type { MenuIcon, MenuNumberSource, MenuScreen } from "@portal/contract/menu/menu.constants";
import type { MenuItem } from "@portal/contract/menu/menu.schema";
import type { MenuItemRow } from "./menu.repository";
import { parseRoles } from "./menu-tree";

export function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.id,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    titleKey: row.titleKey,
    icon: row.icon as MenuIcon | null,
    screen: row.screen as MenuScreen | null,
    url: row.url,
    target: row.target as "_self" | "_blank" | null,
    hidden: row.isHidden === 1,
    skip: row.isSkipped === 1,
    numberSource: row.numberSource as MenuNumberSource | null,
    roles: parseRoles(row.roles),
  };
}
