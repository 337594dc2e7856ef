import type { roleButtons, roleDataFields, roleMenus, roles, roleUrls, urls } from "../db/schema";
import type { GrantSeed } from "./grants";
import { idFor, stamp } from "./ids";
import { subtreeCodes, type MenuSeed } from "./menu-rows";
import type { ButtonCode } from "./menus";
import { DEFAULT_TENANT, worded, type TenantSeed, type Wording } from "./tenants";

/** The calls every signed-in user makes while the shell loads (seeds/grants.ts grants them to every role). */
const SHELL_URLS = [
  "/api/uaa/users/**",
  "/api/admin/sysuser/registerNewSession",
  "/api/admin/sysuser/queryTenantUser",
  "/api/admin/sysorg/querySysOrg",
  "/api/admin/sysdict/queryDictByDictType",
  "/api/admin/sysregion/querySysRegionTree",
  "/api/account/**",
  "/api/notification/**",
];
const EVERYDAY_MENUS = ["workbench", "mynotification", "profile"];

/** Roles of the default tenant beyond the four every tenant has: what they see and which buttons they get there. */
const ROLES: readonly { code: string; name: Wording; description: Wording; menus: readonly string[]; buttons: readonly ButtonCode[]; urls: readonly string[] }[] = [
  { code: "ROLE_AUDITOR", name: ["Auditor", "审计员", "稽核員"], description: ["Reads roles, grants and data permissions; exports for the yearly audit", "查看角色、授权和数据权限；为年度审计导出", "查看角色、授權和資料權限；為年度稽核匯出"], menus: ["authority"], buttons: ["export"], urls: ["/api/admin/sysrole/**", "/api/admin/sysurl/**"] },
  { code: "ROLE_FINANCE", name: ["Finance officer", "财务专员", "財務專員"], description: ["Recharges, balances and bank accounts of the tenant", "租户的充值、余额和银行账户", "租戶的儲值、餘額和銀行帳戶"], menus: ["account"], buttons: ["add", "update", "export"], urls: [] },
  { code: "ROLE_US_BROKER", name: ["US customs broker", "美国报关行", "美國報關行"], description: ["Files US entries, ISF and bonds for importers; looks up bills in the manifest", "为进口商办理美国报关、ISF 和保证金；在舱单中查提单", "為進口商辦理美國報關、ISF 和保證金；在艙單中查提單"], menus: ["UsCustomsClearance", "ManifestQuery"], buttons: ["add", "update", "export"], urls: ["/api/usa/**", "/api/customs/manifest/**"] },
  { code: "ROLE_HK_DECLARANT", name: ["Hong Kong declarant", "香港报关员", "香港報關員"], description: ["Lodges Hong Kong import and export declarations", "递交香港进出口报关", "遞交香港進出口報關"], menus: ["hongKongBusiness"], buttons: ["add", "update", "export"], urls: ["/api/hk/**"] },
  { code: "ROLE_DISPATCHER", name: ["Trucking dispatcher", "车辆调度员", "車輛調度員"], description: ["Plans pick-ups and deliveries of cleared cargo", "安排已清关货物的提货和派送", "安排已清關貨物的提貨和派送"], menus: ["businessManagement"], buttons: ["update"], urls: [] },
  { code: "ROLE_CASHIER", name: ["Cashier", "出纳", "出納"], description: ["Confirms recharges and prints statements", "确认充值并打印对账单", "確認儲值並列印對帳單"], menus: ["account"], buttons: ["export"], urls: [] },
  { code: "ROLE_SUPPORT", name: ["Customer support", "客户支持", "客戶支援"], description: ["Answers customers about their declarations; read only", "解答客户关于报关的问题；只读", "解答客戶關於報關的問題；唯讀"], menus: ["customsDeclaration"], buttons: [], urls: [] },
  { code: "ROLE_CLASSIFIER", name: ["Classifier", "归类员", "歸類員"], description: ["Claims classification orders, proposes codes per market, reviews other classifiers' proposals", "认领归类单，按市场提出编码，复核其他归类员的建议", "認領歸類單，按市場提出編碼，複核其他歸類員的建議"], menus: ["customsDeclaration"], buttons: ["assign", "audit"], urls: ["/api/customs/**"] },
];

/** Fields hidden from a role on a menu's records (SPEC §3 data permission), one rule per role and menu. */
const DATA_FIELDS: readonly [roleCode: string, menuCode: string, dataField: string][] = [
  ["ROLE_AUDITOR", "sysuser", "mobile,email"],
  ["ROLE_AUDITOR", "sysparam", "paramValue"],
  ["ROLE_FINANCE", "sysuser", "mobile"],
  ["ROLE_FINANCE", "syspost", "postSequence"],
  ["ROLE_US_BROKER", "importersAndExporters", "idNumber,passportNumber"],
  ["ROLE_HK_DECLARANT", "BankMgt", "accountNumber"],
  ["ROLE_DISPATCHER", "orderList", "totalAmount,currency"],
  ["ROLE_CASHIER", "sysuser", "email"],
  ["ROLE_SUPPORT", "sysorg", "orgDescription"],
  ["ROLE_SUPPORT", "customerInformations", "phone,email,address"],
];

/** The data-permission screen's interface: the tenant admin and the manager reach it. */
const DATA_PERMISSION_URL = { url: "/api/admin/datapermission/**", method: "*", description: "Data permissions" };
const DATA_PERMISSION_ROLES = ["ROLE_ADMIN", "ROLE_MANAGER"];

export interface AuthoritySeed {
  roleRows: (typeof roles.$inferInsert)[];
  urlRows: (typeof urls.$inferInsert)[];
  roleMenuRows: (typeof roleMenus.$inferInsert)[];
  roleButtonRows: (typeof roleButtons.$inferInsert)[];
  roleUrlRows: (typeof roleUrls.$inferInsert)[];
  dataFieldRows: (typeof roleDataFields.$inferInsert)[];
}

/** Enough roles and data permissions for the authority screens to open on realistic lists. */
export function buildAuthority(menu: MenuSeed, tenants: TenantSeed, grants: GrantSeed): AuthoritySeed {
  const tenantCode = DEFAULT_TENANT;
  const urlId = new Map(grants.urlRows.map((row) => [row.url, row.id!]));
  const dataPermissionUrl = { id: idFor("url", 1000), ...DATA_PERMISSION_URL, createTime: stamp().createTime };
  const seed: AuthoritySeed = { roleRows: [], urlRows: [dataPermissionUrl], roleMenuRows: [], roleButtonRows: [], roleUrlRows: [], dataFieldRows: [] };

  for (const role of tenants.roleRows.filter((r) => DATA_PERMISSION_ROLES.includes(r.roleCode))) {
    seed.roleUrlRows.push({ tenantCode: role.tenantCode, roleId: role.id!, urlId: dataPermissionUrl.id });
  }

  ROLES.forEach((role, i) => {
    const roleId = idFor("role", 1000 + i);
    seed.roleRows.push({ id: roleId, tenantCode, roleCode: role.code, ...worded("roleName", role.name), ...worded("roleDescription", role.description), ...stamp(i + 1) });
    const codes = new Set<string>();
    for (const code of [...EVERYDAY_MENUS, ...role.menus]) {
      for (const sub of subtreeCodes(menu, code)) {
        codes.add(sub);
        for (const ancestor of menu.byCode.get(sub)!.ancestors) codes.add(ancestor);
      }
    }
    for (const code of codes) seed.roleMenuRows.push({ tenantCode, roleId, menuId: menu.byCode.get(code)!.id });
    for (const button of menu.buttonRows) {
      if (codes.has(button.menuCode) && role.buttons.includes(button.buttonCode as ButtonCode)) seed.roleButtonRows.push({ tenantCode, roleId, buttonId: button.id! });
    }
    for (const url of [...SHELL_URLS, ...role.urls]) {
      const id = urlId.get(url);
      if (!id) throw new Error(`no seeded interface ${url}`);
      seed.roleUrlRows.push({ tenantCode, roleId, urlId: id });
    }
  });

  DATA_FIELDS.forEach(([roleCode, menuCode, dataField], i) => {
    if (!menu.byCode.has(menuCode)) throw new Error(`unknown menu code ${menuCode}`);
    seed.dataFieldRows.push({ id: idFor("dataField", 100 + i), tenantCode, roleCode, menuCode, dataField, createTime: stamp(i + 1).createTime });
  });
  return seed;
}
