import { and, count, eq } from "drizzle-orm";
import type { Router } from "express";
import { appIdQuerySchema } from "../../../contract/jobs/app";
import { powerJobPaths as p } from "../../../contract/jobs/paths";
import type { Overview } from "../../../contract/jobs/system";
import { jobInfos, jobInstances } from "../../../db/schema";
import type { SimContext } from "../../context";
import { principalOf } from "../../middleware/auth";
import { scoped } from "../../tenant";
import { workersOf } from "../workers";
import { ownApp } from "./apps";
import { activeInstanceCount } from "./instances";
import { input, powerJob } from "./reply";

export function mountSystem(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;

  router.get(
    local(p.listWorkers),
    powerJob((req) => {
      const principal = principalOf(req);
      const app = ownApp(db, principal.tenantCode, input(appIdQuerySchema, req).appId);
      return workersOf(db, principal.tenantCode, app.id, ctx.now());
    }),
  );

  router.get(
    local(p.overview),
    powerJob((req): Overview => {
      const principal = principalOf(req);
      const app = ownApp(db, principal.tenantCode, input(appIdQuerySchema, req).appId);
      const ofApp = <T extends typeof jobInfos | typeof jobInstances>(table: T) => and(scoped(table, principal), eq(table.appId, app.id));
      return {
        appId: app.id,
        appName: app.appName,
        jobCount: db.select({ n: count() }).from(jobInfos).where(ofApp(jobInfos)).get()?.n ?? 0,
        runningInstanceCount: activeInstanceCount(db, principal.tenantCode, app.id),
        failedInstanceCount: db.select({ n: count() }).from(jobInstances).where(and(ofApp(jobInstances), eq(jobInstances.status, 4))).get()?.n ?? 0,
        serverTime: ctx.now(),
        timezone: "UTC",
      };
    }),
  );
}
