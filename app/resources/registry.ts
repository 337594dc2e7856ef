import type { ResourceDeclaration } from "./define";
import { sysOrg } from "./sysorg";
import { sysParam } from "./sysparam";
import { sysPost } from "./syspost";

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  [sysOrg, sysParam, sysPost].map((resource) => [resource.name, resource]),
);
