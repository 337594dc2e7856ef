import { and, eq, isNotNull, lte } from "drizzle-orm";
import { nextFireTimes } from "../../../contract/jobs/schedule";
import type { Db } from "../../../db/client";
import { jobWorkflows } from "../../../db/schema";
import { acrossTenants, scoped } from "../../tenant";
import type { WorkflowRow } from "./runner";

/** When a CRON workflow fires first once saved or enabled; null for API workflows and disabled ones. */
export function firstWorkflowTrigger(workflow: Pick<WorkflowRow, "enable" | "timeExpressionType" | "timeExpression" | "timeZone">, now: number): number | null {
  if (!workflow.enable || workflow.timeExpressionType !== "CRON") return null;
  return nextFireTimes({ ...workflow, timeExpressionType: "CRON" }, now, 1)[0] ?? null;
}

/**
 * Fires each due CRON workflow once, by the jobs' rule (provider-sim/jobs/schedule.ts): the
 * instance and the advanced trigger time are written in one transaction, moved only from the
 * tick that was read, and an instance is unique per (workflow, tick); ticks missed while the
 * simulator was down fire once.
 */
export function fireDueWorkflows(core: { db: Db; now: () => number }, fire: (workflow: WorkflowRow, scheduledTime: number) => void): void {
  const due = acrossTenants("the scheduler fires every tenant's due workflows", () =>
    core.db
      .select()
      .from(jobWorkflows)
      .where(and(eq(jobWorkflows.enable, true), eq(jobWorkflows.timeExpressionType, "CRON"), isNotNull(jobWorkflows.nextTriggerTime), lte(jobWorkflows.nextTriggerTime, core.now())))
      .all(),
  );
  for (const workflow of due) {
    const scheduled = workflow.nextTriggerTime as number;
    let next: number | null;
    try {
      next = nextFireTimes({ ...workflow, timeExpressionType: "CRON" }, Math.max(scheduled, core.now()), 1)[0] ?? null;
    } catch {
      next = null;
    }
    core.db.transaction(() => {
      const moved = core.db
        .update(jobWorkflows)
        .set({ nextTriggerTime: next })
        .where(and(scoped(jobWorkflows, workflow.tenantCode), eq(jobWorkflows.id, workflow.id), eq(jobWorkflows.nextTriggerTime, scheduled)))
        .run().changes;
      if (moved === 1) fire(workflow, scheduled);
    });
  }
}
