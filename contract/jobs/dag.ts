import { z } from "zod";

/**
 * A workflow's DAG as PowerJob's console sends it (PEWorkflowDAG): job nodes and the edges between
 * them. The editor, the save call and the engine check it with the same functions below, so a loop
 * is refused as it is drawn and again when it is saved.
 */
export const dagMessages = {
  empty: "a workflow needs at least one node",
  tooManyNodes: "a workflow holds at most 100 nodes",
  nodeIdTaken: "two nodes share one id",
  nodeJobRequired: "choose a job for every node",
  nodeNameRequired: "every node needs a name",
  nodeNameLength: "a node name is at most 64 characters",
  edgeUnknownNode: "an edge names a node that is not in the workflow",
  edgeSelf: "a node cannot follow itself",
  edgeTwice: "these two nodes are already joined",
  cycle: "this edge would close a loop: a workflow runs one way only",
} as const;

export type DagMessage = (typeof dagMessages)[keyof typeof dagMessages];

/** More nodes than this is no longer a workflow one can read on a screen. */
export const MAX_DAG_NODES = 100;

export const dagNodeSchema = z.object({
  /** Unique within its DAG; the editor numbers new nodes after the highest. */
  nodeId: z.number().int().positive().max(1_000_000),
  /** Checked by dagProblem, so a node without its job is refused in words. */
  jobId: z.string().max(20),
  nodeName: z.string().trim().max(64, dagMessages.nodeNameLength),
  enable: z.boolean().default(true),
  /** A failure of this node lets its children start anyway. */
  skipWhenFailed: z.boolean().default(false),
  /** Handed to the node's job instance instead of the job's own parameters when not empty. */
  nodeParams: z.string().max(2000).default(""),
  /** Where the editor drew the node; a DAG without positions is laid out by depth. */
  x: z.number().finite().optional(),
  y: z.number().finite().optional(),
});

export const dagEdgeSchema = z.object({
  from: z.number().int().positive(),
  to: z.number().int().positive(),
});

export type DagNode = z.infer<typeof dagNodeSchema>;
export type DagEdge = z.infer<typeof dagEdgeSchema>;
/** Any DAG whose nodes carry at least an id: the drawn one, or an instance's with statuses. */
export interface Dag<N extends { nodeId: number } = DagNode> {
  nodes: N[];
  edges: DagEdge[];
}

export const parentsOf = (dag: Dag<{ nodeId: number }>, nodeId: number) => dag.edges.filter((e) => e.to === nodeId).map((e) => e.from);
export const childrenOf = (dag: Dag<{ nodeId: number }>, nodeId: number) => dag.edges.filter((e) => e.from === nodeId).map((e) => e.to);

/** Whether following edges from `start` reaches `goal`. */
function reaches(dag: Dag<{ nodeId: number }>, start: number, goal: number): boolean {
  const seen = new Set<number>();
  const stack = [start];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at === goal) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...childrenOf(dag, at));
  }
  return false;
}

/** Adding `edge` closes a loop when its target already leads back to its source. */
export function wouldCreateCycle(dag: Dag<{ nodeId: number }>, edge: DagEdge): boolean {
  return edge.from === edge.to || reaches(dag, edge.to, edge.from);
}

/** Why `edge` cannot be added to `dag`, or null when it can. */
export function edgeProblem(dag: Dag<{ nodeId: number }>, edge: DagEdge): DagMessage | null {
  const ids = new Set(dag.nodes.map((n) => n.nodeId));
  if (!ids.has(edge.from) || !ids.has(edge.to)) return dagMessages.edgeUnknownNode;
  if (edge.from === edge.to) return dagMessages.edgeSelf;
  if (dag.edges.some((e) => e.from === edge.from && e.to === edge.to)) return dagMessages.edgeTwice;
  if (wouldCreateCycle(dag, edge)) return dagMessages.cycle;
  return null;
}

/** The first reason a whole DAG cannot be saved, or null: the edges are replayed one by one as the editor adds them. */
export function dagProblem(dag: Dag<Pick<DagNode, "nodeId" | "jobId" | "nodeName">>): DagMessage | null {
  if (dag.nodes.length === 0) return dagMessages.empty;
  if (dag.nodes.length > MAX_DAG_NODES) return dagMessages.tooManyNodes;
  if (new Set(dag.nodes.map((n) => n.nodeId)).size !== dag.nodes.length) return dagMessages.nodeIdTaken;
  if (dag.nodes.some((n) => !/^\d{1,20}$/.test(n.jobId))) return dagMessages.nodeJobRequired;
  if (dag.nodes.some((n) => n.nodeName.trim() === "")) return dagMessages.nodeNameRequired;
  const built: Dag<{ nodeId: number }> = { nodes: dag.nodes, edges: [] };
  for (const edge of dag.edges) {
    const problem = edgeProblem(built, edge);
    if (problem) return problem;
    built.edges.push(edge);
  }
  return null;
}

/** The DAG as the save call takes it: shapes first, then the graph's own rules. */
export const dagSchema = z
  .object({ nodes: z.array(dagNodeSchema).max(MAX_DAG_NODES), edges: z.array(dagEdgeSchema).max(MAX_DAG_NODES * MAX_DAG_NODES) })
  .superRefine((dag, ctx) => {
    const problem = dagProblem(dag);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Each node's depth (longest path from a root), for laying out and for a stable order. */
export function depths(dag: Dag<{ nodeId: number }>): Map<number, number> {
  const depth = new Map<number, number>();
  const visit = (nodeId: number, trail: Set<number>): number => {
    const known = depth.get(nodeId);
    if (known !== undefined) return known;
    if (trail.has(nodeId)) return 0;
    trail.add(nodeId);
    const d = Math.max(-1, ...parentsOf(dag, nodeId).map((p) => visit(p, trail))) + 1;
    trail.delete(nodeId);
    depth.set(nodeId, d);
    return d;
  };
  for (const node of dag.nodes) visit(node.nodeId, new Set());
  return depth;
}

/** The id the editor gives a new node: one past the highest. */
export const nextNodeId = (dag: Dag<{ nodeId: number }>) => Math.max(0, ...dag.nodes.map((n) => n.nodeId)) + 1;
