import type { MenuNode } from "@portal/contract/menu/menu.schema";

/**
 * The items the sidebar shows: hidden ones left out, a skipped item replaced by its children,
 * and the latest numbers applied.
 */
export function visibleMenu(nodes: MenuNode[], numbers: Map<number, number> = new Map()): MenuNode[] {
  return nodes.flatMap((node) => {
    if (node.hidden) return [];
    const children = visibleMenu(node.children, numbers);
    if (node.skip) return children;
    return [{ ...node, number: numbers.get(node.id) ?? node.number, children }];
  });
}

/** The address without its query string or hash, as the spec's selection rule compares it. */
export function pathWithoutQuery(location: string): string {
  return location.split(/[?#]/)[0] ?? location;
}

/**
 * The ids from the top of the tree down to the selected item: the one one of whose route paths
 * equals the address without its query string. Empty when nothing matches.
 */
export function selectedTrail(nodes: MenuNode[], location: string): number[] {
  const path = pathWithoutQuery(location);
  for (const node of nodes) {
    if (node.routePath.includes(path)) return [node.id];
    const below = selectedTrail(node.children, path);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}
