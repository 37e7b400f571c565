import type { MenuNode } from "@portal/contract/menu/menu.schema";

/** A menu node as the server sends it: a plain item unless overridden. */
export function menuNode(id: number, title: string, extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id,
    title,
    icon: null,
    routePath: [],
    url: null,
    target: null,
    hidden: false,
    skip: false,
    number: null,
    children: [],
    ...extra,
  };
}
