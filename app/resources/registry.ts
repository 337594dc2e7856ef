import { addressManagement } from "./addressManagement";
import { bankAccountManagement } from "./bankAccountManagement";
import { dataPermission } from "./datapermission";
import type { ResourceDeclaration } from "./define";
import { onlineSysUser } from "./onlinesysuser";
import { sysDict } from "./sysdict";
import { sysMenu } from "./sysmenu";
import { sysOrg } from "./sysorg";
import { sysParam } from "./sysparam";
import { sysPost } from "./syspost";
import { sysRegion } from "./sysregion";
import { sysRole } from "./sysrole";
import { sysUrl } from "./sysurl";
import { sysUser } from "./sysuser";
import { approvalUser, authorityReview, enterpriseUser, individualUser } from "./userAuth";

/** Every declared resource, one line each. */
const RESOURCES: readonly ResourceDeclaration[] = [
  addressManagement,
  approvalUser,
  authorityReview,
  bankAccountManagement,
  dataPermission,
  enterpriseUser,
  individualUser,
  onlineSysUser,
  sysDict,
  sysMenu,
  sysOrg,
  sysParam,
  sysPost,
  sysRegion,
  sysRole,
  sysUrl,
  sysUser,
];

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource]));
