import { addressManagement } from "./addressManagement";
import { appClient } from "./appclient";
import { bankAccountManagement } from "./bankAccountManagement";
import { dataPermission } from "./datapermission";
import type { ResourceDeclaration } from "./define";
import { myNotification } from "./mynotification";
import { notification } from "./notification";
import { onlineSysUser } from "./onlinesysuser";
import { sysAuditLog } from "./sysauditlog";
import { sysDict } from "./sysdict";
import { sysMenu } from "./sysmenu";
import { sysOrg } from "./sysorg";
import { sysParam } from "./sysparam";
import { sysPost } from "./syspost";
import { sysRegion } from "./sysregion";
import { sysRole } from "./sysrole";
import { sysTenant } from "./systenant";
import { sysUrl } from "./sysurl";
import { sysUser } from "./sysuser";
import { carrierMaintenance } from "./carrierMaintenance";
import { customerInformations } from "./customerInformations";
import { clearanceContainers, clearanceCostLines, clearanceHtsLines, importClearance } from "./importClearance";
import { importersAndExporters } from "./importersAndExporters";
import { portInformation } from "./PortInformationMaintenance";
import { powerOfAttorney } from "./powerOfAttorney";
import { approvalUser, authorityReview, enterpriseUser, individualUser } from "./userAuth";
import { vehicleTowing } from "./vehicleTowing";
import { processDefinition, processInstance, processModel } from "./workflow";
import { classifyOrder, classifyPlatform, goodsMgt } from "./customs";
import { declaration, declarationLines } from "./declaration";
import { hongKongSeamless } from "./hk-consignment";
import { hongKongCustomsDeclaration, hkTdecLines } from "./hk-tdec";
import { declarationDetail, hKDetail } from "./hk-exchange";
import { hscodeMgt } from "./tariff";
import { sAddressManagement } from "./sAddressManagement";
import { sBankAccountManagement } from "./sBankAccountManagement";
import { orderList } from "./orderList";
import { merchandiseNews } from "./merchandiseNews";
import { jumpManagement } from "./jumpManagement";
import { pushManagement } from "./pushManagement";
import { weChatManagement, weChatModuleManagement } from "./weChatManagement";
import { vendorInformation } from "./vendorInformation";
import { inventoryInquiry } from "./InventoryInquiry";
import { billingManagement, clearingCenter } from "./billing";
import { warehouseInformation } from "./warehouseInformation";
import { accountInfo, bankMgt, rechargeFlow, rechargeFlowBack, rechargeInfo, rechargeRecord } from "./prepaid";
import { openApiInfo } from "./OpenApiInfo";
import { openApiUser } from "./OpenApiUser";
import { logoManagement } from "./logoManagement";
import { systemModule } from "./systemModule";
import { addressInformation, clearanceCargoInformation, customerInformation, declarationUnit } from "./hk-basic-data";

/** Every declared resource, one line each. */
const RESOURCES: readonly ResourceDeclaration[] = [
  addressManagement,
  appClient,
  approvalUser,
  authorityReview,
  bankAccountManagement,
  dataPermission,
  enterpriseUser,
  individualUser,
  myNotification,
  notification,
  onlineSysUser,
  sysAuditLog,
  sysDict,
  sysMenu,
  sysOrg,
  sysParam,
  sysPost,
  sysRegion,
  sysRole,
  sysTenant,
  sysUrl,
  sysUser,
  customerInformations,
  importersAndExporters,
  powerOfAttorney,
  portInformation,
  carrierMaintenance,
  importClearance,
  clearanceContainers,
  clearanceHtsLines,
  clearanceCostLines,
  vehicleTowing,
  goodsMgt,
  classifyOrder,
  classifyPlatform,
  declaration,
  declarationLines,
  hongKongSeamless,
  hongKongCustomsDeclaration,
  hkTdecLines,
  hKDetail,
  declarationDetail,
  hscodeMgt,
  declarationUnit,
  addressInformation,
  customerInformation,
  clearanceCargoInformation,
  vendorInformation,
  orderList,
  merchandiseNews,
  jumpManagement,
  sBankAccountManagement,
  sAddressManagement,
  warehouseInformation,
  logoManagement,
  systemModule,
  inventoryInquiry,
  bankMgt,
  rechargeRecord,
  rechargeInfo,
  rechargeFlow,
  accountInfo,
  rechargeFlowBack,
  openApiUser,
  openApiInfo,
  weChatManagement,
  weChatModuleManagement,
  pushManagement,
  billingManagement,
  clearingCenter,
  processModel,
  processDefinition,
  processInstance,
];

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource]));
