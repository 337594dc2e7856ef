import type { MenuNode } from "#contract/auth";

/** Routes every logged-in user may open whatever their menus: the pinned workbench and their own profile. */
export const ALWAYS_ALLOWED = new Set(["/workbench", "/home", "/profile/index"]);

/**
 * `meta.roles` of the demo permission group (SPEC §6): the group needs ROLE_EDITOR, its page
 * and role pages ROLE_ADMIN. A path matches the most specific rule.
 */
export const ROUTE_ROLE_RULES: Record<string, readonly string[]> = {
  "/permission": ["ROLE_ADMIN", "ROLE_EDITOR"],
  "/permission/page": ["ROLE_ADMIN"],
  "/permission/role": ["ROLE_ADMIN"],
};

export const ADMIN_ROLE = "ROLE_ADMIN";

export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "") || "/";
  return trimmed.toLowerCase();
}

/** Every node of the authority tree (roots keep children under `routes`, deeper levels `children`). */
export function flattenMenu(menu: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[] | undefined) => {
    for (const node of nodes ?? []) {
      out.push(node);
      walk(node.routes);
      walk(node.children);
    }
  };
  walk(menu);
  return out;
}

/** The menu-code paths the server granted, normalised. */
export function menuPaths(menu: readonly MenuNode[]): Set<string> {
  const paths = new Set<string>();
  for (const node of flattenMenu(menu)) if (node.menuPath) paths.add(normalisePath(node.menuPath));
  return paths;
}

export function findMenuByPath(menu: readonly MenuNode[], path: string): MenuNode | undefined {
  const wanted = normalisePath(path);
  return flattenMenu(menu).find((node) => node.menuPath && normalisePath(node.menuPath) === wanted);
}

/** The `meta.roles` that apply to a path (the most specific rule), or undefined when none does. */
export function roleRuleFor(path: string): readonly string[] | undefined {
  const wanted = normalisePath(path);
  let best: string | undefined;
  for (const prefix of Object.keys(ROUTE_ROLE_RULES)) {
    const p = normalisePath(prefix);
    if ((wanted === p || wanted.startsWith(`${p}/`)) && (!best || p.length > best.length)) best = prefix;
  }
  return best ? ROUTE_ROLE_RULES[best] : undefined;
}

/** Whether the roles meet the path's `meta.roles` (SPEC §6); a path without a rule asks none. */
export function rolesAllow(path: string, roles: readonly string[]): boolean {
  const rule = roleRuleFor(path);
  return !rule || roles.some((role) => rule.includes(role));
}

/** Why a path is open or refused: the steps of {@link canAccess}, in its order. */
export type AccessReason = "roleRule" | "alwaysAllowed" | "admin" | "menuGranted" | "notGranted";

/** Server-side route decision (SPEC §6): admin sees all, others their menu paths; role rules apply to all. */
export function accessDecision(path: string, session: { roles: readonly string[]; menuPaths: ReadonlySet<string> }): { allowed: boolean; reason: AccessReason } {
  const wanted = normalisePath(path);
  if (!rolesAllow(wanted, session.roles)) return { allowed: false, reason: "roleRule" };
  if (ALWAYS_ALLOWED.has(wanted)) return { allowed: true, reason: "alwaysAllowed" };
  if (session.roles.includes(ADMIN_ROLE)) return { allowed: true, reason: "admin" };
  return session.menuPaths.has(wanted) ? { allowed: true, reason: "menuGranted" } : { allowed: false, reason: "notGranted" };
}

export function canAccess(path: string, session: { roles: readonly string[]; menuPaths: ReadonlySet<string> }): boolean {
  return accessDecision(path, session).allowed;
}

/**
 * A path on this site: no scheme, no host, no protocol-relative trick, and no control
 * characters or backslashes (browsers drop or fold them, turning "/\t/evil" into "//evil").
 */
export function isSitePath(target: unknown): target is string {
  return (
    typeof target === "string" &&
    target.startsWith("/") &&
    !target.startsWith("//") &&
    !/[\u0000-\u001f\u007f\\]/.test(target)
  );
}

/** Where to go after logging in: a site path that is not itself an auth page (no open redirects). */
export function safeRedirect(target: unknown, fallback = "/workbench"): string {
  if (!isSitePath(target)) return fallback;
  if (/^\/(login|register|forgotpassword|logout)(\/|\?|$)/i.test(target)) return fallback;
  return target;
}
