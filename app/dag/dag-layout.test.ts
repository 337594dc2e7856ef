import { describe, expect, it } from "vitest";
import { nodePositions, upright } from "./dag-layout";

describe("where a DAG's nodes are drawn", () => {
  it("keeps a drawn position and lays the others out by depth", () => {
    const positions = nodePositions({
      nodes: [{ nodeId: 1 }, { nodeId: 2 }, { nodeId: 3 }, { nodeId: 4, x: 5, y: 6 }],
      edges: [{ from: 1, to: 2 }, { from: 1, to: 3 }],
    });
    expect(Object.fromEntries(positions)).toEqual({ 1: { x: 0, y: 0 }, 2: { x: 240, y: 0 }, 3: { x: 240, y: 100 }, 4: { x: 5, y: 6 } });
  });

  it("stands a drawing upright: a column becomes a row a node's height apart, a row a column a node's width apart", () => {
    expect(upright({ x: 240, y: 0 })).toEqual({ x: 0, y: 120 });
    expect(upright({ x: 240, y: 100 })).toEqual({ x: 240, y: 120 });
  });
});
