import { and, eq, max } from "drizzle-orm";
import { namingRefusal } from "../../contract/messages";
import { STARTER_ASSIGNEE } from "../../contract/workflow/bpmn";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { workflowDefinitions } from "../../db/schema";
import { latestForm } from "../forms/store";
import { newId } from "./ids";
import type { Queryable } from "../context";
import { SimError } from "../http";
import { scoped } from "../tenant";
import type { DefinitionRow } from "./engine";
import type { ProcessGraph } from "./graph";
import { personNamed } from "./people";

export interface Deployment {
  tenantCode: string;
  key: string;
  name: string;
  category: string | null;
  description: string | null;
  modelId: string | null;
  formKey: DefinitionRow["formKey"];
  xml: string;
  /** From readProcess: read before the transaction, bpmn-moddle being asynchronous. */
  graph: ProcessGraph;
}

/**
 * The next version of the key's definition, active at once. A named assignee must be a user of
 * the tenant, and a designed form a user task asks for one of the tenant's forms.
 */
export function deployDefinition(tx: Queryable, deployment: Deployment, at: Date): DefinitionRow {
  for (const node of Object.values(deployment.graph.nodes)) {
    if (node.assignee && node.assignee !== STARTER_ASSIGNEE && !personNamed(tx, deployment.tenantCode, node.assignee)) {
      throw new SimError(namingRefusal(m.assigneeShape, [node.id, node.assignee]));
    }
    if (node.formKey && !latestForm(tx, deployment.tenantCode, node.formKey)) throw new SimError(namingRefusal(m.formUnknown, [node.id, node.formKey]));
  }
  const last = tx.select({ version: max(workflowDefinitions.version) }).from(workflowDefinitions).where(and(scoped(workflowDefinitions, deployment.tenantCode), eq(workflowDefinitions.key, deployment.key))).get();
  const row: DefinitionRow = { id: newId(), ...deployment, version: (last?.version ?? 0) + 1, suspended: false, deployTime: at, createTime: at };
  tx.insert(workflowDefinitions).values(row).run();
  return row;
}
