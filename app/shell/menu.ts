import type { MenuNode } from "#contract/auth";
import type { Language } from "~/lib/constants";

/** A menu node as the shell draws it (the authority tree, trimmed and sorted on the server). */
export interface ShellMenuNode {
  menuCode: string;
  menuName: string;
  menuNames?: MenuNode["menuNames"];
  menuIcon: string | null;
  menuPath: string | null;
  /** menuStatus 1: a route that exists but stays out of the sidebar. */
  hidden: boolean;
  children: ShellMenuNode[];
}

/** A menu node's title in the UI language, falling back to the provider's name. */
export function menuTitle(node: Pick<ShellMenuNode, "menuName" | "menuNames">, language: string): string {
  return node.menuNames?.[language as Language] || node.menuName;
}

/** The chain of nodes from a root down to the node whose path is `path` (for breadcrumbs and titles). */
export function menuTrail(menu: readonly ShellMenuNode[], path: string): ShellMenuNode[] {
  const wanted = path.toLowerCase();
  for (const node of menu) {
    if (node.menuPath?.toLowerCase() === wanted) return [node];
    const below = menuTrail(node.children, path);
    if (below.length) return [node, ...below];
  }
  return [];
}
