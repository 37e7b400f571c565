import type { Generated } from "kysely";

export interface MenuItemsTable {
  id: Generated<number>;
  parentId: number | null;
  sortOrder: number;
  titleKey: string;
  icon: string | null;
  screen: string | null;
  url: string | null;
  target: string | null;
  isHidden: number;
  isSkipped: number;
  numberSource: string | null;
  roles: string;
  createdAt: string;
  updatedAt: string;
}
