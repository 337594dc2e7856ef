import type { Router } from "express";
import type { SimContext } from "../context";
import { mountCrud } from "../crud/router";
import { areaRouter } from "../http";
import { requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { appClient } from "../resources/appclient";
import { dictionary } from "../resources/dictionary";
import { notification } from "../resources/notification";
import type { SimResource } from "../resources/resource";
import { sysParam } from "../resources/sysparam";
import { sysPost } from "../resources/syspost";
import { sysTenant } from "../resources/systenant";

export const RESOURCES_MOUNT = "/api";

/** Every entity declared in provider-sim/resources, one line each. */
export const SIM_RESOURCES: readonly SimResource[] = [
  dictionary,
  sysParam,
  sysPost,
  notification,
  sysTenant,
  appClient,
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
    resource.routes?.(router, local, ctx);
    if (resource.crud) mountCrud(router, local, ctx, resource.crud);
  }
  return router;
}
