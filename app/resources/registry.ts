import type { ResourceDeclaration } from "./define";
import { dataPermission } from "./datapermission";
import { sysParam } from "./sysparam";
import { sysPost } from "./syspost";
import { addressManagement } from "./addressManagement";
import { bankAccountManagement } from "./bankAccountManagement";
import { approvalUser, authorityReview, enterpriseUser, individualUser } from "./userAuth";

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  [sysParam, sysPost, approvalUser, authorityReview, individualUser, enterpriseUser, bankAccountManagement, addressManagement].map((resource) => [resource.name, resource]),
import { sysRole } from "./sysrole";
import { sysUrl } from "./sysurl";

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  [sysParam, sysPost, sysRole, sysUrl, dataPermission].map((resource) => [resource.name, resource]),
import { sysUser } from "./sysuser";
import { onlineSysUser } from "./onlinesysuser";

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  [sysParam, sysPost, sysUser, onlineSysUser].map((resource) => [resource.name, resource]),
import { sysDict } from "./sysdict";
import { sysMenu } from "./sysmenu";
import { sysOrg } from "./sysorg";
import { sysParam } from "./sysparam";
import { sysPost } from "./syspost";
import { sysRegion } from "./sysregion";

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  [sysDict, sysMenu, sysOrg, sysParam, sysPost, sysRegion].map((resource) => [resource.name, resource]),
);
