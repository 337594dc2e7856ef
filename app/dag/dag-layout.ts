import { depths, type Dag, type DagNode } from "#contract/jobs/dag";

/** Room a node takes on the canvas, with the gap to its neighbours. */
const COLUMN = 240;
const ROW = 100;

/**
 * Where each node is drawn: where the editor last left it, else in the column of its depth, one
 * row per node of that depth, so a DAG saved by the API alone still reads left to right.
 */
export function nodePositions(dag: Dag<Pick<DagNode, "nodeId" | "x" | "y">>): Map<number, { x: number; y: number }> {
  const depth = depths(dag);
  const rowsTaken = new Map<number, number>();
  const positions = new Map<number, { x: number; y: number }>();
  for (const node of dag.nodes) {
    const column = depth.get(node.nodeId) ?? 0;
    const row = rowsTaken.get(column) ?? 0;
    rowsTaken.set(column, row + 1);
    positions.set(node.nodeId, node.x !== undefined && node.y !== undefined ? { x: node.x, y: node.y } : { x: column * COLUMN, y: row * ROW });
  }
  return positions;
}

/**
 * A left-to-right drawing stood upright, for a canvas too narrow to show it readably (a phone):
 * what were columns become rows, and the rows columns, spaced for a node's width and height.
 */
export function upright({ x, y }: { x: number; y: number }): { x: number; y: number } {
  return { x: (y * COLUMN) / ROW, y: x / 2 };
}
