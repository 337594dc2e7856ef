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

/**
 * Hidden pages of one record that the menu names beside their list (an order's /editAddOrder
 * beside /orderList): they belong to the list, as a record's own page under its list's path does.
 */
const RECORD_PAGES: Readonly<Record<string, string>> = { "/editaddorder": "/orderList" };

/** The list a hidden record page belongs to, else the path itself (a tab's title follows the list's). */
export const recordListOf = (path: string): string => RECORD_PAGES[path.toLowerCase()] ?? path;

/**
 * The menu page a pathname belongs to: itself when a menu entry has it, else the nearest
 * ancestor path that has one (a shipment's own page /importClearance/123 belongs to
 * /importClearance), so the area, menu, breadcrumbs and title follow the list it came from.
 */
export function menuPageOf(menu: readonly ShellMenuNode[], pathname: string): string {
  if (recordListOf(pathname) !== pathname) return recordListOf(pathname);
  const has = (path: string): boolean => {
    const wanted = path.toLowerCase();
    const walk = (nodes: readonly ShellMenuNode[]): boolean => nodes.some((node) => node.menuPath?.toLowerCase() === wanted || walk(node.children));
    return walk(menu);
  };
  for (let path = pathname; ; path = path.slice(0, path.lastIndexOf("/"))) {
    if (has(path)) return path;
    if (path.lastIndexOf("/") <= 0) return pathname;
  }
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

/** Menu nodes as the provider sends them: roots keep their children under `routes`, deeper levels under `children`. */
function childrenInMenuOrder(node: MenuNode): MenuNode[] {
  return [...(node.routes ?? []), ...(node.children ?? [])]
    .filter((child) => String(child.menuStatus ?? "0") !== "1")
    .sort((a, b) => (a.menuSequence ?? 0) - (b.menuSequence ?? 0));
}

/**
 * The first page under a group, in menu order, that `canOpen` allows: where a group's own path
 * leads (from the breadcrumb or a typed URL). Null when the user may open none of its pages.
 */
export function firstOpenablePage(node: MenuNode, canOpen: (path: string) => boolean): string | null {
  for (const child of childrenInMenuOrder(node)) {
    const below = firstOpenablePage(child, canOpen);
    if (below) return below;
    if (child.menuPath && childrenInMenuOrder(child).length === 0 && canOpen(child.menuPath)) return child.menuPath;
  }
  return null;
}

/**
 * How many of the top menu's items fit in `available` px, leaving room for the "More" button
 * when some do not (items of `widths` px in order, `gap` px apart).
 */
export function topItemsThatFit(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
