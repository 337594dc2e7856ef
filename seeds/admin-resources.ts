import type { menuButtons, params, posts, roleButtons } from "../db/schema";
import { idFor, stamp } from "./ids";
import { DEFAULT_TENANT, worded, type TenantSeed, type Wording } from "./tenants";

/** Parameters of the default tenant beyond the ones the platform reads itself. */
const PARAMS: readonly [name: string, key: string, value: string][] = [
  ["默认币种", "customs.defaultCurrency", "CNY"],
  ["默认申报口岸", "customs.declarePort", "5300"],
  ["美国海关保证金类型", "us.bondType", "continuous"],
  ["ISF 提前申报小时数", "us.isfLeadHours", "24"],
  ["香港 ROCARS 平台地址", "hk.rocarsUrl", "https://www.rocars.gov.hk"],
  ["上传文件大小上限（MB）", "file.maxUploadMb", "10"],
  ["会话超时（分钟）", "sys.sessionTimeoutMinutes", "60"],
  ["汇率来源", "finance.exchangeRateSource", "BOC"],
  ["Default port of US entry", "us.defaultPortOfEntry", "2704"],
  ["US customs bond amount (USD)", "us.bondAmountUsd", "50000"],
  ["ACE filer code", "us.aceFilerCode", "GT7"],
  ["ISF late-filing alert (hours before loading)", "us.isfAlertHours", "48"],
  ["Hong Kong default control point", "hk.defaultControlPoint", "LMC"],
  ["CCRN validity (days)", "hk.ccrnValidityDays", "14"],
  ["TDEC lodgement deadline (days after import)", "hk.tdecDeadlineDays", "14"],
  ["China declaration type", "declaration.type", "0110"],
  ["Default trade mode", "declaration.tradeMode", "0110"],
  ["Classification order reply target (hours)", "classification.replyHours", "24"],
  ["Invoice number prefix", "finance.invoicePrefix", "GT-INV-"],
  ["Low balance alert (CNY)", "finance.lowBalanceAlert", "5000"],
  ["Password lifetime (days)", "sys.passwordMaxAgeDays", "90"],
  ["Export row limit", "sys.exportRowLimit", "10000"],
];

/** Posts of the default tenant below the seeded chain (CEO → department manager → …). */
const POSTS: readonly [code: string, name: Wording, parent: string][] = [
  ["CFO", ["Chief Financial Officer", "首席财务官", "財務長"], "CEO"],
  ["COO", ["Chief Operating Officer", "首席运营官", "營運長"], "CEO"],
  ["US_BROKER", ["US Customs Broker", "美国报关行", "美國報關行"], "DEPT_MANAGER"],
  ["HK_DECLARANT", ["Hong Kong Declarant", "香港报关员", "香港報關員"], "DEPT_MANAGER"],
  ["DISPATCHER", ["Trucking Dispatcher", "车辆调度员", "車輛調度員"], "COO"],
  ["CASHIER", ["Cashier", "出纳", "出納"], "CFO"],
  ["IT_ADMIN", ["IT Administrator", "IT 管理员", "IT 管理員"], "COO"],
];

/** The import button of the params screen (seeds/menus.ts gives it CRUD only). */
const IMPORT_BUTTONS = [{ menuCode: "sysparam", buttonCode: "import", buttonName: "Import" }] as const;
/** Roles that hold every button (seeds/grants.ts ROLE_BUTTON_GRANTS null). */
const ALL_BUTTON_ROLES = ["ROLE_ADMIN", "ROLE_MANAGER"] as const;

/** Rows for the params and posts screens: enough records to page, and the buttons they need. */
export function buildAdminResources(tenants: TenantSeed) {
  const paramRows: (typeof params.$inferInsert)[] = PARAMS.map(([paramName, paramKey, paramValue], i) => ({
    id: idFor("param", 1000 + i),
    tenantCode: DEFAULT_TENANT,
    paramName,
    paramKey,
    paramValue,
    ...stamp(i + 1),
  }));
  const postIds = new Map<string, string>();
  const postId = (code: string) => postIds.get(code) ?? tenants.postId(DEFAULT_TENANT, code as Parameters<TenantSeed["postId"]>[1]);
  const postRows: (typeof posts.$inferInsert)[] = POSTS.map(([postCode, name, parent], i) => {
    const id = idFor("post", 1000 + i);
    const row = { id, tenantCode: DEFAULT_TENANT, postCode, ...worded("postName", name), postSequence: 100 + i * 10, parentId: postId(parent), ...stamp(i + 1) };
    postIds.set(postCode, id);
    return row;
  });
  const buttonRows: (typeof menuButtons.$inferInsert)[] = IMPORT_BUTTONS.map((b, i) => ({ id: idFor("button", 90_000 + i), ...b, createTime: stamp().createTime }));
  const roleButtonRows: (typeof roleButtons.$inferInsert)[] = tenants.roleRows
    .filter((role) => (ALL_BUTTON_ROLES as readonly string[]).includes(role.roleCode))
    .flatMap((role) => buttonRows.map((b) => ({ tenantCode: role.tenantCode, roleId: role.id!, buttonId: b.id! })));
  return { paramRows, postRows, buttonRows, roleButtonRows };
}
