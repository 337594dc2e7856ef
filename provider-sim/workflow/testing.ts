import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { workflowHistory, workflowInstances, workflowTasks, workflowTokens } from "../../db/schema";
import { scoped } from "../tenant";
import { deployDefinition } from "./deploy";
import { readProcess } from "./read";

/** Reads and deploys a diagram for a tenant, as deployModel does. */
export async function deployed(db: Db, tenantCode: string, key: string, xml: string, at: Date, name = key) {
  const graph = await readProcess(xml);
  return db.transaction((tx) => deployDefinition(tx, { tenantCode, key, name, category: null, description: null, modelId: null, formKey: "none", xml, graph }, at));
}

/** What a test reads back about an instance. */
export function stateOf(db: Db, tenantCode: string, instanceId: string) {
  const instance = db.select().from(workflowInstances).where(and(scoped(workflowInstances, tenantCode), eq(workflowInstances.id, instanceId))).get()!;
  const open = db.select().from(workflowTasks).where(and(scoped(workflowTasks, tenantCode), eq(workflowTasks.instanceId, instanceId), isNull(workflowTasks.endTime))).orderBy(asc(workflowTasks.activityId)).all();
  const tokens = db.select().from(workflowTokens).where(and(scoped(workflowTokens, tenantCode), eq(workflowTokens.instanceId, instanceId))).orderBy(asc(workflowTokens.activityId)).all();
  const history = db.select().from(workflowHistory).where(and(scoped(workflowHistory, tenantCode), eq(workflowHistory.instanceId, instanceId))).orderBy(asc(workflowHistory.seq)).all();
  return { instance, open, tokens, history, actions: history.map((h) => (h.activityId ? `${h.action}:${h.activityId}` : h.action)) };
}
