import { z } from "zod";
import { grantCalls, roleGrantsSchema } from "#contract/admin/grants";
import { roleCheckboxSchema, sysRoleCalls } from "#contract/admin/sysrole";
import { accessDecision, ALWAYS_ALLOWED, findMenuByPath, flattenMenu, isSitePath, normalisePath, roleRuleFor, rolesAllow } from "~/auth/access";
import { requireRouteAccess, type Session } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import { provider } from "~/provider/index.server";
import { screenTexts } from "~/resources/resources.i18n";
import { DEMO_PATHS } from "./demo";


/** A demo page's guard (its route's roles and the user's menus, SPEC §6), language and texts. */
export async function permissionScreen(request: Request, path: (typeof DEMO_PATHS)[number]) {
  const session = await requireRouteAccess(request, path);
  const language = i18nServer.getLocale(request) as Language;
  return { session, language, texts: screenTexts(["permission"], language) };
}

/** The roles each demo path asks for (`meta.roles`), as the server applies them. */
export const demoRules = () => DEMO_PATHS.map((path) => ({ path, roles: [...(roleRuleFor(path) ?? [])] }));

const pathSchema = z.string().trim().min(1).max(200).refine(isSitePath);

/**
 * What the server answers the user for a path, and why: the same decision every route makes
 * with the session's real roles and menus. A path no menu has is refused before any decision.
 */
export function explainPath(session: Session, asked: string | null) {
  if (asked === null) return null;
  const parsed = pathSchema.safeParse(asked);
  if (!parsed.success) return { path: asked, invalid: true as const };
  const path = parsed.data.split(/[?#]/)[0];
  const known = ALWAYS_ALLOWED.has(normalisePath(path)) || findMenuByPath(session.authority.menu, path) !== undefined;
  const decision = accessDecision(path, { roles: session.user.roles, menuPaths: session.menuPaths });
  // A role rule refuses before the menu is looked up, as the guard does.
  if (!known && decision.reason !== "roleRule") return { path, allowed: false, reason: "notAMenu" as const, rule: [] };
  return { path, ...decision, rule: [...(roleRuleFor(path) ?? [])] };
}

/** Buttons the directive page asks the server about: one an editor holds, two it does not. */
export const SAMPLE_BUTTONS = ["GoodsMgt:add", "GoodsMgt:delete", "sysuser:add"] as const;
export const sampleButtonSchema = z.enum(SAMPLE_BUTTONS);

/**
 * One role's grants read live from the provider, labelled in the page's language: its menus
 * (in the sidebar's order, with the buttons held on each), interfaces and data-field rules.
 */
export async function roleLesson(request: Request, session: Session, language: Language, asked: string | null) {
  const client = provider();
  const call = { token: session.token, lang: language };
  const roles = await client.data({ ...call, method: "GET", path: sysRoleCalls.queryRoleNameCheckbox, schema: roleCheckboxSchema });
  const mine = session.user.roles;
  const role = roles.find((r) => r.roleCode === asked) ?? roles.find((r) => r.roleCode === mine[0]) ?? roles[0];
  const options = [...roles]
    .sort((a, b) => Number(mine.includes(b.roleCode)) - Number(mine.includes(a.roleCode)))
    .map((r) => ({ value: r.roleCode, name: String(localText(r, "roleName", language)), mine: mine.includes(r.roleCode) }));
  if (!role) return { options, role: null };

  const grants = await client.data({ ...call, method: "GET", path: grantCalls.queryRoleGrants, query: { roleId: role.id }, schema: roleGrantsSchema });
  const t = i18nServer.getFixedT(request);
  const granted = { menus: new Set(grants.granted.menuIds), buttons: new Set(grants.granted.buttonIds), urls: new Set(grants.granted.urlIds) };
  const menuName = new Map(grants.menus.map((m) => [m.menuCode, m.menuNames[language]]));
  const grantedCodes = new Set(grants.menus.filter((m) => granted.menus.has(m.id)).map((m) => m.menuCode));
  const buttonName = (code: string) => t(`resources.sysmenu.options.buttons.${code}`, { defaultValue: code });

  const menus = flattenMenu(session.authority.menu)
    .filter((node) => node.menuPath && grantedCodes.has(node.menuCode))
    .map((node) => ({
      code: node.menuCode,
      name: menuName.get(node.menuCode) ?? node.menuName,
      path: node.menuPath!,
      // Granted, yet refused by the route's own roles (SPEC §6 meta.roles): the two layers at once.
      opens: rolesAllow(node.menuPath!, [role.roleCode]),
      buttons: grants.buttons.filter((b) => b.menuCode === node.menuCode && granted.buttons.has(b.id)).map((b) => buttonName(b.buttonCode)),
    }));
  const urls = grants.urls.filter((u) => granted.urls.has(u.id)).map(({ url, method, description }) => ({ url, method, description: description ?? "" }));
  const dataFields = grants.granted.dataFields.map((rule) => ({
    menu: menuName.get(rule.menuCode) ?? rule.menuCode,
    fields: rule.dataField.split(",").map((field) => t(`resources.${rule.menuCode}.fields.${field}`, { defaultValue: field })),
  }));
  return { options, role: { code: role.roleCode, name: String(localText(role, "roleName", language)), menus, urls, dataFields } };
}
