import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import c from "./dag.module.css";

/** What a job node draws: its name, its job, and in an instance its status in words. */
export interface JobNodeData extends Record<string, unknown> {
  name: string;
  job: string;
  enable: boolean;
  /** Set in an instance's graph: the status value and its words, so colour is never the only sign. */
  status?: number;
  statusText?: string;
  handleLabel: string;
  /** Drawn top to bottom (a narrow canvas): entered from the top, left from the bottom. */
  upright?: boolean;
}

export type JobFlowNode = Node<JobNodeData, "job">;

/** One job of the DAG on the canvas: entered from the left, left from the right (or top and bottom, upright). */
export function JobNode({ data, isConnectable }: NodeProps<JobFlowNode>) {
  const [entry, exit] = data.upright ? [Position.Top, Position.Bottom] : [Position.Left, Position.Right];
  // Named only where they can be drawn from: on a graph to watch they are plain marks (a name on them is not allowed ARIA).
  const label = isConnectable ? data.handleLabel : undefined;
  return (
    <div className={c.node} data-status={data.status} data-enable={data.enable}>
      <Handle type="target" position={entry} isConnectable={isConnectable} aria-label={label} />
      <div className={c.name}>{data.name}</div>
      <div className={c.detail}>{data.job}</div>
      {data.statusText ? <div className={c.detail}>{data.statusText}</div> : null}
      <Handle type="source" position={exit} isConnectable={isConnectable} aria-label={label} />
    </div>
  );
}
