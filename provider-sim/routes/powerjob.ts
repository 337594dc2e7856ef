import type { Router } from "express";
import { POWERJOB_PREFIX } from "../../contract/jobs/paths";
import type { SimContext } from "../context";
import { areaRouter } from "../http";
import { mountApps } from "../jobs/api/apps";
import { mountInstances } from "../jobs/api/instances";
import { mountJobs } from "../jobs/api/jobs";
import { mountSystem } from "../jobs/api/system";
import { mountWorkflows } from "../jobs/workflows/api";
import { requireToken } from "../middleware/auth";
import { requireModuleOn } from "../middleware/module-switch";
import { requireUrlPermission } from "../middleware/url-permission";

export const POWERJOB_MOUNT = POWERJOB_PREFIX;

/**
 * PowerJob's console API behind the gateway (decision 0025): the gateway's token, interface
 * grant and module switch first, then PowerJob's own calls, answering its envelope.
 */
export function powerJobRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(POWERJOB_MOUNT);
  router.use(requireToken(ctx), requireUrlPermission(ctx), requireModuleOn(ctx, "jobScheduling"));
  mountApps(router, local, ctx);
  mountJobs(router, local, ctx);
  mountInstances(router, local, ctx);
  mountSystem(router, local, ctx);
  mountWorkflows(router, local, ctx);
  return router;
}
