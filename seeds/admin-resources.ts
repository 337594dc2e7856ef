import type { menuButtons, params, posts, roleButtons } from "../db/schema";
import { idFor, stamp } from "./ids";
import { DEFAULT_TENANT, worded, type TenantSeed, type Wording } from "./tenants";

/** Parameters of the default tenant beyond the ones the platform reads itself. */
const PARAMS: readonly [name: Wording, key: string, value: string][] = [
  [["Default currency", "默认币种", "預設幣種"], "customs.defaultCurrency", "CNY"],
  [["Default port of declaration", "默认申报口岸", "預設申報口岸"], "customs.declarePort", "5300"],
  [["US customs bond type", "美国海关保证金类型", "美國海關保證金類型"], "us.bondType", "continuous"],
  [["ISF lead time (hours)", "ISF 提前申报小时数", "ISF 提前申報小時數"], "us.isfLeadHours", "24"],
  [["Hong Kong ROCARS address", "香港 ROCARS 平台地址", "香港 ROCARS 平台地址"], "hk.rocarsUrl", "https://www.rocars.gov.hk"],
  [["Upload size limit (MB)", "上传文件大小上限（MB）", "上傳檔案大小上限（MB）"], "file.maxUploadMb", "10"],
  [["Session timeout (minutes)", "会话超时（分钟）", "工作階段逾時（分鐘）"], "sys.sessionTimeoutMinutes", "60"],
  [["Exchange rate source", "汇率来源", "匯率來源"], "finance.exchangeRateSource", "BOC"],
  [["Default port of US entry", "美国默认入境口岸", "美國預設入境口岸"], "us.defaultPortOfEntry", "2704"],
  [["US customs bond amount (USD)", "美国海关保证金金额（美元）", "美國海關保證金金額（美元）"], "us.bondAmountUsd", "50000"],
  [["ACE filer code", "ACE 申报人代码", "ACE 申報人代碼"], "us.aceFilerCode", "GT7"],
  [["ISF late-filing alert (hours before loading)", "ISF 迟报提醒（装船前小时数）", "ISF 遲報提醒（裝船前小時數）"], "us.isfAlertHours", "48"],
  [["Hong Kong default control point", "香港默认管制站", "香港預設管制站"], "hk.defaultControlPoint", "LMC"],
  [["CCRN validity (days)", "CCRN 有效期（天）", "CCRN 有效期（天）"], "hk.ccrnValidityDays", "14"],
  [["TDEC lodgement deadline (days after import)", "TDEC 递交期限（进口后天数）", "TDEC 遞交期限（進口後天數）"], "hk.tdecDeadlineDays", "14"],
  [["China declaration type", "中国报关单类型", "中國報關單類型"], "declaration.type", "0110"],
  [["Default trade mode", "默认监管方式", "預設監管方式"], "declaration.tradeMode", "0110"],
  [["Classification order reply target (hours)", "归类工单答复时限（小时）", "歸類工單答覆時限（小時）"], "classification.replyHours", "24"],
  [["Invoice number prefix", "发票号前缀", "發票號前綴"], "finance.invoicePrefix", "GT-INV-"],
  [["Low balance alert (CNY)", "余额不足提醒（人民币）", "餘額不足提醒（人民幣）"], "finance.lowBalanceAlert", "5000"],
  [["Password lifetime (days)", "密码有效期（天）", "密碼有效期（天）"], "sys.passwordMaxAgeDays", "90"],
  [["Export row limit", "导出行数上限", "匯出行數上限"], "sys.exportRowLimit", "10000"],
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
  const paramRows: (typeof params.$inferInsert)[] = PARAMS.map(([name, paramKey, paramValue], i) => ({
    id: idFor("param", 1000 + i),
    tenantCode: DEFAULT_TENANT,
    ...worded("paramName", name),
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
