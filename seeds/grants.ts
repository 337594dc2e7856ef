import type { roleButtons, roleDataFields, roleMenus, roleUrls, urls } from "../db/schema";
import { idFor, stamp } from "./ids";
import { subtreeCodes, type MenuSeed } from "./menu-rows";
import type { ButtonCode } from "./menus";
import { DEFAULT_TENANT, type RoleCode, type TenantSeed } from "./tenants";

/** Everyone asks for leave and works on their tasks; managers also run the whole workflow group (models, definitions, instances). */
const WORKFLOW_FOR_ALL = ["myTask", "doneTask", "processInstanceDetail"];

/** Menu codes each role is granted; a code grants its whole subtree. ROLE_ADMIN gets everything. */
export const ROLE_MENU_GRANTS: Record<Exclude<RoleCode, "ROLE_ADMIN">, readonly string[]> = {
  ROLE_EDITOR: ["workbench", "mynotification", "customsDeclaration", "account", "profile", "permission", "uploadDownload", ...WORKFLOW_FOR_ALL],
  ROLE_MANAGER: ["workbench", "mynotification", "systemManagement", "authority", "businessManagement", "profile", "workflow"],
  ROLE_AGENT: ["workbench", "mynotification", "profile", "UsCustomsClearance", "hongKongBusiness", "customsDeclaration", ...WORKFLOW_FOR_ALL],
};

/** Buttons a role gets on the leaves it is granted; null means all of them. */
const ROLE_BUTTON_GRANTS: Record<RoleCode, readonly ButtonCode[] | null> = {
  ROLE_ADMIN: null,
  ROLE_EDITOR: ["add", "update", "export"],
  ROLE_MANAGER: null,
  ROLE_AGENT: ["add", "update", "export"],
};

const EVERYONE: readonly RoleCode[] = ["ROLE_EDITOR", "ROLE_MANAGER", "ROLE_AGENT"];
const MANAGER: readonly RoleCode[] = ["ROLE_MANAGER"];
const OPERATORS: readonly RoleCode[] = ["ROLE_EDITOR", "ROLE_AGENT"];

/**
 * Interface permissions. ROLE_ADMIN holds all; `roles` lists who else does. The calls every
 * signed-in user makes while loading the shell are open to all roles.
 */
const URLS: readonly { url: string; method: string; description: string; roles: readonly RoleCode[] }[] = [
  { url: "/api/uaa/users/**", method: "*", description: "Current user", roles: EVERYONE },
  { url: "/api/admin/sysuser/registerNewSession", method: "POST", description: "Register the session after login", roles: EVERYONE },
  { url: "/api/admin/sysuser/queryTenantUser", method: "GET", description: "Current user with tenant", roles: EVERYONE },
  { url: "/api/admin/sysorg/querySysOrg", method: "GET", description: "Organisation list for the shell", roles: EVERYONE },
  { url: "/api/admin/sysdict/queryDictByDictType", method: "GET", description: "Dictionary items for drop-downs", roles: EVERYONE },
  { url: "/api/admin/sysregion/querySysRegionTree", method: "GET", description: "Region tree for address pickers", roles: EVERYONE },
  { url: "/api/account/**", method: "*", description: "Own account, password and captchas", roles: EVERYONE },
  { url: "/api/notification/**", method: "*", description: "Notifications", roles: EVERYONE },
  { url: "/api/admin/sysuser/**", method: "*", description: "User management", roles: MANAGER },
  { url: "/api/admin/syspost/**", method: "*", description: "Post management", roles: MANAGER },
  { url: "/api/admin/sysuserpost/**", method: "*", description: "User posts", roles: MANAGER },
  { url: "/api/admin/sysrole/**", method: "*", description: "Role management", roles: MANAGER },
  { url: "/api/admin/sysurl/**", method: "*", description: "Interface permissions", roles: MANAGER },
  { url: "/api/admin/sysmenu/**", method: "*", description: "Menus, buttons and data permissions", roles: MANAGER },
  { url: "/api/admin/sysorg/**", method: "*", description: "Organisation management", roles: MANAGER },
  { url: "/api/admin/sysdict/**", method: "*", description: "Dictionary management", roles: MANAGER },
  { url: "/api/admin/sysregion/**", method: "*", description: "Region management", roles: MANAGER },
  { url: "/api/admin/sysparam/**", method: "*", description: "Parameter management", roles: MANAGER },
  { url: "/api/admin/sysauditlog/**", method: "*", description: "Audit log", roles: MANAGER },
  { url: "/api/admin/userAuth/**", method: "*", description: "Identity verification review", roles: MANAGER },
  { url: "/api/uaa/appclient/**", method: "*", description: "App clients", roles: MANAGER },
  { url: "/api/usa/**", method: "*", description: "US customs clearance", roles: ["ROLE_AGENT"] },
  { url: "/api/admin/systenant/**", method: "*", description: "Tenant management", roles: [] },
  { url: "/api/hs/**", method: "*", description: "HS codes and classification", roles: OPERATORS },
  { url: "/api/file/**", method: "*", description: "File upload and download", roles: EVERYONE },
  { url: "/api/customs/**", method: "*", description: "Goods and classification", roles: OPERATORS },
  { url: "/api/customs/manifest/**", method: "*", description: "Manifest query", roles: [] },
  { url: "/api/hk/**", method: "*", description: "Hong Kong business", roles: ["ROLE_AGENT"] },
  { url: "/api/business/**", method: "*", description: "Business management: suppliers", roles: MANAGER },
  { url: "/api/openapi/**", method: "*", description: "Open API: API users and call logs", roles: [] },
  { url: "/api/powerjob/**", method: "*", description: "Job scheduling: apps, jobs and instances", roles: [] },
  { url: "/api/elk/**", method: "GET", description: "Request logs: search and live tail", roles: [] },
  { url: "/api/activiti/**", method: "*", description: "Workflow: processes and tasks", roles: EVERYONE },
];

export interface GrantSeed {
  urlRows: (typeof urls.$inferInsert)[];
  roleMenuRows: (typeof roleMenus.$inferInsert)[];
  roleButtonRows: (typeof roleButtons.$inferInsert)[];
  roleUrlRows: (typeof roleUrls.$inferInsert)[];
  dataFieldRows: (typeof roleDataFields.$inferInsert)[];
}

/** The granted codes plus every ancestor, so the sidebar can reach each granted leaf. */
export function grantedMenuCodes(menu: MenuSeed, role: RoleCode): Set<string> {
  if (role === "ROLE_ADMIN") return new Set(menu.byCode.keys());
  const granted = new Set<string>();
  for (const code of ROLE_MENU_GRANTS[role]) {
    for (const sub of subtreeCodes(menu, code)) {
      granted.add(sub);
      for (const ancestor of menu.byCode.get(sub)!.ancestors) granted.add(ancestor);
    }
  }
  return granted;
}

export function buildGrants(menu: MenuSeed, tenants: TenantSeed): GrantSeed {
  const urlRows = URLS.map(({ url, method, description }, i) => ({ id: idFor("url", i), url, method, description, createTime: stamp().createTime }));
  const seed: GrantSeed = { urlRows, roleMenuRows: [], roleButtonRows: [], roleUrlRows: [], dataFieldRows: [] };

  for (const { id: roleId, tenantCode, roleCode } of tenants.roleRows) {
    const role = roleCode as RoleCode;
    const menuCodes = grantedMenuCodes(menu, role);
    for (const code of menuCodes) seed.roleMenuRows.push({ tenantCode, roleId, menuId: menu.byCode.get(code)!.id });

    const allowed = ROLE_BUTTON_GRANTS[role];
    for (const button of menu.buttonRows) {
      if (menuCodes.has(button.menuCode) && (!allowed || allowed.includes(button.buttonCode as ButtonCode))) {
        seed.roleButtonRows.push({ tenantCode, roleId, buttonId: button.id! });
      }
    }

    URLS.forEach((url, i) => {
      if (role === "ROLE_ADMIN" || url.roles.includes(role)) seed.roleUrlRows.push({ tenantCode, roleId, urlId: urlRows[i].id });
    });
  }

  // The data-permission example: editors see user records without contact details.
  seed.dataFieldRows.push({
    id: idFor("dataField", 0),
    tenantCode: DEFAULT_TENANT,
    roleCode: "ROLE_EDITOR",
    menuCode: "sysuser",
    dataField: "mobile,email",
    createTime: stamp().createTime,
  });
  return seed;
}
