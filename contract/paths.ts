import { filePaths } from "./file";
import { netdiscPaths } from "./netdisc";
import type { ResourcePaths } from "./admin/resource";
import { powerJobPaths } from "./jobs/paths";
import { elkPaths } from "./logs";
import { workflowPaths } from "./jobs/workflow";
import { formPaths } from "./dev/form";
import { generatorPaths } from "./dev/generator";
import { supplierCityOptionsPath, supplierCountyOptionsPath, supplierPaths, supplierProvinceOptionsPath } from "./business/supplier";
import { dataReportPaths } from "./business/report";
import { newsPaths, publishNewsPath, withdrawNewsPath } from "./business/news";
import { setDefaultSupplierAddressPath, supplierAddressPaths } from "./business/supplier-address";
import { setDefaultSupplierBankAccountPath, supplierBankAccountPaths } from "./business/supplier-bank-account";
import { addStockMovementPath, stockGoodsOptionsPath, stockMovementsPath, stockPaths } from "./business/stock";
import { warehouseOptionsPath, warehousePaths } from "./business/warehouse";
import { receivingBankOptionsPath, receivingBankPaths } from "./account/receiving-bank";
import {
  accountMemberOptionsPath,
  adjustAccountPath,
  exportMyStatementPath,
  exportStatementPath,
  movementPaths,
  myBalancesPath,
  myMovementPaths,
  myStatementPath,
  prepaidAccountPaths,
  statementPath,
} from "./account/movement";
import { myRefundBankOptionsPath, myRefundPaths, refundPaths, refundStepsPath, stepRefundPath } from "./account/refund";
import { auditRechargePath, myRechargePaths, myRechargeStepsPath, rechargePaths, rechargeStepsPath } from "./account/recharge";
import { bindExternalSystemPath, checkJumpTokenPath, confirmJumpBindingPath, externalSystemPaths, jumpExternalSystemPath, unbindExternalSystemPath, userBindingPaths } from "./business/jump";
import { openApiOwnerOptionsPath, openApiUserPaths, rotateOpenApiSecretPath } from "./openapi/api-user";
import { openApiCallLogPaths, openApiUsagePath } from "./openapi/call-log";
import { logoPaths, setDefaultLogoPath, uploadLogoPath } from "./business/logo";
import { switchOffSystemModulePath, switchOnSystemModulePath, systemModulePaths } from "./business/module";
import {
  auditWeChatConfigPath,
  pushWeChatTemplatePath,
  retryWeChatPushPath,
  submitWeChatConfigPath,
  wechatConfigPaths,
  wechatModulePaths,
  wechatPushConfigOptionsPath,
  wechatPushMemberOptionsPath,
  wechatPushPaths,
} from "./business/wechat";
import { billDetailPath, billPaths, clearingPaths, clearingSummaryPath, draftBillsPath, issueBillPath, payBillByTransferPath, settleBillPath } from "./business/billing";
import { deployModelPath, getModelPath, modelPaths, saveModelXmlPath } from "./workflow/model";
import { activateDefinitionPath, definitionOptionsPath, definitionPaths, getDefinitionPath, suspendDefinitionPath } from "./workflow/definition";
import { activateInstancePath, getInstancePath, instancePaths, startInstancePath, suspendInstancePath } from "./workflow/instance";
import { taskPaths } from "./workflow/task";
import {
  exportOrderLinesPath,
  getOrderPath,
  orderGoodsOptionsPath,
  orderPaths,
  orderSupplierOptionsPath,
  printOrderPath,
  reorderPath,
  saveOrderPath,
  stepOrderPath,
} from "./business/order";

/** A resource's calls by their provider names (`querySupplier`, `addSupplier` …), without its base and tree; `importXxx` only where offered. */
const callsOf = (p: ResourcePaths, importable = false) =>
  Object.fromEntries(Object.entries(p).filter(([key]) => key !== "base" && key !== "tree" && (importable || key !== "import")).map(([, path]) => [path.slice(path.lastIndexOf("/") + 1), path])) as Record<string, string>;

/** A read-only list's calls: its query and exports. */
const readsOf = (p: ResourcePaths) => Object.fromEntries(Object.entries(callsOf(p)).filter(([name]) => name.startsWith("query") || name.startsWith("export")));

/** Every provider path the app and the simulator share. Gateway prefix: /api. */
export const paths = {
  uaa: {
    token: "/api/uaa/oauth/token",
    getSysUser: "/api/uaa/users/getSysUser",
    revokeToken: "/api/uaa/oauth/revokeToken",
  },
  admin: {
    registerNewSession: "/api/admin/sysuser/registerNewSession",
    queryTenantUser: "/api/admin/sysuser/queryTenantUser",
    registerAccountInitial: "/api/admin/sysuser/registerAccountInitial",
    querySysOrg: "/api/admin/sysorg/querySysOrg",
    /** GET `?userId=`: the user's posts as tree nodes, main post first (contract/user-posts.ts). */
    querySysUserPostTree: "/api/admin/sysuserpost/querySysUserPostTree",
    /** GET `?userId=&postCode=`: `[{ value: roleCode, label: roleName }]` of the roles the user holds in that post (all without postCode). */
    queryRoleName: "/api/admin/sysrole/queryRoleName",
    /** GET `?currentPage=&pageSize=&channel=&to=`: page of the tenant's simulated SMS and e-mail (contract/outbox.ts); admins only. */
    queryOutbox: "/api/admin/outbox/queryOutbox",
  },
  account: {
    /** POST `?username=` (or `mobile=`), optional `roleCode=`: one role the user holds, whose menus and buttons alone come back. */
    queryCurrentAuthority: "/api/account/sysuserdetail/queryCurrentAuthority",
    compareCaptcha: "/api/account/sysuserdetail/compareCaptcha",
    retrievePassword: "/api/account/sysuserdetail/retrievePassword",
    resetPassword: "/api/account/sysuserdetail/resetPassword",
    registerAccount: "/api/account/sysuserdetail/registerAccount",
    updatePassword: "/api/account/sysuserdetail/updatePassword",
    updateSysUserDetail: "/api/account/sysuserdetail/updateSysUserDetail",
    generateImageCaptcha: "/api/account/captcha/generateImageCaptcha",
    getSmsCaptcha: "/api/account/captcha/getSmsCaptcha",
    getSendingSmsCaptcha: "/api/account/captcha/getSendingSmsCaptcha",
    /** POST `{ channel, to }`: a code to the new e-mail or mobile, which updateSysUserDetail then takes (contract/contact.ts). */
    sendContactCode: "/api/account/sysuserdetail/sendContactCode",
  },
  notification: {
    queryHeadNotification: "/api/notification/notification/queryHeadNotification",
    readNotification: "/api/notification/notification/readNotification",
    readAllNotification: "/api/notification/notification/readAllNotification",
  },
  /** The business service (decision 0017): suppliers and their bank accounts and addresses, warehouses and stock, purchase orders, merchandise news. */
  business: {
    // Orders first: an order is written whole by saveOrder and stepOrder; the kit serves its list and exports.
    queryOrder: orderPaths.query,
    deleteOrder: orderPaths.delete,
    exportOrder: orderPaths.exportXlsx,
    exportWordOrder: orderPaths.exportDocx,
    exportPDFOrder: orderPaths.exportPdf,
    queryOrderDetail: getOrderPath,
    saveOrder: saveOrderPath,
    stepOrder: stepOrderPath,
    reorder: reorderPath,
    exportOrderPdf: printOrderPath,
    exportOrderLines: exportOrderLinesPath,
    queryOrderGoodsOptions: orderGoodsOptionsPath,
    queryOrderSupplierOptions: orderSupplierOptionsPath,
    ...callsOf(supplierPaths, true),
    querySupplierProvinceOptions: supplierProvinceOptionsPath,
    querySupplierCityOptions: supplierCityOptionsPath,
    querySupplierCountyOptions: supplierCountyOptionsPath,
    ...callsOf(supplierBankAccountPaths),
    setDefaultSupplierBankAccount: setDefaultSupplierBankAccountPath,
    ...callsOf(supplierAddressPaths),
    setDefaultSupplierAddress: setDefaultSupplierAddressPath,
    queryDataReport: dataReportPaths.query,
    exportDataReport: dataReportPaths.exportXlsx,
    ...callsOf(warehousePaths),
    queryWarehouseOptions: warehouseOptionsPath,
    queryStock: stockPaths.query,
    exportStock: stockPaths.exportXlsx,
    queryStockMovement: stockMovementsPath,
    addStockMovement: addStockMovementPath,
    queryStockGoodsOptions: stockGoodsOptionsPath,
    ...callsOf(newsPaths),
    publishNews: publishNewsPath,
    withdrawNews: withdrawNewsPath,
    ...callsOf(externalSystemPaths),
    bindExternalSystem: bindExternalSystemPath,
    jumpExternalSystem: jumpExternalSystemPath,
    unbindExternalSystem: unbindExternalSystemPath,
    ...readsOf(userBindingPaths),
    // Called by external systems with the signed token as the credential, no bearer token (decision 0021).
    checkJumpToken: checkJumpTokenPath,
    confirmJumpBinding: confirmJumpBindingPath,
    ...callsOf(logoPaths),
    uploadLogo: uploadLogoPath,
    setDefaultLogo: setDefaultLogoPath,
    ...readsOf(systemModulePaths),
    switchOnSystemModule: switchOnSystemModulePath,
    switchOffSystemModule: switchOffSystemModulePath,
    // WeChat public accounts, their modules and push records; a push record is written by a push or a retry only.
    ...callsOf(wechatConfigPaths),
    submitWeChatConfig: submitWeChatConfigPath,
    auditWeChatConfig: auditWeChatConfigPath,
    ...callsOf(wechatModulePaths),
    queryWeChatPush: wechatPushPaths.query,
    deleteWeChatPush: wechatPushPaths.delete,
    exportWeChatPush: wechatPushPaths.exportXlsx,
    exportWordWeChatPush: wechatPushPaths.exportDocx,
    exportPDFWeChatPush: wechatPushPaths.exportPdf,
    pushWeChatTemplate: pushWeChatTemplatePath,
    retryWeChatPush: retryWeChatPushPath,
    queryWeChatPushConfigOptions: wechatPushConfigOptionsPath,
    queryWeChatPushMemberOptions: wechatPushMemberOptionsPath,
    // Bills are drafted, issued and deleted by their own calls; the kit serves their lists and exports.
    queryBill: billPaths.query,
    deleteBill: billPaths.delete,
    exportBill: billPaths.exportXlsx,
    exportWordBill: billPaths.exportDocx,
    exportPDFBill: billPaths.exportPdf,
    queryBillDetail: billDetailPath,
    draftBills: draftBillsPath,
    issueBill: issueBillPath,
    queryClearing: clearingPaths.query,
    exportClearing: clearingPaths.exportXlsx,
    exportWordClearing: clearingPaths.exportDocx,
    exportPDFClearing: clearingPaths.exportPdf,
    queryClearingSummary: clearingSummaryPath,
    settleBill: settleBillPath,
    payBillByTransfer: payBillByTransferPath,
  },
  /** Prepaid accounts under the account service (decision 0020): receiving banks, recharges, refunds, the ledger and statements. */
  prepaid: {
    ...callsOf(receivingBankPaths),
    queryReceivingBankOptions: receivingBankOptionsPath,
    ...callsOf(myRechargePaths),
    queryMyRechargeSteps: myRechargeStepsPath,
    queryRecharge: rechargePaths.query,
    exportRecharge: rechargePaths.exportXlsx,
    exportWordRecharge: rechargePaths.exportDocx,
    exportPDFRecharge: rechargePaths.exportPdf,
    queryRechargeSteps: rechargeStepsPath,
    auditRecharge: auditRechargePath,
    queryMyMovement: myMovementPaths.query,
    exportMyMovement: myMovementPaths.exportXlsx,
    exportWordMyMovement: myMovementPaths.exportDocx,
    exportPDFMyMovement: myMovementPaths.exportPdf,
    queryMyBalances: myBalancesPath,
    queryMyStatement: myStatementPath,
    exportMyStatement: exportMyStatementPath,
    queryMovement: movementPaths.query,
    exportMovement: movementPaths.exportXlsx,
    exportWordMovement: movementPaths.exportDocx,
    exportPDFMovement: movementPaths.exportPdf,
    queryPrepaidAccount: prepaidAccountPaths.query,
    exportPrepaidAccount: prepaidAccountPaths.exportXlsx,
    exportWordPrepaidAccount: prepaidAccountPaths.exportDocx,
    exportPDFPrepaidAccount: prepaidAccountPaths.exportPdf,
    queryAccountMemberOptions: accountMemberOptionsPath,
    adjustPrepaidAccount: adjustAccountPath,
    queryStatement: statementPath,
    exportStatement: exportStatementPath,
    ...callsOf(myRefundPaths),
    queryMyRefundBankOptions: myRefundBankOptionsPath,
    queryRefund: refundPaths.query,
    exportRefund: refundPaths.exportXlsx,
    exportWordRefund: refundPaths.exportDocx,
    exportPDFRefund: refundPaths.exportPdf,
    queryRefundSteps: refundStepsPath,
    stepRefund: stepRefundPath,
  },
  /** The billed open API's own records (contract/openapi): API users, and the signed-in member's call log. */
  openapi: {
    ...callsOf(openApiUserPaths),
    rotateOpenApiUserSecret: rotateOpenApiSecretPath,
    queryOpenApiOwnerOptions: openApiOwnerOptionsPath,
    queryOpenApiCallLog: openApiCallLogPaths.query,
    exportOpenApiCallLog: openApiCallLogPaths.exportXlsx,
    exportWordOpenApiCallLog: openApiCallLogPaths.exportDocx,
    exportPDFOpenApiCallLog: openApiCallLogPaths.exportPdf,
    queryOpenApiUsage: openApiUsagePath,
  },
  /**
   * Job scheduling: PowerJob's console API under /api/powerjob (decision 0025), with PowerJob's
   * envelope `{ success, data, message }` and 0-based pages (contract/jobs).
   */
  powerjob: { ...powerJobPaths, ...workflowPaths },
  /** The workflow (BPMN) service under /api/activiti (decision 0027): models, definitions, instances, tasks. */
  workflow: {
    ...callsOf(modelPaths),
    getModel: getModelPath,
    saveModelXml: saveModelXmlPath,
    deployModel: deployModelPath,
    ...readsOf(definitionPaths),
    getDefinition: getDefinitionPath,
    activateDefinition: activateDefinitionPath,
    suspendDefinition: suspendDefinitionPath,
    queryDefinitionOptions: definitionOptionsPath,
    ...readsOf(instancePaths),
    startInstance: startInstancePath,
    getInstance: getInstancePath,
    activateInstance: activateInstancePath,
    suspendInstance: suspendInstancePath,
    queryTodoTask: taskPaths.queryTodo,
    queryDoneTask: taskPaths.queryDone,
    queryTaskUserOptions: taskPaths.userOptions,
    queryCandidateGroupOptions: taskPaths.candidateGroupOptions,
    queryTaskFormOptions: taskPaths.formOptions,
    getTaskForm: taskPaths.form,
    claimTask: taskPaths.claim,
    assignTask: taskPaths.assign,
    completeTask: taskPaths.complete,
    delegateTask: taskPaths.delegate,
    regressTask: taskPaths.regress,
    rejectTask: taskPaths.reject,
    terminateTask: taskPaths.terminate,
  },
  hsOpenApi: {
    /** The two public HS-code paths: no bearer token (SPEC §7). */
    publicQuery: "/api/hs/openApi/queryHsCode",
    publicDetail: "/api/hs/openApi/queryHsCodeDetail",
    /** The public look-ups of places, countries and currencies (contract/places.ts): no bearer token either. */
    queryLocation: "/api/hs/openApi/queryLocation",
    queryCountry: "/api/hs/openApi/queryCountry",
    queryCurrency: "/api/hs/openApi/queryCurrency",
    /**
     * The marketing home's news (contract/business/news.ts): the platform tenant's published items
     * in their window, and an item's cover image. Public like the look-ups, behind the app's credential.
     */
    queryPublishedNews: "/api/hs/openApi/queryPublishedNews",
    queryPublishedNewsCover: "/api/hs/openApi/queryPublishedNewsCover",
    /** A tenant's active logo `{ id, contentType }` or null, and a logo's bytes (contract/business/logo.ts): public marks, public like the news. */
    queryActiveLogo: "/api/hs/openApi/queryActiveLogo",
    queryLogoImage: "/api/hs/openApi/queryLogoImage",
    prefix: "/api/hs/openApi/",
  },
  /** The code generator service under /api/generator (contract/dev/generator.ts): template versions, previews, zips, tables; and designed forms (contract/dev/form.ts). */
  generator: { ...generatorPaths, ...formPaths },
  /** The provider's log search (its ELK stand-in, decision 0030): administrators only. */
  elk: elkPaths,
  dev: {
    outbox: "/__dev/outbox",
    captcha: "/__dev/captcha",
  },
  /** The file service: uploads and downloads of every screen, and the netdisc (contract/netdisc.ts). */
  file: {
    upload: filePaths.upload,
    download: filePaths.download,
    ...netdiscPaths,
  },
} as const;

/** Paths that never carry the bearer token. */
export const PUBLIC_HS_PATHS: readonly string[] = [
  paths.hsOpenApi.publicQuery,
  paths.hsOpenApi.publicDetail,
  paths.hsOpenApi.queryLocation,
  paths.hsOpenApi.queryCountry,
  paths.hsOpenApi.queryCurrency,
  paths.hsOpenApi.queryPublishedNews,
  paths.hsOpenApi.queryPublishedNewsCover,
  paths.hsOpenApi.queryActiveLogo,
  paths.hsOpenApi.queryLogoImage,
];
