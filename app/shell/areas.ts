import { BUSINESS_AREAS, type BusinessArea } from "~/lib/constants";
import { readCookie } from "~/lib/cookies";
import type { ShellMenuNode } from "./menu";

/** SPEC §3: the business area lives in session storage; a session cookie mirrors it for the server. */
export const AREA_STORAGE_KEY = "businessArea";
export const AREA_COOKIE = "area";
export const TENANT_NAME_STORAGE_KEY = "tenantName";

export function isBusinessArea(value: unknown): value is BusinessArea {
  return typeof value === "string" && (BUSINESS_AREAS as readonly string[]).includes(value);
}

function contains(node: ShellMenuNode, path: string): boolean {
  if (node.menuPath?.toLowerCase() === path) return true;
  return node.children.some((child) => contains(child, path));
}

/** The area whose tree holds `pathname`, if any (a route's area wins over the remembered one). */
export function areaOfPath(menu: readonly ShellMenuNode[], pathname: string): BusinessArea | null {
  const path = pathname.toLowerCase();
  for (const root of menu) {
    if (isBusinessArea(root.menuCode) && contains(root, path)) return root.menuCode;
  }
  return null;
}

/** The area a route switches the menu to; the pinned workbench belongs to every area, so none. */
export function areaOfRoute(menu: readonly ShellMenuNode[], pathname: string): BusinessArea | null {
  return pathname.toLowerCase() === "/workbench" ? null : areaOfPath(menu, pathname);
}

/** Area for a request: the route's own, else the remembered one, else PublicInformation (SPEC §4). */
export function currentArea(menu: readonly ShellMenuNode[], pathname: string, cookieHeader: string | null): BusinessArea {
  const remembered = readCookie(cookieHeader, AREA_COOKIE);
  const fallback = isBusinessArea(remembered) && menu.some((n) => n.menuCode === remembered) ? remembered : "PublicInformation";
  return areaOfRoute(menu, pathname) ?? fallback;
}

/** The areas this user has, in the fixed order of the top bar. */
export function availableAreas(menu: readonly ShellMenuNode[]): BusinessArea[] {
  return BUSINESS_AREAS.filter((area) => menu.some((node) => node.menuCode === area));
}

/** The children the sidebar shows for an area (SPEC §4: choosing an area sets the menu to its children). */
export function areaMenu(menu: readonly ShellMenuNode[], area: BusinessArea): ShellMenuNode[] {
  return menu.find((node) => node.menuCode === area)?.children ?? [];
}
