import { grantCalls } from "../../contract/admin/grants";
import { notificationPaths } from "../../contract/admin/notification-admin";
import { sysOrgCalls } from "../../contract/admin/sysorg";
import { sysRegionCalls } from "../../contract/admin/sysregion";
import { sysRoleCalls } from "../../contract/admin/sysrole";
import { sysUserCalls } from "../../contract/admin/sysuser";
import { sysUserPostPaths } from "../../contract/admin/sysuserpost";
import { paths } from "../../contract/paths";
import type { CallOptions, TestSimulator } from "../testing/harness";

/** The simulator's API areas; the rest of the contract (the HS open API, dev helpers) is served elsewhere. */
const SIMULATED_AREAS = ["uaa", "admin", "account", "notification", "business", "prepaid", "openapi", "powerjob", "workflow", "elk", "generator", "file"] as const;
type Area = (typeof SIMULATED_AREAS)[number];

/** Resource calls of the original client the sweeps send too, beside every path of contract/paths.ts. */
const RESOURCE_CALLS: Record<string, { area: Area; path: string }> = {
  queryUsername: { area: "admin", path: sysUserCalls.queryUsername },
  addSysTenantUser: { area: "admin", path: sysUserCalls.addSysTenantUser },
  querySysUserPost: { area: "admin", path: sysUserPostPaths.query },
  addSysUserPost: { area: "admin", path: sysUserPostPaths.add },
  updateSysUserPost: { area: "admin", path: sysUserPostPaths.update },
  deleteSysUserPost: { area: "admin", path: sysUserPostPaths.delete },
  exportSysUserPost: { area: "admin", path: sysUserPostPaths.exportXlsx },
  exportWordSysUserPost: { area: "admin", path: sysUserPostPaths.exportDocx },
  exportPDFSysUserPost: { area: "admin", path: sysUserPostPaths.exportPdf },
  queryRoleCode: { area: "admin", path: sysRoleCalls.queryRoleCode },
  queryMenuButtonCheckbox: { area: "admin", path: grantCalls.queryMenuButtonCheckbox },
  queryCheckedMenuButton: { area: "admin", path: grantCalls.queryCheckedMenuButton },
  querySysMenuButtonTree: { area: "admin", path: grantCalls.querySysMenuButtonTree },
  queryMenuButtonByRoleCode: { area: "admin", path: grantCalls.queryMenuButtonByRoleCode },
  queryOrgType: { area: "admin", path: sysOrgCalls.queryOrgType },
  queryOrgUserTree: { area: "admin", path: sysOrgCalls.queryOrgUserTree },
  queryRegionType: { area: "admin", path: sysRegionCalls.queryRegionType },
  queryNotificationType: { area: "notification", path: notificationPaths.queryType },
  queryNotificationPriority: { area: "notification", path: notificationPaths.queryPriority },
};

/** Every simulator endpoint the sweeps send, with its area: the sweeps grow as paths are added. */
export function simulatorEndpoints(): { area: Area; name: string; path: string }[] {
  return [
    ...SIMULATED_AREAS.flatMap((area) => Object.entries(paths[area] as Record<string, string>).map(([name, path]) => ({ area, name, path }))),
    ...Object.entries(RESOURCE_CALLS).map(([name, call]) => ({ name, ...call })),
  ];
}

export const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;

/** Text no answer may carry: stack frames, source files, server paths. */
export const LEAK = /\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|node_modules|\/work\/|\/home\/|\/tmp\/|SQLITE_|TypeError|ReferenceError/;

/** Calls after which a sweep's own token may no longer be good. */
export const ENDS_SESSIONS = /revoke|removePrincipal|logout|updatePassword|modifyAccount/i;

/**
 * A sweep's caller signed in as `username`. Its token is kept from call to call: a login hashes a
 * password, and a login per call was most of the sweeps' time. It signs in again after a call
 * that may have ended its session, and makes a call answered 401 once more with a new token, so
 * every answer the sweep reads is one for a valid session.
 */
export function keptSession(sim: TestSimulator, username: string, tenantCode: string) {
  let token: string | undefined;
  return async (method: string, path: string, opts: Omit<CallOptions, "token"> = {}) => {
    token ??= await sim.login(username, tenantCode);
    let answer = await sim.call(method, path, { ...opts, token });
    if (answer.status === 401) {
      token = await sim.login(username, tenantCode);
      answer = await sim.call(method, path, { ...opts, token });
    }
    if (ENDS_SESSIONS.test(path)) token = undefined;
    return answer;
  };
}
