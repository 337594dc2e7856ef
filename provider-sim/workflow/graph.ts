import type { SupportedElement } from "../../contract/workflow/bpmn";

/**
 * A process as the engine walks it, read once from the diagram at deploy (read.ts) and kept
 * with the definition: nodes by id with their flows in document order, flows with their
 * conditions as written. Plain JSON, so a definition's row holds it.
 */
export type NodeType = Exclude<SupportedElement, "sequenceFlow">;

export interface ProcessNode {
  id: string;
  type: NodeType;
  name: string | null;
  incoming: string[];
  outgoing: string[];
  /** userTask: a username or `${starter}`. */
  assignee?: string | null;
  /** userTask: `role:<code>` / `org:<id>`. */
  candidateGroups?: string[];
  /** userTask: the key of the designed form it asks for (`activiti:formKey="form:<key>"`), or none. */
  formKey?: string | null;
  /** exclusiveGateway: the flow taken when no condition holds. */
  defaultFlow?: string | null;
}

export interface ProcessFlow {
  id: string;
  name: string | null;
  source: string;
  target: string;
  condition: string | null;
}

export interface ProcessGraph {
  id: string;
  name: string | null;
  startId: string;
  nodes: Record<string, ProcessNode>;
  flows: Record<string, ProcessFlow>;
}

/** A node's name for people: its label, or its id when it has none. */
export const nodeLabel = (node: ProcessNode) => node.name?.trim() || node.id;

export function nodeOf(graph: ProcessGraph, id: string): ProcessNode {
  const node = graph.nodes[id];
  if (!node) throw new Error(`process ${graph.id} has no node ${id}`);
  return node;
}

/** The designed form a user task of the graph asks for, by the task's id in the diagram; null for none. */
export const formKeyAt = (graph: ProcessGraph, activityId: string | null | undefined) => (activityId ? graph.nodes[activityId]?.formKey ?? null : null);

/** A join waits for a token over each incoming flow; a fork sends one down each outgoing flow. */
export const isJoin = (node: ProcessNode) => node.type === "parallelGateway" && node.incoming.length > 1;

/**
 * The task a rejection sends the instance back to: the user task the start event leads to,
 * when it is the starter's own (assignee `${starter}`); null otherwise, and a rejection ends it.
 */
export function starterTaskOf(graph: ProcessGraph, starterAssignee: string): ProcessNode | null {
  const start = nodeOf(graph, graph.startId);
  const first = nodeOf(graph, graph.flows[start.outgoing[0]].target);
  return first.type === "userTask" && first.assignee === starterAssignee ? first : null;
}
