/**
 * The platform's menu tree (SPEC §2 "Logged-in areas"). Menus are shared by all tenants;
 * roles grant them per tenant (see grants.ts). The three roots are the business areas of
 * the top bar; a directory has menuPath null unless SPEC names it as a route itself.
 */

import type { ButtonCode, MenuIcon } from "../contract/admin/sysmenu";

export { BUTTON_NAMES, MENU_ICONS, type ButtonCode, type MenuIcon } from "../contract/admin/sysmenu";

/** English, simplified Chinese, traditional Chinese. */
type Names = readonly [en: string, zh: string, tw: string];

export interface MenuNode {
  code: string;
  names: Names;
  icon: MenuIcon;
  path: string | null;
  component: string;
  /** Hidden routes exist but stay out of the sidebar (menuStatus 1). */
  hidden: boolean;
  buttons: readonly ButtonCode[];
  children: readonly MenuNode[];
}

const CRUD: readonly ButtonCode[] = ["add", "update", "delete", "export"];
const crudWith = (...extra: ButtonCode[]): readonly ButtonCode[] => [...CRUD, ...extra];

function dir(code: string, names: Names, icon: MenuIcon, children: MenuNode[], path: string | null = null): MenuNode {
  return { code, names, icon, path, component: "Layout", hidden: false, buttons: [], children };
}

interface PageOptions {
  buttons?: readonly ButtonCode[];
  hidden?: boolean;
}

/** Pages of one view folder: component `<folder>/<code>/index`. */
function pagesIn(folder: string) {
  return (code: string, path: string, names: Names, icon: MenuIcon, options: PageOptions = {}): MenuNode => ({
    code,
    names,
    icon,
    path,
    component: `${folder}/${code}/index`,
    hidden: options.hidden ?? false,
    buttons: options.buttons ?? [],
    children: [],
  });
}

const dashboard = pagesIn("dashboard");
const system = pagesIn("system");
const authority = pagesIn("authority");
const tenant = pagesIn("tenant");
const job = pagesIn("job");
const workflow = pagesIn("workflow");
const tool = pagesIn("tool");
const customs = pagesIn("customs");
const account = pagesIn("account");
const openApi = pagesIn("openapi");
const business = pagesIn("business");
const profile = pagesIn("profile");
const file = pagesIn("file");
const permission = pagesIn("permission");
const usa = pagesIn("usa");
const hongKong = pagesIn("hongkong");
const demo = pagesIn("demo");

const publicInformation = dir("PublicInformation", ["Public information", "公共信息", "公共資訊"], "home", [
  dashboard("workbench", "/workbench", ["Workbench", "工作台", "工作台"], "dashboard"),
  dashboard("mynotification", "/mynotification", ["My notifications", "我的通知", "我的通知"], "bell", { buttons: ["update"] }),
  dir("systemManagement", ["System management", "系统管理", "系統管理"], "setting", [
    system("sysuser", "/sysuser", ["Users", "用户管理", "使用者管理"], "user", { buttons: crudWith("import", "authorize", "status", "resetPassword") }),
    system("syspost", "/syspost", ["Posts", "岗位管理", "崗位管理"], "peoples", { buttons: CRUD }),
    system("sysmenu", "/sysmenu", ["Menus", "菜单管理", "選單管理"], "tree-table", { buttons: CRUD }),
    system("sysorg", "/sysorg", ["Organisations", "组织管理", "組織管理"], "tree", { buttons: CRUD }),
    system("sysdict", "/sysdict", ["Dictionaries", "字典管理", "字典管理"], "dict", { buttons: CRUD }),
    system("sysregion", "/sysregion", ["Regions", "区域管理", "區域管理"], "international", { buttons: CRUD }),
    system("sysparam", "/sysparam", ["Parameters", "参数管理", "參數管理"], "list", { buttons: CRUD }),
    system("notification", "/notification", ["Notifications", "通知管理", "通知管理"], "message", { buttons: CRUD }),
    system("appclient", "/appclient", ["App clients", "应用客户端", "應用客戶端"], "component", { buttons: CRUD }),
    system("onlinesysuser", "/onlinesysuser", ["Online users", "在线用户", "線上使用者"], "eye-open", { buttons: ["forceLogout"] }),
    system("sysauditlog", "/sysauditlog", ["Audit log", "操作日志", "操作日誌"], "documentation", { buttons: ["export"] }),
  ]),
  dir("authority", ["Authority", "权限管理", "權限管理"], "lock", [
    authority("sysrole", "/sysrole", ["Roles", "角色管理", "角色管理"], "peoples", { buttons: crudWith("authorize", "assign") }),
    authority("sysurl", "/sysurl", ["Interface permissions", "接口权限", "介面權限"], "link", { buttons: crudWith("authorize") }),
    authority("datapermission", "/datapermission", ["Data permissions", "数据权限", "資料權限"], "eye-open", { buttons: CRUD }),
  ]),
  dir("tenantManagement", ["Tenants", "租户管理", "租戶管理"], "customer", [
    tenant("systenant", "/systenant", ["Tenant accounts", "租户信息", "租戶資訊"], "customer", { buttons: crudWith("audit") }),
  ]),
  dir("jobScheduling", ["Job scheduling", "任务调度", "任務調度"], "job", [
    job("appmonitor", "/appmonitor", ["Scheduler overview", "调度概览", "調度概覽"], "chart", { buttons: ["add", "update", "delete"] }),
    job("jobinfo", "/jobinfo", ["Jobs", "任务管理", "任務管理"], "job", { buttons: crudWith("status") }),
    job("taskinstance", "/taskinstance", ["Job instances", "任务实例", "任務實例"], "list", { buttons: ["update"] }),
    job("dagtaskinstance", "/dagtaskinstance", ["Workflow job instances", "工作流任务实例", "工作流任務實例"], "tree-table"),
    job("workflowinfo", "/workflowinfo", ["Workflows", "工作流管理", "工作流管理"], "workflow", { buttons: CRUD }),
    job("workfloweditor", "/workfloweditor", ["Workflow editor", "工作流编辑", "工作流編輯"], "edit", { hidden: true }),
    job("dagworkflowinstance", "/dagworkflowinstance", ["Workflow instances", "工作流实例", "工作流實例"], "nested", { buttons: ["update"] }),
    job("workflowinstancedetails", "/workflowinstancedetails", ["Workflow instance details", "工作流实例详情", "工作流實例詳情"], "documentation", { hidden: true }),
  ]),
  dir("workflow", ["Workflow", "工作流程", "工作流程"], "workflow", [
    workflow("processModel", "/processmodel", ["Process models", "流程模型", "流程模型"], "edit", { buttons: ["add", "update", "delete", "deploy", "export"] }),
    workflow("processDefinition", "/processdefinition", ["Process definitions", "流程定义", "流程定義"], "documentation", { buttons: ["status", "export"] }),
    workflow("processInstance", "/processinstance", ["Process instances", "流程实例", "流程實例"], "nested", { buttons: ["status", "export"] }),
    workflow("myTask", "/mytask", ["My tasks", "我的待办", "我的待辦"], "list"),
    workflow("doneTask", "/donetask", ["Done tasks", "我的已办", "我的已辦"], "star"),
    workflow("processModeler", "/processmodeler", ["Process modeller", "流程设计", "流程設計"], "edit", { hidden: true }),
    workflow("processInstanceDetail", "/processinstancedetail", ["Process instance details", "流程实例详情", "流程實例詳情"], "documentation", { hidden: true }),
  ]),
  dir("devTools", ["Dev tools", "开发工具", "開發工具"], "code", [
    dir("codegenerator", ["Code generator", "代码生成", "程式碼產生"], "code", [
      tool("generatortemplate", "/codegenerator/generatortemplate", ["Generator templates", "生成模板", "產生範本"], "documentation", { buttons: CRUD }),
      tool("forwardgenerator", "/codegenerator/forwardgenerator", ["Forward generation", "正向生成", "正向產生"], "code"),
      tool("reversegenerator", "/codegenerator/reversegenerator", ["Reverse generation", "逆向生成", "逆向產生"], "code"),
    ], "/codegenerator"),
    dir("formgenerator", ["Form generator", "表单生成", "表單產生"], "form", [
      tool("formdesign", "/formdesign", ["Form designer", "表单设计", "表單設計"], "form"),
      tool("generatorform", "/generatorform", ["Generated forms", "已生成表单", "已產生表單"], "table", { buttons: CRUD }),
    ], "/formgenerator"),
    tool("elk", "/elk", ["Logs (ELK)", "日志查询", "日誌查詢"], "log"),
  ]),
  // Sales demos read the SMS and reset codes the simulator sent here (administrators only).
  dir("demo", ["Demo", "演示", "示範"], "example", [
    demo("messageOutbox", "/messageOutbox", ["Message outbox", "消息发件箱", "訊息寄件匣"], "email"),
  ]),
  dir("customsDeclaration", ["Customs declaration", "报关管理", "報關管理"], "ship", [
    customs("HscodeMgt", "/HscodeMgt", ["HS codes", "HS编码管理", "HS編碼管理"], "search", { buttons: crudWith("import") }),
    customs("GoodsMgt", "/GoodsMgt", ["Goods", "商品管理", "商品管理"], "goods", { buttons: crudWith("import") }),
    customs("ClassifyPlatform", "/ClassifyPlatform", ["Classification platform", "归类平台", "歸類平台"], "component", { buttons: ["export", "assign", "audit"] }),
    customs("ClassifyOrder", "/ClassifyOrder", ["Classification orders", "归类订单", "歸類訂單"], "order", { buttons: crudWith("audit") }),
    customs("Declaration", "/Declaration", ["Declarations", "报关单", "報關單"], "documentation", { buttons: CRUD }),
    customs("ManifestQuery", "/ManifestQuery", ["Manifest query", "舱单查询", "艙單查詢"], "search", { buttons: ["export"] }),
  ]),
  dir("account", ["Account", "我的账户", "我的帳戶"], "money", [
    account("MyAccount", "/MyAccount", ["My account", "账户概览", "帳戶概覽"], "account", { buttons: ["add", "delete"] }),
    account("RechargeRecord", "/RechargeRecord", ["Recharges", "充值记录", "儲值紀錄"], "list", { buttons: ["add", "delete", "export"] }),
    account("RechargeFlow", "/RechargeFlow", ["Account movements", "资金流水", "資金流水"], "chart", { buttons: ["export"] }),
  ]),
  dir("accountCentre", ["Account centre", "账户中心", "帳戶中心"], "bank", [
    account("RechargeInfo", "/RechargeInfo", ["Recharge review", "充值审核", "儲值審核"], "money", { buttons: crudWith("audit") }),
    account("AccountInfo", "/AccountInfo", ["Prepaid accounts", "账户信息", "帳戶資訊"], "account", { buttons: CRUD }),
    account("RechargeFlowBack", "/RechargeFlowBack", ["Refunds", "退款申请", "退款申請"], "chart", { buttons: ["update", "audit", "export"] }),
    account("BankMgt", "/BankMgt", ["Receiving banks", "收款银行", "收款銀行"], "bank", { buttons: CRUD }),
  ]),
  dir("openApi", ["Open API", "开放接口", "開放介面"], "api", [
    openApi("OpenApiInfo", "/OpenApiInfo", ["API catalogue", "接口信息", "介面資訊"], "api", { buttons: CRUD }),
    openApi("OpenApiUser", "/OpenApiUser", ["API users", "接口用户", "介面使用者"], "user", { buttons: crudWith("authorize") }),
  ]),
  dir("businessManagement", ["Business management", "业务管理", "業務管理"], "component", [
    business("jumpManagement", "/jumpManagement", ["External system binding", "跳转管理", "跳轉管理"], "link", { buttons: crudWith("authorize") }),
    // "add" pushes a template message (a record per receiver), "update" retries failed pushes.
    business("pushManagement", "/pushManagement", ["Push records", "推送管理", "推送管理"], "message", { buttons: CRUD }),
    dir("supplierManagement", ["Suppliers", "供应商管理", "供應商管理"], "supplier", [
      business("vendorInformation", "/vendorInformation", ["Supplier information", "供应商信息", "供應商資訊"], "supplier", { buttons: crudWith("import") }),
      business("sBankAccountManagement", "/sBankAccountManagement", ["Supplier bank accounts", "供应商银行账户", "供應商銀行帳戶"], "bank", { buttons: CRUD }),
      business("sAddressManagement", "/sAddressManagement", ["Supplier addresses", "供应商地址", "供應商地址"], "location", { buttons: CRUD }),
    ]),
    business("merchandiseNews", "/merchandiseNews", ["Goods news", "商品资讯", "商品資訊"], "documentation", { buttons: crudWith("status") }),
    dir("memberManagement", ["Member management", "会员管理", "會員管理"], "peoples", [
      business("individualUser", "/individualUser", ["Individual members", "个人用户", "個人使用者"], "user", { buttons: CRUD }),
      business("enterpriseUser", "/enterpriseUser", ["Enterprise members", "企业用户", "企業使用者"], "customer", { buttons: CRUD }),
      business("weChatManagement", "/weChatManagement", ["WeChat official account", "公众号配置", "公眾號設定"], "wechat", { buttons: CRUD }),
      business("weChatModuleManagement", "/weChatModuleManagement", ["WeChat modules", "公众号模块", "公眾號模組"], "wechat", { buttons: CRUD }),
      business("approvalUser", "/approvalUser", ["Identity verification", "实名认证审核", "實名認證審核"], "eye-open", { buttons: ["audit", "delete", "export"] }),
      business("AuthorityReview", "/AuthorityReview", ["Permission review", "权限审核", "權限審核"], "lock", { buttons: ["audit", "export"] }),
      business("logoManagement", "/logoManagement", ["Logos", "标志管理", "標誌管理"], "theme", { buttons: CRUD }),
    ]),
    dir("orderManagement", ["Orders", "订单管理", "訂單管理"], "order", [
      business("orderList", "/orderList", ["Purchase orders", "订单列表", "訂單列表"], "order", { buttons: crudWith("import") }),
      business("editAddOrder", "/editAddOrder", ["Edit order", "编辑订单", "編輯訂單"], "edit", { hidden: true }),
    ]),
    business("SystemModule", "/SystemModule", ["System modules", "系统模块", "系統模組"], "component", { buttons: CRUD }),
    dir("logistics", ["Logistics", "物流管理", "物流管理"], "truck", [
      // "add" records a movement (issue, transfer, adjustment); receipts come from orders.
      business("InventoryInquiry", "/InventoryInquiry", ["Inventory", "库存查询", "庫存查詢"], "search", { buttons: ["add", "export"] }),
      business("warehouseInformation", "/warehouseInformation", ["Warehouses", "仓库信息", "倉庫資訊"], "warehouse", { buttons: CRUD }),
    ]),
    dir("customerCentre", ["Customer centre", "客户中心", "客戶中心"], "customer", [
      business("BillingManagement", "/BillingManagement", ["Billing", "账单管理", "帳單管理"], "money", { buttons: CRUD }),
      business("ClearingCenter", "/ClearingCenter", ["Settlement", "结算中心", "結算中心"], "bank", { buttons: ["audit", "export"] }),
      business("DataReport", "/DataReport", ["Reports", "数据报表", "數據報表"], "chart", { buttons: ["export"] }),
      business("OneClickOrder", "/OneClickOrder", ["One-click order", "一键下单", "一鍵下單"], "shopping", { buttons: ["add"] }),
    ]),
  ]),
  dir("profile", ["Profile", "个人中心", "個人中心"], "user", [
    profile("profileIndex", "/profile/index", ["My profile", "个人信息", "個人資訊"], "user"),
    profile("profileEnterprise", "/profileEnterprise", ["Enterprise verification", "企业认证", "企業認證"], "customer"),
    profile("bankAccountManagement", "/bankAccountManagement", ["Bank accounts", "银行账户", "銀行帳戶"], "bank", { buttons: CRUD }),
    profile("addressManagement", "/addressManagement", ["Addresses", "地址管理", "地址管理"], "location", { buttons: CRUD }),
  ]),
  dir("file", ["Files", "文件管理", "檔案管理"], "upload", [
    file("uploadDownload", "/upload-download", ["Upload & download", "上传下载", "上傳下載"], "upload", { buttons: ["add", "delete", "export"] }),
  ]),
  dir("permission", ["Permission demo", "权限演示", "權限示範"], "lock", [
    permission("permissionPage", "/permission/page", ["Page permission", "页面权限", "頁面權限"], "lock"),
    permission("permissionDirective", "/permission/directive", ["Directive permission", "指令权限", "指令權限"], "key"),
    permission("permissionRole", "/permission/role", ["Role permission", "角色权限", "角色權限"], "peoples"),
  ], "/permission"),
]);

const usCustomsClearance = dir("UsCustomsClearance", ["US customs clearance", "美国清关", "美國清關"], "flag", [
  usa("usaHome", "/usaHome", ["US clearance home", "美国清关首页", "美國清關首頁"], "home"),
  dir("usBasicData", ["Basic data", "基础资料", "基礎資料"], "dict", [
    usa("customerInformations", "/customerInformations", ["Customers", "客户信息", "客戶資訊"], "customer", { buttons: crudWith("import") }),
    usa("importersAndExporters", "/importersAndExporters", ["Importers and exporters", "进出口商", "進出口商"], "peoples", { buttons: crudWith("import") }),
    usa("powerOfAttorney", "/powerOfAttorney", ["Power of attorney (CBP 5291)", "委托书", "委託書"], "documentation", { buttons: crudWith("audit") }),
    usa("PortInformationMaintenance", "/PortInformationMaintenance", ["Ports", "港口信息", "港口資訊"], "port", { buttons: crudWith("import") }),
    usa("carrierMaintenance", "/carrierMaintenance", ["Carriers", "承运商", "承運商"], "truck", { buttons: crudWith("import") }),
  ]),
  dir("usDeclarationManagement", ["Declaration management", "申报管理", "申報管理"], "documentation", [
    usa("importClearance", "/importClearance", ["Import clearance", "进口清关", "進口清關"], "ship", { buttons: crudWith("import", "assign") }),
    usa("vehicleTowing", "/vehicleTowing", ["Drayage", "拖车派送", "拖車派送"], "truck", { buttons: crudWith("assign") }),
  ]),
]);

const hongKongBusiness = dir("hongKongBusiness", ["Hong Kong business", "香港业务", "香港業務"], "international", [
  hongKong("hongKongSeamless", "/hongKongSeamless", ["CCRN", "跨境一锁通（CCRN）", "跨境一鎖通（CCRN）"], "link", { buttons: CRUD }),
  hongKong("hongKongCustomsDeclaration", "/hongKongCustomsDeclaration", ["UDR declaration", "UDR 申报", "UDR 申報"], "documentation", { buttons: CRUD }),
  hongKong("hKDetail", "/hKDetail", ["CCRN detail", "CCRN 详情", "CCRN 詳情"], "eye-open", { hidden: true }),
  hongKong("declarationDetail", "/declarationDetail", ["UDR detail", "UDR 详情", "UDR 詳情"], "eye-open", { hidden: true }),
  dir("hkBasicData", ["Basic data", "基础资料", "基礎資料"], "dict", [
    hongKong("declarationUnit", "/declarationUnit", ["Declaring units", "申报单位", "申報單位"], "peoples", { buttons: CRUD }),
    hongKong("addressInformation", "/addressInformation", ["Addresses", "地址信息", "地址資訊"], "location", { buttons: CRUD }),
    hongKong("customerInformation", "/customerInformation", ["Customers", "客户信息", "客戶資訊"], "customer", { buttons: CRUD }),
    hongKong("clearanceCargoInformation", "/clearanceCargoInformation", ["Cargo", "货物信息", "貨物資訊"], "goods", { buttons: crudWith("import") }),
  ]),
]);

export const MENU_TREE: readonly MenuNode[] = [publicInformation, usCustomsClearance, hongKongBusiness];

/** Menu paths under a node, its own included. */
export const menuPathsOf = (node: MenuNode): string[] => [...(node.path ? [node.path] : []), ...node.children.flatMap(menuPathsOf)];
