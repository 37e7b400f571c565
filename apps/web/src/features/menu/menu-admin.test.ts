import type { MenuItem } from "@portal/contract/menu/menu.schema";
import { describe, expect, it } from "vitest";
import { menuAdminRows, moveAmongSiblings } from "./menu-admin";

const item = (id: number, parentId: number | null, sortOrder: number): MenuItem => ({
  id,
  parentId,
  sortOrder,
  titleKey: `item${id}`,
  icon: null,
  screen: null,
  url: null,
  target: null,
  hidden: false,
  skip: false,
  numberSource: null,
  roles: [],
});

const items = [item(1, null, 1), item(2, null, 0), item(3, 1, 1), item(4, 1, 0)];

describe("menuAdminRows", () => {
  it("lists parents before their children, in order, with the depth", () => {
    expect(menuAdminRows(items).map((r) => [r.item.id, r.depth])).toEqual([
      [2, 0],
      [1, 0],
      [4, 1],
      [3, 1],
    ]);
  });
});

describe("moveAmongSiblings", () => {
  it("swaps an item with its neighbour and numbers the siblings again", () => {
    const rows = menuAdminRows(items);
    const third = rows.find((r) => r.item.id === 3);
    expect(third && moveAmongSiblings(third, -1)).toEqual({
      items: [
        { id: 3, parentId: 1, sortOrder: 0 },
        { id: 4, parentId: 1, sortOrder: 1 },
      ],
    });
  });

  it("does nothing past either end", () => {
    const rows = menuAdminRows(items);
    const first = rows[0];
    expect(first && moveAmongSiblings(first, -1)).toBeNull();
    const last = rows.find((r) => r.item.id === 3);
    expect(last && moveAmongSiblings(last, 1)).toBeNull();
  });
});
