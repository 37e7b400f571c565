import type { MenuItem, MenuOrder } from "@portal/contract/menu/menu.schema";

export interface MenuAdminRow {
  item: MenuItem;
  depth: number;
  /** Siblings in order, for moving the item up or down. */
  siblings: MenuItem[];
}

/** The records as an indented list: each parent followed by its children, in their order. */
export function menuAdminRows(items: MenuItem[]): MenuAdminRow[] {
  const byParent = new Map<number | null, MenuItem[]>();
  for (const item of [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)) {
    const siblings = byParent.get(item.parentId) ?? [];
    siblings.push(item);
    byParent.set(item.parentId, siblings);
  }
  const rows: MenuAdminRow[] = [];
  const visit = (parentId: number | null, depth: number) => {
    const siblings = byParent.get(parentId) ?? [];
    for (const item of siblings) {
      rows.push({ item, depth, siblings });
      visit(item.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** The order after moving an item one place up (-1) or down (+1) among its siblings. */
export function moveAmongSiblings(row: MenuAdminRow, step: -1 | 1): MenuOrder | null {
  const index = row.siblings.findIndex((s) => s.id === row.item.id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= row.siblings.length) return null;
  const reordered = [...row.siblings];
  const [moved] = reordered.splice(index, 1);
  if (!moved) return null;
  reordered.splice(target, 0, moved);
  return { items: reordered.map((item, sortOrder) => ({ id: item.id, parentId: item.parentId, sortOrder })) };
}
