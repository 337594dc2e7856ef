import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { FormFieldInput } from "../../contract/dev/form";
import { formVersions, forms, workflowHistory, workflowInstances, workflowTasks, workflowTokens } from "../../db/schema";
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

/** A designed form's fields for the tests: a required text, a number from 1, and lines of SKU and quantity. */
export const TEST_FORM_FIELDS: FormFieldInput[] = [
  { id: "f1", name: "inspector", type: "text", label: { en: "Inspector", zh: "查验员" }, required: true },
  { id: "f2", name: "containers", type: "number", label: { en: "Containers" }, min: 1 },
  { id: "f3", name: "items", type: "lines", label: { en: "Items" }, columns: [{ id: "c1", name: "sku", type: "text", label: { en: "SKU" }, required: true }, { id: "c2", name: "qty", type: "number", label: { en: "Quantity" } }] },
];

/** A tenant's designed form at version 1, written as the form designer keeps it. */
export function addTestForm(db: Db, tenantCode: string, key: string, name: string): void {
  const formId = `${tenantCode}${key}`.slice(0, 20);
  db.insert(forms).values({ id: formId, tenantCode, key, name }).run();
  db.insert(formVersions).values({ id: `${formId}v1`, tenantCode, formId, version: 1, schema: { fields: TEST_FORM_FIELDS }, createdBy: "admin" }).run();
}
