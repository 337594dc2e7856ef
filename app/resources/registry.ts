import type { ResourceDeclaration } from "./define";
import { sysParam } from "./sysparam";
import { sysPost } from "./syspost";
import { addressManagement } from "./addressManagement";
import { bankAccountManagement } from "./bankAccountManagement";
import { approvalUser, authorityReview, enterpriseUser, individualUser } from "./userAuth";

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  [sysParam, sysPost, approvalUser, authorityReview, individualUser, enterpriseUser, bankAccountManagement, addressManagement].map((resource) => [resource.name, resource]),
);
