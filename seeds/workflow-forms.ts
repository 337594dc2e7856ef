import { STARTER_ASSIGNEE } from "../contract/workflow/bpmn";
import { workflowModels } from "../db/schema";
import { seedId } from "../db/snowflake";
import { deployDefinition } from "../provider-sim/workflow/deploy";
import { startProcess } from "../provider-sim/workflow/engine";
import { withIds } from "../provider-sim/workflow/ids";
import { graphOf, xmlOf, type ProcessSpec } from "../provider-sim/workflow/spec";
import { completeTask } from "../provider-sim/workflow/tasks";
import type { Tx } from "./insert";
import { DEFAULT_TENANT } from "./tenants";
import { openTask, workerOf } from "./workflow";

/**
 * A process whose first user task asks for a designed form (seeds/forms.ts "Cargo inspection
 * request"): whoever starts it fills the form in, a manager reviews it. Deployed for 10001, with
 * one request filled in and waiting for its review, so its history shows the form's values.
 * Seeded after the forms, which the deploy checks. Ids take block 79.
 */
export const CARGO_INSPECTION_PROCESS: ProcessSpec = {
  id: "cargoInspection",
  name: "Cargo inspection",
  nodes: [
    { id: "asked", type: "startEvent", name: "Inspection asked for", at: [120, 200] },
    { id: "request", type: "userTask", name: "Inspection request", assignee: STARTER_ASSIGNEE, form: "cargo-inspection", at: [260, 200] },
    { id: "review", type: "userTask", name: "Review the inspection", candidates: "role:ROLE_MANAGER, role:ROLE_ADMIN", at: [420, 200] },
    { id: "inspected", type: "endEvent", name: "Inspected", at: [560, 200] },
  ],
  flows: [
    { id: "toRequest", source: "asked", target: "request" },
    { id: "toReview", source: "request", target: "review" },
    { id: "toInspected", source: "review", target: "inspected" },
  ],
};

const DAY_MS = 86_400_000;

export function insertFormWorkflow(tx: Tx, today: string): void {
  const base = Date.parse(`${today}T09:00:00Z`);
  let n = 0;
  const at = new Date(base - 20 * DAY_MS);
  const spec = CARGO_INSPECTION_PROCESS;
  const xml = xmlOf(spec);
  const description = "Ask for a cargo inspection on the designed form; a manager reviews it.";
  withIds(
    () => seedId(79 * 100_000 + n++),
    () => {
      const modelId = seedId(79 * 100_000 + n++);
      tx.insert(workflowModels).values({ id: modelId, tenantCode: DEFAULT_TENANT, name: spec.name, key: spec.id, category: "Customs", description, xml, deployedVersion: 1, deployTime: at, createTime: at, updateTime: at }).run();
      const definition = deployDefinition(tx, { tenantCode: DEFAULT_TENANT, key: spec.id, name: spec.name, category: "Customs", description, modelId, formKey: "none", xml, graph: graphOf(spec) }, at);
      const starter = workerOf(tx, DEFAULT_TENANT, "editor");
      const started = new Date(base - 2 * DAY_MS);
      const id = startProcess(tx, definition, starter, { businessKey: "INS-0001", variables: {}, comment: null }, started);
      const values = {
        consignee: "Global Trade Ltd",
        hsCode: "85176200",
        inspectionDate: today,
        urgent: false,
        containers: 1,
        items: [{ sku: "GT-ROUTER-01", quantity: 40, unit: "PCS" }],
      };
      completeTask(tx, starter, openTask(tx, id, "request"), {}, "Please inspect before release", new Date(started.getTime() + 3_600_000), values);
    },
  );
}
