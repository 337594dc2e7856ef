import { and, asc, eq, isNull } from "drizzle-orm";
import { openDb, type Db } from "../db/client";
import * as schema from "../db/schema";
import { seedId } from "../db/snowflake";
import { seedDatabase } from "./index";
import { CARGO_INSPECTION_PROCESS } from "./workflow-forms";

let db: Db;
beforeAll(() => {
  db = openDb(":memory:");
  seedDatabase(db, { password: "seed-test-pw", today: "2026-12-01" });
});

const instancesOf = (tenantCode: string, key = "leave") =>
  db.select().from(schema.workflowInstances).where(and(eq(schema.workflowInstances.tenantCode, tenantCode), eq(schema.workflowInstances.definitionKey, key))).orderBy(asc(schema.workflowInstances.startTime)).all();
const INSPECTION = CARGO_INSPECTION_PROCESS.id;
const openTasksOf = (instanceId: string) => db.select().from(schema.workflowTasks).where(and(eq(schema.workflowTasks.instanceId, instanceId), isNull(schema.workflowTasks.endTime))).all();

describe("the workflow's demo book", () => {
  it("deploys the leave request for 10001 and 10002, from a model of each", () => {
    const definitions = db.select().from(schema.workflowDefinitions).all().filter((d) => d.key !== INSPECTION);
    expect(definitions.map((d) => [d.tenantCode, d.key, d.version, d.suspended])).toEqual([["10001", "leave", 1, false], ["10002", "leave", 1, false], ["10001", "classifyReview", 1, false]]);
    expect(db.select().from(schema.workflowModels).all().filter((m) => m.key !== INSPECTION).map((m) => [m.tenantCode, m.key, m.deployedVersion])).toEqual([["10001", "leave", 1], ["10002", "leave", 1], ["10001", "classifyReview", 1]]);
    // The classification review is there to be selected, not selected.
    expect(db.select().from(schema.params).where(eq(schema.params.paramKey, "classification.reviewProcess")).all().map((p) => [p.tenantCode, p.paramValue])).toEqual([["10001", "false"]]);
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

  it("takes its ids from blocks 56 and 57, and the inspection's from 79, the same on every run", () => {
    const within = (id: string, from: number, to: number) => BigInt(id) >= BigInt(seedId(from * 100_000)) && BigInt(id) < BigInt(seedId(to * 100_000));
    for (const table of [schema.workflowInstances, schema.workflowTasks, schema.workflowHistory, schema.workflowTokens, schema.workflowDefinitions]) {
      for (const { id } of db.select({ id: table.id }).from(table).all()) expect(within(id, 56, 58) || within(id, 79, 80), id).toBe(true);
    }
  });

  it("deploys the cargo inspection for 10001 with its designed form, one request filled in and waiting for its review", () => {
    const definition = db.select().from(schema.workflowDefinitions).where(eq(schema.workflowDefinitions.key, INSPECTION)).all();
    expect(definition.map((d) => [d.tenantCode, d.version, (d.graph as { nodes: Record<string, { formKey?: string | null }> }).nodes.request.formKey])).toEqual([["10001", 1, "cargo-inspection"]]);
    const [instance] = instancesOf("10001", INSPECTION);
    expect(openTasksOf(instance.id).map((t) => t.activityId)).toEqual(["review"]);
    expect(instance.variables).toMatchObject({ consignee: "Global Trade Ltd", items: JSON.stringify([{ sku: "GT-ROUTER-01", quantity: 40, unit: "PCS" }]) });
    const completed = db.select().from(schema.workflowHistory).where(and(eq(schema.workflowHistory.instanceId, instance.id), eq(schema.workflowHistory.action, "complete"))).get();
    expect(completed?.variables).toMatchObject({ hsCode: "85176200", urgent: false });
  });
});
