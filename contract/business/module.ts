import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths } from "../admin/resource";

/** The system modules a tenant switches on and off (/SystemModule), under the business service (decision 0017). */
export const systemModulePaths = resourcePaths("business", "SystemModule");
/** POST `?id=` (the module's menu group): on for the caller's tenant. */
export const switchOnSystemModulePath = `${systemModulePaths.base}/switchOnSystemModule`;
/** POST `?id=`: off for the caller's tenant; its menu group and calls are refused to the tenant's users. */
export const switchOffSystemModulePath = `${systemModulePaths.base}/switchOffSystemModule`;

type Text = Readonly<{ en: string; zh: string; tw: string }>;

/**
 * The modules, each one menu group of the seeded tree (seeds/menus.ts) by its code, as the app
 * market of /developing offers them. The platform's own administration (system management,
 * authority, tenants) and a user's own pages (workbench, profile) are not modules: always on.
 */
export const SYSTEM_MODULES = {
  customsDeclaration: {
    name: { en: "Customs declaration", zh: "报关管理", tw: "報關管理" },
    description: {
      en: "HS codes, goods, classification orders and China customs declarations with their manifests.",
      zh: "HS 编码、商品、归类订单，以及中国海关报关单和舱单。",
      tw: "HS 編碼、商品、歸類訂單，以及中國海關報關單和艙單。",
    },
  },
  UsCustomsClearance: {
    name: { en: "US customs clearance", zh: "美国清关", tw: "美國清關" },
    description: {
      en: "Import clearances into the United States: importers, bonds, powers of attorney, entries and drayage.",
      zh: "美国进口清关：进口商、保证金、委托书、报关和拖车派送。",
      tw: "美國進口清關：進口商、保證金、委託書、報關和拖車派送。",
    },
  },
  hongKongBusiness: {
    name: { en: "Hong Kong business", zh: "香港业务", tw: "香港業務" },
    description: {
      en: "Cross-border road cargo into Hong Kong: CCRN consignments and UDR declarations.",
      zh: "跨境陆路货物进入香港：跨境一锁通（CCRN）与 UDR 申报。",
      tw: "跨境陸路貨物進入香港：跨境一鎖通（CCRN）與 UDR 申報。",
    },
  },
  account: {
    name: { en: "Account", zh: "我的账户", tw: "我的帳戶" },
    description: {
      en: "A member's prepaid balance: top-ups and the statement behind every cent.",
      zh: "会员的预付余额：充值记录和每一笔资金流水。",
      tw: "會員的預付餘額：儲值紀錄和每一筆資金流水。",
    },
  },
  accountCentre: {
    name: { en: "Account centre", zh: "账户中心", tw: "帳戶中心" },
    description: {
      en: "The operator's side of prepaid accounts: top-up review, customer accounts and receiving banks.",
      zh: "预付账户的运营端：充值审核、客户账户和收款银行。",
      tw: "預付帳戶的營運端：儲值審核、客戶帳戶和收款銀行。",
    },
  },
  openApi: {
    name: { en: "Open API", zh: "开放接口", tw: "開放介面" },
    description: {
      en: "HS codes and reference data for your own systems, with an access key and a price per call.",
      zh: "以访问密钥为您的系统提供 HS 编码和参考数据，按次计费。",
      tw: "以存取金鑰為您的系統提供 HS 編碼和參考資料，按次計費。",
    },
  },
  businessManagement: {
    name: { en: "Business management", zh: "业务管理", tw: "業務管理" },
    description: {
      en: "Suppliers, purchase orders, warehouses and stock, members, news and reports.",
      zh: "供应商、采购订单、仓库与库存、会员、资讯和报表。",
      tw: "供應商、採購訂單、倉庫與庫存、會員、資訊和報表。",
    },
  },
  jobScheduling: {
    name: { en: "Job scheduling", zh: "任务调度", tw: "任務調度" },
    description: {
      en: "Nightly imports, reminders and reports on your own schedule, as jobs and workflows.",
      zh: "按您的时间表运行夜间导入、提醒和报表：任务与工作流。",
      tw: "依您的時間表執行夜間匯入、提醒和報表：任務與工作流。",
    },
  },
  devTools: {
    name: { en: "Dev tools", zh: "开发工具", tw: "開發工具" },
    description: {
      en: "Code and form generators and the log search, for teams that extend the platform.",
      zh: "代码与表单生成器和日志查询，供扩展平台的团队使用。",
      tw: "程式碼與表單產生器和日誌查詢，供擴充平台的團隊使用。",
    },
  },
} as const satisfies Record<string, { name: Text; description: Text }>;

export type SystemModuleCode = keyof typeof SYSTEM_MODULES;
export const SYSTEM_MODULE_CODES = Object.keys(SYSTEM_MODULES) as SystemModuleCode[];
export const isSystemModule = (menuCode: string): menuCode is SystemModuleCode => Object.hasOwn(SYSTEM_MODULES, menuCode);

/**
 * Screens that stay whatever their module: this one (else a tenant could not switch a module back
 * on) and the logos, both part of the tenant's own administration.
 */
export const ALWAYS_ON_MENUS: ReadonlySet<string> = new Set(["SystemModule", "logoManagement"]);

export const SYSTEM_MODULE_STATUSES = ["on", "off"] as const;

export const systemModuleMessages = {
  notAModule: "choose one of the system modules",
  alreadyOn: "the module is already on",
  alreadyOff: "the module is already off",
} as const;

export const systemModuleSchema = z.object({
  /** The module's menu group. */
  id: idSchema,
  menuCode: z.string(),
  /** The module's code again, which the screens and exports word as its description. */
  description: z.string(),
  status: z.enum(SYSTEM_MODULE_STATUSES),
  menuSequence: z.number().nullish(),
});
export type SystemModule = z.infer<typeof systemModuleSchema>;

/** The kit's add and update take nothing: a module is only switched. */
export const systemModuleWriteSchema = z.object({ id: idSchema }).strict();

export const SYSTEM_MODULE_SORTABLE = ["menuSequence"] as const;
