import { and, asc, eq, isNull } from "drizzle-orm";
import { openDb, type Db } from "../db/client";
import * as schema from "../db/schema";
import { seedId } from "../db/snowflake";
import { seedDatabase } from "./index";

let db: Db;
beforeAll(() => {
  db = openDb(":memory:");
  seedDatabase(db, { password: "seed-test-pw", today: "2026-12-01" });
});

const instancesOf = (tenantCode: string) => db.select().from(schema.workflowInstances).where(eq(schema.workflowInstances.tenantCode, tenantCode)).orderBy(asc(schema.workflowInstances.startTime)).all();
const openTasksOf = (instanceId: string) => db.select().from(schema.workflowTasks).where(and(eq(schema.workflowTasks.instanceId, instanceId), isNull(schema.workflowTasks.endTime))).all();

describe("the workflow's demo book", () => {
  it("deploys the leave request for 10001 and 10002, from a model of each", () => {
    const definitions = db.select().from(schema.workflowDefinitions).all();
    expect(definitions.map((d) => [d.tenantCode, d.key, d.version, d.suspended])).toEqual([["10001", "leave", 1, false], ["10002", "leave", 1, false]]);
    expect(db.select().from(schema.workflowModels).all().map((m) => [m.tenantCode, m.key, m.deployedVersion])).toEqual([["10001", "leave", 1], ["10002", "leave", 1]]);
  });

  it("leaves requests in every state, each where the engine put it", () => {
    const states = instancesOf("10001").map((i) => [i.variables.remark, i.status, i.result, openTasksOf(i.id).map((t) => t.activityId).sort()]);
    expect(states).toEqual([
      ["Doctor's appointment", "ended", "completed", []],
      ["Trip home", "running", null, ["request"]],
      ["Winter holiday", "running", null, ["hrApproval"]],
      ["Family visit", "running", null, ["managerApproval"]],
    ]);
    expect(instancesOf("10002").map((i) => [i.startUserName, openTasksOf(i.id).map((t) => t.activityId)])).toEqual([["hkmember", ["managerApproval"]]]);
    const waiting = db.select().from(schema.workflowTokens).where(eq(schema.workflowTokens.instanceId, instancesOf("10001")[2].id)).all();
    expect(waiting.map((t) => [t.activityId, t.state]).sort()).toEqual([["hrApproval", "task"], ["join", "join"]]);
  });

  it("takes its ids from block 56, the same on every run", () => {
    const low = BigInt(seedId(56 * 100_000));
    const high = BigInt(seedId(57 * 100_000));
    for (const table of [schema.workflowInstances, schema.workflowTasks, schema.workflowHistory, schema.workflowTokens, schema.workflowDefinitions]) {
      for (const { id } of db.select({ id: table.id }).from(table).all()) expect(BigInt(id) >= low && BigInt(id) < high, id).toBe(true);
    }
  });
});
