import { DATE_RULE } from "#contract/admin/fields";
import { resourceMessages } from "#contract/admin/resource";
import { fallbackChain } from "~/i18n/config";
import type { RouteTexts } from "~/i18n/payload";
import type { Language } from "~/lib/constants";
import { addressText } from "./addressManagement.i18n";
import { bankAccountText } from "./bankAccountManagement.i18n";
import { sysParamText } from "./sysparam.i18n";
import { sysPostText } from "./syspost.i18n";
import { approvalUserText, authorityReviewText, enterpriseUserText, individualUserText, profileEnterpriseText } from "./userAuth.i18n";
import { dataPermissionText } from "./datapermission.i18n";
import { sysRoleText } from "./sysrole.i18n";
import { sysUrlText } from "./sysurl.i18n";
import { sysUserText } from "./sysuser.i18n";
import { onlineSysUserText } from "./onlinesysuser.i18n";
import { sysDictText } from "./sysdict.i18n";
import { sysMenuText } from "./sysmenu.i18n";
import { sysOrgText } from "./sysorg.i18n";
import { sysRegionText } from "./sysregion.i18n";
import { appClientText } from "./appclient.i18n";
import { myNotificationText, notificationText } from "./notification.i18n";
import { sysTenantText } from "./systenant.i18n";
import { sysAuditLogText } from "./sysauditlog.i18n";
import { clearanceContainersText, clearanceCostLinesText, clearanceHtsLinesText, importClearanceText } from "./importClearance.i18n";
import { carrierMaintenanceText, customerInformationsText, importersAndExportersText, portInformationText, powerOfAttorneyText } from "./usa-basic-data.i18n";
import { vehicleTowingText } from "./vehicleTowing.i18n";
import { usaHomeText } from "~/dashboard/usaHome.i18n";
import { jobsText } from "~/jobs/jobs.i18n";
import { generatorText } from "~/generator/generator.i18n";
import { formsText } from "~/forms/forms.i18n";
import { permissionText } from "~/permission/permission.i18n";
import { logsText } from "~/logs/logs.i18n";
import { filesText } from "~/files/files.i18n";
import { dataReportText } from "~/report/dataReport.i18n";
import { goodsMgtText } from "./goods.i18n";
import { classifyOrderText, classifyPlatformText } from "./classification.i18n";
import { declarationLinesText, declarationText } from "./declaration.i18n";
import { manifestQueryText } from "./manifest.i18n";
import { hongKongSeamlessText } from "./hk-consignment.i18n";
import { hongKongCustomsDeclarationText, hkTdecLinesText } from "./hk-tdec.i18n";
import { declarationDetailText, hKDetailText } from "./hk-exchange.i18n";
import { hscodeMgtText } from "./tariff.i18n";
import { orderListText } from "./orderList.i18n";
import { merchandiseNewsText } from "./merchandiseNews.i18n";
import { jumpManagementText } from "./jumpManagement.i18n";
import { logoManagementText } from "./logoManagement.i18n";
import { systemModuleText } from "./systemModule.i18n";
import { pushManagementText, weChatManagementText, weChatModuleText } from "./weChatManagement.i18n";
import { sAddressText, sBankAccountText, vendorInformationText } from "./vendorInformation.i18n";
import { inventoryInquiryText, warehouseInformationText } from "./inventory.i18n";
import { accountInfoText, bankMgtText, myAccountText, rechargeFlowBackText, rechargeFlowText, rechargeInfoText, rechargeRecordText } from "./prepaid.i18n";
import { openApiInfoText, openApiUserText } from "./openapi.i18n";
import { billingManagementText, clearingCenterText } from "./billing.i18n";
import { dagText } from "~/dag/dag.i18n";
import { processDiagramText } from "~/workflow/diagram.i18n";
import { doneTaskText, myTaskText, processDefinitionText, processInstanceText, processModelText } from "./workflow.i18n";
import { addressInformationText, clearanceCargoInformationText, customerInformationText, declarationUnitText } from "./hk-basic-data.i18n";

/**
 * A resource's texts: labels in each language (`title`, `fields`, `options`, `actions`,
 * `confirm`), and optionally the zh and tw of the provider messages its calls answer.
 */
export interface ResourceText {
  en: object;
  zh: object;
  tw: object;
  provider?: { zh: Record<string, string>; tw: Record<string, string> };
}

/** Every resource's texts by its name; a new screen adds its module here with one line. */
const TEXTS: Record<string, ResourceText> = {
  sysdict: sysDictText,
  sysmenu: sysMenuText,
  sysorg: sysOrgText,
  sysparam: sysParamText,
  syspost: sysPostText,
  approvalUser: approvalUserText,
  AuthorityReview: authorityReviewText,
  individualUser: individualUserText,
  enterpriseUser: enterpriseUserText,
  profileEnterprise: profileEnterpriseText,
  bankAccountManagement: bankAccountText,
  addressManagement: addressText,
  sysrole: sysRoleText,
  logs: logsText,
  sysurl: sysUrlText,
  datapermission: dataPermissionText,
  sysuser: sysUserText,
  onlinesysuser: onlineSysUserText,
  sysregion: sysRegionText,
  notification: notificationText,
  mynotification: myNotificationText,
  systenant: sysTenantText,
  appclient: appClientText,
  sysauditlog: sysAuditLogText,
  customerInformations: customerInformationsText,
  importersAndExporters: importersAndExportersText,
  powerOfAttorney: powerOfAttorneyText,
  PortInformationMaintenance: portInformationText,
  carrierMaintenance: carrierMaintenanceText,
  importClearance: importClearanceText,
  clearanceContainers: clearanceContainersText,
  clearanceHtsLines: clearanceHtsLinesText,
  clearanceCostLines: clearanceCostLinesText,
  vehicleTowing: vehicleTowingText,
  usaHome: usaHomeText,
  jobs: jobsText,
  generator: generatorText,
  generatorform: formsText,
  uploadDownload: filesText,
  DataReport: dataReportText,
  Declaration: declarationText,
  declarationLines: declarationLinesText,
  GoodsMgt: goodsMgtText,
  ClassifyOrder: classifyOrderText,
  ClassifyPlatform: classifyPlatformText,
  ManifestQuery: manifestQueryText,
  hongKongSeamless: hongKongSeamlessText,
  hongKongCustomsDeclaration: hongKongCustomsDeclarationText,
  hkTdecLines: hkTdecLinesText,
  hKDetail: hKDetailText,
  declarationDetail: declarationDetailText,
  HscodeMgt: hscodeMgtText,
  declarationUnit: declarationUnitText,
  addressInformation: addressInformationText,
  customerInformation: customerInformationText,
  clearanceCargoInformation: clearanceCargoInformationText,
  vendorInformation: vendorInformationText,
  orderList: orderListText,
  merchandiseNews: merchandiseNewsText,
  sBankAccountManagement: sBankAccountText,
  sAddressManagement: sAddressText,
  warehouseInformation: warehouseInformationText,
  InventoryInquiry: inventoryInquiryText,
  BankMgt: bankMgtText,
  RechargeRecord: rechargeRecordText,
  RechargeInfo: rechargeInfoText,
  RechargeFlow: rechargeFlowText,
  AccountInfo: accountInfoText,
  MyAccount: myAccountText,
  RechargeFlowBack: rechargeFlowBackText,
  jumpManagement: jumpManagementText,
  OpenApiUser: openApiUserText,
  OpenApiInfo: openApiInfoText,
  logoManagement: logoManagementText,
  SystemModule: systemModuleText,
  weChatManagement: weChatManagementText,
  weChatModuleManagement: weChatModuleText,
  pushManagement: pushManagementText,
  BillingManagement: billingManagementText,
  ClearingCenter: clearingCenterText,
  dag: dagText,
  processDiagram: processDiagramText,
  processModel: processModelText,
  processDefinition: processDefinitionText,
  processInstance: processInstanceText,
  myTask: myTaskText,
  doneTask: doneTaskText,
  permission: permissionText,
};

const byLanguage = (language: Language) => Object.fromEntries(Object.entries(TEXTS).map(([name, text]) => [name, text[language]]));

/**
 * Mounted at `common.resources` (`resources.<name>.fields.<field>`) of the server's catalogues;
 * the browser gets a screen's own with its loader data (`screenTexts`, decision 0003).
 */
export const resourcesText = { en: byLanguage("en"), zh: byLanguage("zh"), tw: byLanguage("tw") } satisfies Record<Language, unknown>;

const ownProviderText = (language: "zh" | "tw") => Object.assign({}, ...Object.values(TEXTS).map((text) => text.provider?.[language] ?? {})) as Record<string, string>;

/** The resources' own provider texts, merged into the server's `provider` namespace. */
export const resourceProviderText = { zh: ownProviderText("zh"), tw: ownProviderText("tw") };

const isTree = (value: unknown): value is object => typeof value === "object" && value !== null;

/** `top` over `base`, key by key at every depth. */
function over(base: object, top: object): object {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const under = result[key];
    result[key] = isTree(value) && isTree(under) ? over(under, value) : value;
  }
  return result;
}

/** One resource's labels and provider texts in a language, what it lacks taken from its fallbacks (tw → zh → en). */
export function resourceTextIn(text: ResourceText, language: Language): { labels: object; provider: Record<string, string> } {
  const weakestFirst = fallbackChain(language).reverse();
  return {
    labels: weakestFirst.reduce((labels, lng) => over(labels, text[lng]), {}),
    provider: Object.assign({}, ...weakestFirst.map((lng) => (lng === "en" ? {} : text.provider?.[lng]))),
  };
}

/** What a screen ships with its loader data: the named resources' texts in one language. */
export function screenTexts(names: readonly string[], language: Language): RouteTexts {
  const texts = names.map((name) => {
    if (!Object.hasOwn(TEXTS, name)) throw new Error(`No texts for the resource ${name}`);
    return [name, resourceTextIn(TEXTS[name], language)] as const;
  });
  return {
    language,
    common: { resources: Object.fromEntries(texts.map(([name, text]) => [name, text.labels])) },
    provider: Object.assign({}, ...texts.map(([, text]) => text.provider)),
  };
}

type ResourceMessage = (typeof resourceMessages)[keyof typeof resourceMessages];

const KEY_RULE = "key may hold letters, digits, '.', '_' and '-', starting with a letter";
const CODE_RULE = "code may hold capital letters, digits and '_', starting with a letter";

/** The resource calls' generic provider texts in zh and tw: every page's `provider` namespace holds them. */
export const kitProviderText: Record<"zh" | "tw", Record<ResourceMessage | typeof KEY_RULE | typeof CODE_RULE | typeof DATE_RULE, string>> = {
  zh: {
    [resourceMessages.required]: "此项为必填项",
    [resourceMessages.tooLong]: "内容过长",
    [resourceMessages.notFound]: "记录不存在",
    [resourceMessages.pageTooLarge]: "每页条数不能超过 1000",
    [resourceMessages.pageOutOfRange]: "页码超出范围",
    [resourceMessages.paramKeyTaken]: "已存在相同参数键的参数",
    [resourceMessages.postCodeTaken]: "已存在相同编码的岗位",
    [resourceMessages.parentIsSelf]: "岗位不能以自身或下级为上级",
    [resourceMessages.parentNotFound]: "上级岗位不存在",
    [resourceMessages.hasChildren]: "请先删除下级岗位",
    [resourceMessages.postHeld]: "仍有用户担任此岗位，请先为其调整岗位",
    [resourceMessages.notANumber]: "必须为整数",
    [KEY_RULE]: "参数键只能包含字母、数字、“.”、“_”和“-”，并以字母开头",
    [CODE_RULE]: "编码只能包含大写字母、数字和“_”，并以字母开头",
    [DATE_RULE]: "日期格式为 YYYY-MM-DD",
  },
  tw: {
    [resourceMessages.required]: "此欄位為必填",
    [resourceMessages.tooLong]: "內容過長",
    [resourceMessages.notFound]: "記錄不存在",
    [resourceMessages.pageTooLarge]: "每頁筆數不能超過 1000",
    [resourceMessages.pageOutOfRange]: "頁碼超出範圍",
    [resourceMessages.paramKeyTaken]: "已存在相同參數鍵的參數",
    [resourceMessages.postCodeTaken]: "已存在相同編碼的崗位",
    [resourceMessages.parentIsSelf]: "崗位不能以自身或下級為上級",
    [resourceMessages.parentNotFound]: "上級崗位不存在",
    [resourceMessages.hasChildren]: "請先刪除下級崗位",
    [resourceMessages.postHeld]: "仍有使用者擔任此崗位，請先為其調整崗位",
    [resourceMessages.notANumber]: "必須為整數",
    [KEY_RULE]: "參數鍵只能包含字母、數字、「.」、「_」和「-」，並以字母開頭",
    [CODE_RULE]: "編碼只能包含大寫字母、數字和「_」，並以字母開頭",
    [DATE_RULE]: "日期格式為 YYYY-MM-DD",
  },
};
