import type { Router } from "express";
import type { SimContext } from "../context";
import { mountCrud } from "../crud/router";
import { areaRouter } from "../http";
import { requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { requireModuleOn } from "../middleware/module-switch";
import { address } from "../resources/address";
import { sysAuditLog } from "../resources/auditlog";
import { bankAccount } from "../resources/bank-account";
import { dataPermission } from "../resources/datapermission";
import { dictionary } from "../resources/dictionary";
import { onlineSysUser } from "../resources/onlinesysuser";
import { appClient } from "../resources/appclient";
import { notification } from "../resources/notification";
import type { SimResource } from "../resources/resource";
import { sysDict } from "../resources/sysdict";
import { sysMenu } from "../resources/sysmenu";
import { sysOrg } from "../resources/sysorg";
import { sysParam } from "../resources/sysparam";
import { sysPost } from "../resources/syspost";
import { sysUserPost } from "../resources/sysuserpost";
import { userAuth } from "../resources/userauth";
import { sysRole } from "../resources/sysrole";
import { sysUrl } from "../resources/sysurl";
import { sysUser } from "../resources/sysuser";
import { sysRegion } from "../resources/sysregion";
import { sysTenant } from "../resources/systenant";
import { usCarrier } from "../resources/us-carrier";
import { usContainer } from "../resources/us-container";
import { usCostLine } from "../resources/us-cost-line";
import { usCustomer } from "../resources/us-customer";
import { usDashboard } from "../resources/us-dashboard";
import { usFxRate } from "../resources/us-fx-rate";
import { usHtsLine } from "../resources/us-hts-line";
import { usMilestone } from "../resources/us-milestone";
import { usParty } from "../resources/us-party";
import { order } from "../resources/order";
import { merchandiseNews } from "../resources/news";
import { wechatConfig } from "../resources/wechat-config";
import { wechatModule } from "../resources/wechat-module";
import { wechatPush } from "../resources/wechat-push";
import { supplier } from "../resources/supplier";
import { supplierAddress } from "../resources/supplier-address";
import { supplierBankAccount } from "../resources/supplier-bank-account";
import { dataReport } from "../resources/data-report";
import { stock } from "../resources/stock";
import { bill } from "../resources/bill";
import { clearing } from "../resources/clearing";
import { warehouse } from "../resources/warehouse";
import { receivingBank } from "../resources/receiving-bank";
import { myRecharge, recharge } from "../resources/recharge";
import { movement, myMovement, prepaidAccount } from "../resources/movement";
import { myRefund, refund } from "../resources/refund";
import { jump, userBinding } from "../resources/jump";
import { openApiUser } from "../resources/open-api-user";
import { openApiCallLog } from "../resources/open-api-calls";
import { logo } from "../resources/logo";
import { systemModule } from "../resources/system-module";
import { usPowerOfAttorney } from "../resources/us-poa";
import { usPort } from "../resources/us-port";
import { usShipment } from "../resources/us-shipment";
import { usTowingOrder } from "../resources/us-towing-order";
import { customsGoodsResource } from "../resources/customs-goods";
import { customsDeclaration } from "../resources/customs-declaration";
import { customsDeclarationLine } from "../resources/customs-declaration-line";
import { classifyOrder } from "../resources/classify-order";
import { customsManifest } from "../resources/customs-manifest";
import { hkConsignment } from "../resources/hk-consignment";
import { customsHsLine } from "../resources/customs-hs-line";
import { customsHsNote } from "../resources/customs-hs-note";
import { hkDeclaringUnit } from "../resources/hk-declaring-unit";
import { hkAddress } from "../resources/hk-address";
import { hkCustomer } from "../resources/hk-customer";
import { hkCargoResource } from "../resources/hk-cargo";
import { hkTdec } from "../resources/hk-tdec";
import { hkTdecLine } from "../resources/hk-tdec-line";
import { hkExchange } from "../resources/hk-exchange";
import { workflowModel } from "../resources/workflow-model";
import { workflowDefinition } from "../resources/workflow-definition";
import { workflowInstance } from "../resources/workflow-instance";
import { workflowTask } from "../resources/workflow-task";

export const RESOURCES_MOUNT = "/api";

/** Every entity declared in provider-sim/resources, one line each. */
export const SIM_RESOURCES: readonly SimResource[] = [
  dictionary,
  sysDict,
  sysMenu,
  sysOrg,
  sysParam,
  sysPost,
  sysUserPost,
  userAuth,
  bankAccount,
  address,
  sysRole,
  sysUrl,
  dataPermission,
  sysUser,
  onlineSysUser,
  sysRegion,
  notification,
  sysTenant,
  appClient,
  sysAuditLog,
  usDashboard,
  usCustomer,
  usParty,
  usPowerOfAttorney,
  usPort,
  usCarrier,
  usShipment,
  usContainer,
  usMilestone,
  usHtsLine,
  usCostLine,
  usFxRate,
  usTowingOrder,
  customsGoodsResource,
  classifyOrder,
  customsDeclaration,
  customsDeclarationLine,
  customsManifest,
  hkConsignment,
  customsHsLine,
  customsHsNote,
  hkDeclaringUnit,
  hkAddress,
  hkCustomer,
  hkCargoResource,
  hkTdec,
  hkTdecLine,
  hkExchange,
  supplier,
  supplierBankAccount,
  supplierAddress,
  dataReport,
  warehouse,
  stock,
  bill,
  clearing,
  order,
  merchandiseNews,
  receivingBank,
  myRecharge,
  recharge,
  myMovement,
  movement,
  prepaidAccount,
  myRefund,
  refund,
  jump,
  userBinding,
  openApiUser,
  openApiCallLog,
  logo,
  systemModule,
  wechatConfig,
  wechatModule,
  wechatPush,
  workflowModel,
  workflowDefinition,
  workflowInstance,
  workflowTask,
];

/**
 * The entities' calls, mounted before the service routers: a path the entities do not answer
 * falls through to them.
 */
export function resourcesRouter(ctx: SimContext, resources: readonly SimResource[] = SIM_RESOURCES): Router {
  const { router, local } = areaRouter(RESOURCES_MOUNT);
  const open = resources.flatMap((r) => r.open ?? []);
  const openForSelf = resources.flatMap((r) => r.openForSelf ?? []);
  router.use(resources.flatMap((r) => r.bases).map(local), requireToken(ctx), requireUrlPermission(ctx, open, openForSelf));
  for (const resource of resources) {
    const menuCode = resource.menuCode ?? resource.crud?.menuCode;
    if (menuCode) router.use(resource.bases.map(local), requireModuleOn(ctx, menuCode));
  }
  for (const resource of resources) {
    resource.routes?.(router, local, ctx);
    if (resource.crud) mountCrud(router, local, ctx, resource.crud);
  }
  return router;
}
