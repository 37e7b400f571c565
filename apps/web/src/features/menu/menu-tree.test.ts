import type { MenuNode } from "@portal/contract/menu/menu.schema";
import { describe, expect, it } from "vitest";
import { menuNode } from "../../test/menu-node";
import { pathWithoutQuery, selectedTrail, visibleMenu } from "./menu-tree";

const node = menuNode;

const tree = [
  node(1, "home", { routePath: ["/home"] }),
  node(2, "tickets", {
    children: [
      node(3, "mine", { routePath: ["/ticket/mine", "/ticket/mine/new"], number: 2 }),
      node(4, "secret", { routePath: ["/ticket/secret"], hidden: true }),
    ],
  }),
  node(5, "wrapper", {
    skip: true,
    children: [
      node(6, "audit", { routePath: ["/administration/sign-in-audit"] }),
      node(7, "menu", { routePath: ["/administration/menu"] }),
    ],
  }),
];

const titles = (nodes: MenuNode[]): string[] =>
  nodes.map((n) => (n.children.length ? `${n.title}[${titles(n.children)}]` : n.title));

describe("visibleMenu", () => {
  it("leaves hidden items out and replaces a skipped item by its children", () => {
    expect(titles(visibleMenu(tree))).toEqual(["home", "tickets[mine]", "audit", "menu"]);
  });

  it("applies the latest numbers, keeping the tree's own where none came", () => {
    const shown = visibleMenu(tree, new Map([[3, 7]]));
    expect(shown[1]?.children[0]?.number).toBe(7);
    expect(visibleMenu(tree)[1]?.children[0]?.number).toBe(2);
  });
});

describe("selectedTrail", () => {
  it("selects the item whose path equals the address without its query string, with its parents", () => {
    expect(selectedTrail(visibleMenu(tree), "/ticket/mine/new?draft=1#top")).toEqual([2, 3]);
    expect(selectedTrail(visibleMenu(tree), "/home?x=1")).toEqual([1]);
  });

  it("finds items that moved up from a skipped parent", () => {
    expect(selectedTrail(visibleMenu(tree), "/administration/menu")).toEqual([7]);
  });

  it("selects nothing for a path no item has, or only a prefix of", () => {
    expect(selectedTrail(visibleMenu(tree), "/ticket")).toEqual([]);
    expect(selectedTrail(visibleMenu(tree), "/home/extra")).toEqual([]);
  });
});

describe("pathWithoutQuery", () => {
  it("drops the query string and the hash", () => {
    expect(pathWithoutQuery("/a/b?c=d#e")).toBe("/a/b");
    expect(pathWithoutQuery("/a")).toBe("/a");
  });
});
