import type { ResourcePaths } from "./admin/resource";
import { supplierCityOptionsPath, supplierCountyOptionsPath, supplierPaths, supplierProvinceOptionsPath } from "./business/supplier";
import { dataReportPaths } from "./business/report";
import { newsPaths, publishNewsPath, withdrawNewsPath } from "./business/news";
import { setDefaultSupplierAddressPath, supplierAddressPaths } from "./business/supplier-address";
import { setDefaultSupplierBankAccountPath, supplierBankAccountPaths } from "./business/supplier-bank-account";
import { addStockMovementPath, stockGoodsOptionsPath, stockMovementsPath, stockPaths } from "./business/stock";
import { warehouseOptionsPath, warehousePaths } from "./business/warehouse";
import { billDetailPath, billPaths, clearingPaths, clearingSummaryPath, draftBillsPath, issueBillPath, payBillByTransferPath, settleBillPath } from "./business/billing";
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
    prefix: "/api/hs/openApi/",
  },
  dev: {
    outbox: "/__dev/outbox",
    captcha: "/__dev/captcha",
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
];
