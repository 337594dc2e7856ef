import { eq } from "drizzle-orm";
import { dagProblem } from "../contract/jobs/dag";
import { WF_STATUS } from "../contract/jobs/dag-status";
import { openDb } from "../db/client";
import { jobInfos, jobInstances, jobWorkflowInstances, jobWorkflows, users } from "../db/schema";
import { insertJobWorkflows } from "./job-workflows";
import { insertJobs } from "./jobs";

describe("the workflows demo book", () => {
  const db = openDb(":memory:");
  db.insert(users).values({ id: "1300001", tenantCode: "10001", username: "admin", passwordHash: "x", nickname: "admin", status: 1 } as typeof users.$inferInsert).run();
  insertJobs(db, "2026-03-01");
  insertJobWorkflows(db, "2026-03-01");

  it("gives 10001 two workflows whose DAGs pass the editor's rules and name jobs of their own app", () => {
    const workflows = db.select().from(jobWorkflows).all();
    expect(workflows.map((w) => w.wfName)).toEqual(["Nightly housekeeping", "Retry demo"]);
    for (const w of workflows) {
      expect(dagProblem(w.dag)).toBeNull();
      for (const n of w.dag.nodes) expect(db.select().from(jobInfos).where(eq(jobInfos.id, n.jobId)).get()?.appId).toBe(w.appId);
    }
    expect(workflows[0].nextTriggerTime).toBe(Date.UTC(2026, 2, 1, 3));
  });

  it("writes past runs whose nodes point at job instances of the run", () => {
    const runs = db.select().from(jobWorkflowInstances).all();
    expect(runs.map((r) => r.status)).toEqual([WF_STATUS.SUCCEED, WF_STATUS.SUCCEED, WF_STATUS.SUCCEED, WF_STATUS.FAILED, WF_STATUS.SUCCEED]);
    for (const run of runs) {
      for (const n of run.dag.nodes.filter((x) => x.instanceId)) {
        expect(db.select().from(jobInstances).where(eq(jobInstances.id, n.instanceId!)).get()).toMatchObject({ wfInstanceId: run.id, wfNodeId: String(n.nodeId), status: n.status });
      }
    }
  });
});
