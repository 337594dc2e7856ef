import type { ResourceDeclaration } from "./define";
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
