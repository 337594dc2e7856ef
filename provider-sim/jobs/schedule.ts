import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { intervalOf, nextFireTimes } from "../../contract/jobs/schedule";
import { jobInfos } from "../../db/schema";
import { acrossTenants, scoped } from "../tenant";
import type { EngineCore, JobRow } from "./core";

/**
 * When a job fires first once saved or enabled: a CRON's next time, one interval from now for
 * FIXED_RATE and FIXED_DELAY; never for API and WORKFLOW jobs (run when called, or as DAG nodes).
 */
export function firstTrigger(job: Pick<JobRow, "enable" | "timeExpressionType" | "timeExpression" | "timeZone">, now: number): number | null {
  if (!job.enable) return null;
  if (job.timeExpressionType === "CRON" || job.timeExpressionType === "FIXED_RATE" || job.timeExpressionType === "FIXED_DELAY") {
    return nextFireTimes(job, now, 1)[0] ?? null;
  }
  return null;
}

/**
 * The tick after a fired one. Ticks missed while the simulator was down are not made up: the
 * job fires once for the latest of them, then at its first time after now (a misfire fires once).
 * FIXED_DELAY waits for its instance to end (null until then).
 */
function followingTrigger(job: JobRow, fired: number, now: number): number | null {
  if (job.timeExpressionType === "CRON") return nextFireTimes(job, Math.max(fired, now), 1)[0] ?? null;
  if (job.timeExpressionType === "FIXED_RATE") {
    const interval = intervalOf(job.timeExpression);
    return fired + (Math.floor(Math.max(0, now - fired) / interval) + 1) * interval;
  }
  return null;
}

/** The enabled jobs whose next trigger time has come, every tenant's. */
function dueJobs(core: EngineCore): JobRow[] {
  return acrossTenants("the scheduler fires every tenant's due jobs", () =>
    core.db
      .select()
      .from(jobInfos)
      .where(
        and(
          eq(jobInfos.enable, true),
          isNotNull(jobInfos.nextTriggerTime),
          lte(jobInfos.nextTriggerTime, core.now()),
          inArray(jobInfos.timeExpressionType, ["CRON", "FIXED_RATE", "FIXED_DELAY"]),
        ),
      )
      .all(),
  );
}

/**
 * Fires each due job once: its instance and its advanced trigger time are written in one
 * transaction, and an instance is unique per (job, tick), so no tick fires twice, restart or not.
 */
export function fireDueJobs(core: EngineCore, fire: (job: JobRow, scheduledTime: number) => void): void {
  for (const job of dueJobs(core)) {
    const scheduled = job.nextTriggerTime as number;
    let next: number | null;
    try {
      next = followingTrigger(job, scheduled, core.now());
    } catch {
      next = null;
    }
    core.db.transaction((tx) => {
      const moved = tx
        .update(jobInfos)
        .set({ nextTriggerTime: next })
        .where(and(scoped(jobInfos, job.tenantCode), eq(jobInfos.id, job.id), eq(jobInfos.nextTriggerTime, scheduled)))
        .run().changes;
      if (moved === 1) fire(job, scheduled);
    });
  }
}
