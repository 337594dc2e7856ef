import { describe, expect, it } from "vitest";
import { dagMessages, dagProblem, dagSchema, depths, edgeProblem, nextNodeId, wouldCreateCycle, type Dag } from "./dag";

const node = (nodeId: number) => ({ nodeId, jobId: "7", nodeName: `n${nodeId}`, enable: true, skipWhenFailed: false, nodeParams: "" });
const chain: Dag = { nodes: [node(1), node(2), node(3)], edges: [{ from: 1, to: 2 }, { from: 2, to: 3 }] };

describe("a DAG's rules", () => {
  it("sees the loop an edge would close, however long", () => {
    expect(wouldCreateCycle(chain, { from: 3, to: 1 })).toBe(true);
    expect(wouldCreateCycle(chain, { from: 2, to: 2 })).toBe(true);
    expect(wouldCreateCycle(chain, { from: 1, to: 3 })).toBe(false);
  });

  it("names why an edge cannot be drawn", () => {
    expect(edgeProblem(chain, { from: 3, to: 1 })).toBe(dagMessages.cycle);
    expect(edgeProblem(chain, { from: 1, to: 2 })).toBe(dagMessages.edgeTwice);
    expect(edgeProblem(chain, { from: 1, to: 9 })).toBe(dagMessages.edgeUnknownNode);
    expect(edgeProblem(chain, { from: 1, to: 1 })).toBe(dagMessages.edgeSelf);
    expect(edgeProblem(chain, { from: 1, to: 3 })).toBeNull();
  });

  it("checks a whole DAG before it is saved", () => {
    expect(dagProblem(chain)).toBeNull();
    expect(dagProblem({ nodes: [], edges: [] })).toBe(dagMessages.empty);
    expect(dagProblem({ nodes: [node(1), node(1)], edges: [] })).toBe(dagMessages.nodeIdTaken);
    expect(dagProblem({ nodes: [{ ...node(1), jobId: "" }], edges: [] })).toBe(dagMessages.nodeJobRequired);
    expect(dagProblem({ ...chain, edges: [...chain.edges, { from: 3, to: 1 }] })).toBe(dagMessages.cycle);
    const parsed = dagSchema.safeParse({ ...chain, edges: [...chain.edges, { from: 3, to: 1 }] });
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe(dagMessages.cycle);
  });

  it("lays nodes out by their longest path from a root, and numbers new ones after the highest", () => {
    const join: Dag = { nodes: [node(1), node(2), node(3)], edges: [{ from: 1, to: 2 }, { from: 1, to: 3 }, { from: 2, to: 3 }] };
    expect([...depths(join).entries()]).toEqual([[1, 0], [2, 1], [3, 2]]);
    expect(nextNodeId(join)).toBe(4);
  });
});
