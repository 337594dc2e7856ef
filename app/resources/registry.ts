import type { ResourceDeclaration } from "./define";
import { appClient } from "./appclient";
import { myNotification } from "./mynotification";
import { notification } from "./notification";
import { sysParam } from "./sysparam";
import { sysPost } from "./syspost";
import { sysTenant } from "./systenant";

/** Every resource by name, for the routes that serve any of them (file downloads). */
export const resourcesByName: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  [sysParam, sysPost, notification, myNotification, sysTenant, appClient].map((resource) => [resource.name, resource]),
);
