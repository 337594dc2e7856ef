import { and, count, eq } from "drizzle-orm";
import type { Router } from "express";
import { appIdQuerySchema, listAppsSchema, saveAppSchema, type AppInfo } from "../../../contract/jobs/app";
import { jobMessages } from "../../../contract/jobs/messages";
import { powerJobPaths as p } from "../../../contract/jobs/paths";
import type { Db } from "../../../db/client";
import { jobApps, jobInfos, jobWorkers } from "../../../db/schema";
import { nextId } from "../../../db/snowflake";
import type { SimContext } from "../../context";
import { requireButton } from "../../crud/buttons";
import { principalOf } from "../../middleware/auth";
import { scoped } from "../../tenant";
import { sizePool, workersOf } from "../workers";
import { contains, input, powerJob, refuse } from "./reply";

/** The caller's app, or a refusal like an unknown id (another tenant's never shows). */
export function ownApp(db: Db, tenantCode: string, appId: string) {
  return db.select().from(jobApps).where(and(scoped(jobApps, tenantCode), eq(jobApps.id, appId))).get() ?? refuse(jobMessages.appUnknown);
}

export function mountApps(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;

  router.post(
    local(p.listApps),
    powerJob((req) => {
      const principal = principalOf(req);
      const { keyword } = input(listAppsSchema, req);
      const rows = db
        .select()
        .from(jobApps)
        .where(and(scoped(jobApps, principal), keyword ? contains(jobApps.appName, keyword) : undefined))
        .orderBy(jobApps.appName)
        .all();
      return rows.map((app): AppInfo => {
        const jobCount = db.select({ n: count() }).from(jobInfos).where(and(scoped(jobInfos, principal), eq(jobInfos.appId, app.id))).get()?.n ?? 0;
        return {
          id: app.id,
          appName: app.appName,
          description: app.description,
          workerCount: app.workerCount,
          onlineWorkers: workersOf(db, principal.tenantCode, app.id, ctx.now()).filter((w) => w.status === "ONLINE").length,
          jobCount,
          createTime: app.createTime.getTime(),
        };
      });
    }),
  );

  router.post(
    local(p.saveApp),
    powerJob((req) => {
      const principal = principalOf(req);
      const values = input(saveAppSchema, req);
      requireButton(db, principal, "appmonitor", values.id ? "update" : "add");
      if (values.id) ownApp(db, principal.tenantCode, values.id);
      const clash = db.select({ id: jobApps.id }).from(jobApps).where(and(scoped(jobApps, principal), eq(jobApps.appName, values.appName))).get();
      if (clash && clash.id !== values.id) refuse(jobMessages.appNameTaken);
      const id = values.id ?? nextId();
      db.transaction(() => {
        const row = { appName: values.appName, description: values.description ?? null, workerCount: values.workerCount };
        if (values.id) db.update(jobApps).set(row).where(and(scoped(jobApps, principal), eq(jobApps.id, id))).run();
        else db.insert(jobApps).values({ id, tenantCode: principal.tenantCode, ...row }).run();
        sizePool(db, principal.tenantCode, id, values.workerCount, ctx.now());
      });
      return id;
    }),
  );

  router.post(
    local(p.deleteApp),
    powerJob((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, "appmonitor", "delete");
      const { appId } = input(appIdQuerySchema, req);
      ownApp(db, principal.tenantCode, appId);
      const jobs = db.select({ n: count() }).from(jobInfos).where(and(scoped(jobInfos, principal), eq(jobInfos.appId, appId))).get()?.n ?? 0;
      if (jobs > 0) refuse(jobMessages.appHasJobs);
      db.transaction(() => {
        db.delete(jobWorkers).where(and(scoped(jobWorkers, principal), eq(jobWorkers.appId, appId))).run();
        db.delete(jobApps).where(and(scoped(jobApps, principal), eq(jobApps.id, appId))).run();
      });
      return null;
    }),
  );
}
