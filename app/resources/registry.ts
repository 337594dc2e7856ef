import type { ResourceDeclaration } from "./define";
import { sysParam } from "./sysparam";
import { sysPost } from "./syspost";
import { sysUser } from "./sysuser";
import { onlineSysUser } from "./onlinesysuser";

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  [sysParam, sysPost, sysUser, onlineSysUser].map((resource) => [resource.name, resource]),
);
