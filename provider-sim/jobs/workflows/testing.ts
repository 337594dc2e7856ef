import { eq } from "drizzle-orm";
import type { Dag, DagNode } from "../../../contract/jobs/dag";
import { jobWorkflowInstances, jobWorkflows } from "../../../db/schema";
import { nextId } from "../../../db/snowflake";
import { T1 } from "../../testing/fixtures";
import { jobWorld } from "../testing";
import { createWorkflowEngine, type WorkflowRow } from "./runner";
import { firstWorkflowTrigger } from "./schedule";

/** The job world of provider-sim/jobs/testing.ts with the workflow engine on its scheduler. */
export function workflowWorld() {
  const world = jobWorld();
  const workflows = createWorkflowEngine({ db: world.db, now: world.now, jobs: world.engine });

  /** A job running the demo processor: sleeps a second, fails its first `failTimes` attempts. */
  const demoJob = (failTimes = 0) => world.addJob({ timeExpressionType: "WORKFLOW", jobParams: JSON.stringify({ sleepSeconds: 1, failTimes }) });

  function addWorkflow(dag: Dag, values: Partial<WorkflowRow> = {}): WorkflowRow {
    const row = {
      id: nextId(),
      tenantCode: T1,
      appId: world.appId,
      wfName: "wf",
      timeExpressionType: "API" as const,
      timeExpression: null,
      timeZone: "UTC",
      maxWfInstanceNum: 0,
      enable: true,
      dag,
      ...values,
    };
    world.raw.insert(jobWorkflows).values({ ...row, nextTriggerTime: firstWorkflowTrigger(row, world.now()) }).run();
    return world.raw.select().from(jobWorkflows).where(eq(jobWorkflows.id, row.id)).get()!;
  }

  return {
    ...world,
    workflows,
    demoJob,
    addWorkflow,
    node: (nodeId: number, jobId: string, extra: Partial<DagNode> = {}): DagNode => ({ nodeId, jobId, nodeName: `node ${nodeId}`, enable: true, skipWhenFailed: false, nodeParams: "", ...extra }),
    wfInstance: (id: string) => world.raw.select().from(jobWorkflowInstances).where(eq(jobWorkflowInstances.id, id)).get()!,
    wfInstancesOf: (workflowId: string) => world.raw.select().from(jobWorkflowInstances).where(eq(jobWorkflowInstances.workflowId, workflowId)).all(),
    /** Moves the clock a second at a time, ticking the jobs then the workflows, as the running simulator does. */
    tick(seconds: number) {
      for (let i = 0; i < seconds; i++) {
        world.set(world.now() + 1000);
        world.engine.tick();
        workflows.tick();
      }
    },
  };
}
