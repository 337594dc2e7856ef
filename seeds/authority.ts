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
  { code: "ROLE_DISPATCHER", name: ["Trucking dispatcher", "车辆调度员", "車輛調度員"], description: ["Plans pick-ups and deliveries of cleared cargo", "安排已清关货物的提货和派送", "安排已清關貨物的提貨和派送"], menus: ["businessManagement"], buttons: ["update"], urls: ["/api/business/**"] },
  { code: "ROLE_CASHIER", name: ["Cashier", "出纳", "出納"], description: ["Confirms recharges and prints statements", "确认充值并打印对账单", "確認儲值並列印對帳單"], menus: ["account"], buttons: ["export"], urls: [] },
  { code: "ROLE_SUPPORT", name: ["Customer support", "客户支持", "客戶支援"], description: ["Answers customers about their declarations; read only", "解答客户关于报关的问题；只读", "解答客戶關於報關的問題；唯讀"], menus: ["customsDeclaration"], buttons: [], urls: [] },
  { code: "ROLE_IMPORT_DECLARANT", name: ["Import declarant", "进口报关员", "進口報關員"], description: ["Files China import declarations and answers customs queries", "办理中国进口报关并答复海关问询", "辦理中國進口報關並答覆海關問詢"], menus: ["customsDeclaration"], buttons: ["add", "update", "export"], urls: ["/api/customs/**"] },
  { code: "ROLE_EXPORT_DECLARANT", name: ["Export declarant", "出口报关员", "出口報關員"], description: ["Files China export declarations for cross-border sellers", "为跨境卖家办理中国出口报关", "為跨境賣家辦理中國出口報關"], menus: ["customsDeclaration"], buttons: ["add", "update", "export"], urls: ["/api/customs/**"] },
  { code: "ROLE_CCRN_FILER", name: ["CCRN filer", "CCRN 申报员", "CCRN 申報員"], description: ["Lodges ROCARS cargo data and bundles CCRNs for trucks", "递交 ROCARS 货物资料并为货车合并 CCRN", "遞交 ROCARS 貨物資料並為貨車合併 CCRN"], menus: ["hongKongBusiness"], buttons: ["add", "update"], urls: ["/api/hk/**"] },
  { code: "ROLE_DRAYAGE", name: ["Drayage coordinator", "拖车协调员", "拖車協調員"], description: ["Books container pick-ups at US ports and tracks last free days", "预约美国港口提柜并跟踪免费期", "預約美國港口提櫃並追蹤免費期"], menus: ["UsCustomsClearance"], buttons: ["update", "export"], urls: ["/api/usa/**"] },
  { code: "ROLE_COMPLIANCE", name: ["Compliance officer", "合规专员", "合規專員"], description: ["Reviews classifications, powers of attorney and audit trails", "复核归类、委托书和审计记录", "複核歸類、委託書和稽核記錄"], menus: ["customsDeclaration", "UsCustomsClearance"], buttons: ["export", "audit"], urls: ["/api/customs/**", "/api/usa/**"] },
  { code: "ROLE_BILLING", name: ["Billing clerk", "账单专员", "帳單專員"], description: ["Issues invoices for declarations and follows up payments", "为报关业务开票并跟进收款", "為報關業務開票並跟進收款"], menus: ["account"], buttons: ["add", "export"], urls: [] },
  { code: "ROLE_DOC_CLERK", name: ["Documentation clerk", "单证员", "單證員"], description: ["Prepares invoices, packing lists and certificates of origin", "制作发票、装箱单和原产地证书", "製作發票、裝箱單和原產地證書"], menus: ["customsDeclaration", "hongKongBusiness"], buttons: ["add", "update"], urls: ["/api/customs/**", "/api/hk/**"] },
  { code: "ROLE_WAREHOUSE", name: ["Warehouse supervisor", "仓库主管", "倉庫主管"], description: ["Checks cargo in and out of the bonded warehouse", "核对保税仓库的货物进出", "核對保稅倉庫的貨物進出"], menus: ["businessManagement"], buttons: ["update", "export"], urls: ["/api/business/**"] },
  { code: "ROLE_SALES", name: ["Sales representative", "销售代表", "銷售代表"], description: ["Follows customers' shipments; read only", "跟进客户货物；只读", "跟進客戶貨物；唯讀"], menus: ["UsCustomsClearance", "hongKongBusiness"], buttons: ["export"], urls: ["/api/usa/**", "/api/hk/**"] },
  { code: "ROLE_SUPERVISOR", name: ["Customs supervisor", "报关主管", "報關主管"], description: ["Approves declarations before they are lodged", "在申报前审批报关单", "在申報前審批報關單"], menus: ["customsDeclaration"], buttons: ["update", "audit", "export"], urls: ["/api/customs/**"] },
  { code: "ROLE_TRAINEE", name: ["Trainee", "实习生", "實習生"], description: ["Reads declarations and goods while learning; read only", "学习期间查看报关单和商品；只读", "學習期間查看報關單和商品；唯讀"], menus: ["customsDeclaration"], buttons: [], urls: [] },
  { code: "ROLE_IT_SUPPORT", name: ["IT support", "IT 支持", "IT 支援"], description: ["Looks after users' sessions and the interface list", "维护用户会话和接口列表", "維護使用者工作階段和介面列表"], menus: ["systemManagement"], buttons: ["export"], urls: ["/api/admin/sysuser/**"] },
  { code: "ROLE_PARTNER", name: ["Partner broker", "合作报关行", "合作報關行"], description: ["A partner's staff working on shared US shipments", "处理共享美国货物的合作方人员", "處理共享美國貨物的合作方人員"], menus: ["UsCustomsClearance"], buttons: ["update"], urls: ["/api/usa/**"] },
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
  ["ROLE_DISPATCHER", "orderList", "totalPriceSum,currency"],
  ["ROLE_CASHIER", "sysuser", "email"],
  ["ROLE_SUPPORT", "sysorg", "orgDescription"],
  ["ROLE_SUPPORT", "customerInformations", "phone,email,address"],
  ["ROLE_SALES", "customerInformations", "email"],
  ["ROLE_SALES", "importersAndExporters", "idNumber,passportNumber"],
  ["ROLE_TRAINEE", "sysuser", "mobile,email"],
  ["ROLE_TRAINEE", "GoodsMgt", "lowestPrice,highestPrice"],
  ["ROLE_PARTNER", "customerInformations", "phone,email"],
  ["ROLE_PARTNER", "importersAndExporters", "idNumber"],
  ["ROLE_DRAYAGE", "customerInformations", "email"],
  ["ROLE_BILLING", "sysuser", "mobile"],
  ["ROLE_WAREHOUSE", "sysuser", "email,mobile"],
  ["ROLE_DOC_CLERK", "BankMgt", "accountNumber"],
  ["ROLE_CCRN_FILER", "customerInformation", "email"],
  ["ROLE_IT_SUPPORT", "sysparam", "paramValue"],
  ["ROLE_COMPLIANCE", "BankMgt", "accountNumber"],
  ["ROLE_EXPORT_DECLARANT", "GoodsMgt", "lowestPrice"],
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
