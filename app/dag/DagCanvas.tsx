import "@xyflow/react/dist/style.css";
import {
  applyEdgeChanges,
  applyNodeChanges,
  Controls,
  MarkerType,
  Panel,
  ReactFlow,
  useConnection,
  useReactFlow,
  useStore,
  useUpdateNodeInternals,
  type Connection,
  type Edge,
  type EdgeChange,
  type FinalConnectionState,
  type NodeChange,
} from "@xyflow/react";
import { useElementSize } from "@mantine/hooks";
import { useEffect, useMemo, useRef, useState } from "react";
import { edgeProblem, type Dag, type DagEdge, type DagMessage, type DagNode } from "#contract/jobs/dag";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { nodePositions, upright } from "./dag-layout";
import { JobNode, type JobFlowNode } from "./JobNode";
import c from "./dag.module.css";

const nodeTypes = { job: JobNode };

/** A DAG node as the canvas draws it; an instance's nodes add their status. */
export type DrawnNode = DagNode & { status?: number };

export interface DagEditing {
  onChange(dag: Dag): void;
  /** Why the edge just drawn was refused (null once an edge is accepted). */
  onRefused(problem: DagMessage | null): void;
}

interface DagCanvasProps {
  dag: Dag<DrawnNode>;
  jobLabel(jobId: string): string;
  label: string;
  /** Without it the graph is read-only. */
  editing?: DagEditing;
  statusText?(status: number): string;
}

const edgeOf = (connection: Connection | FinalConnectionState): DagEdge | null => {
  if ("source" in connection) return { from: Number(connection.source), to: Number(connection.target) };
  if (!connection.fromNode || !connection.toNode) return null;
  // Drawn backwards, from a node's entry point to another's exit: the edge still runs exit → entry.
  const backwards = connection.fromHandle?.type === "target";
  const [from, to] = backwards ? [connection.toNode, connection.fromNode] : [connection.fromNode, connection.toNode];
  return { from: Number(from.id), to: Number(to.id) };
};

/** While an edge is being drawn over a node, why it would be refused: the loop shows before the mouse is let go. */
function ConnectionVerdict({ dag }: { dag: Dag<DrawnNode> }) {
  const connection = useConnection();
  const text = useMessageText();
  const edge = connection.inProgress && connection.toNode ? edgeOf(connection as FinalConnectionState) : null;
  const problem = edge ? edgeProblem(dag, edge) : null;
  if (!problem) return null;
  return (
    <Panel position="top-center">
      <div className={c.verdict} role="status">{text({ text: problem })}</div>
    </Panel>
  );
}

/** The whole graph in view, at most at its natural size. */
const FIT = { maxZoom: 1 };

/** Narrower than this (px), a graph to watch is drawn top to bottom: left to right its words would shrink past reading. */
const UPRIGHT_BELOW = 576;

/**
 * Fits the graph into view whenever a node is added: one placed after the first draw would
 * otherwise sit past the edge. It waits until the new node is measured, or the fit leaves it out.
 * A graph stood upright (or laid back) moves its handles and every node: fitted again once moved.
 */
function Refit({ ids, standing }: { ids: string[]; standing: boolean }) {
  const { fitView } = useReactFlow();
  // Every node of `ids` in the canvas's store and measured: a node just added reaches the store in
  // a later effect, and a fit before that would leave it out.
  const measured = useStore((state) => ids.every((id) => (state.nodeLookup.get(id)?.measured.width ?? 0) > 0));
  const updateNodeInternals = useUpdateNodeInternals();
  const seen = useRef({ count: ids.length, standing });
  useEffect(() => {
    if (!measured) return;
    const turned = standing !== seen.current.standing;
    const grown = ids.length > seen.current.count;
    seen.current = { count: ids.length, standing };
    if (turned) {
      // The nodes take their new places in the canvas's own effect, after this one.
      requestAnimationFrame(() => {
        updateNodeInternals(ids);
        void fitView(FIT);
      });
    } else if (grown) void fitView(FIT);
  }, [ids, standing, measured, fitView, updateNodeInternals]);
  return null;
}

/** The DAG drawn with xyflow: to draw and move in the editor, to watch in an instance. */
export function DagCanvas({ dag, jobLabel, label, editing, statusText }: DagCanvasProps) {
  const { t } = useTranslation();
  const word = (key: string) => t(`resources.dag.editor.${key}`);
  const { ref, width } = useElementSize();
  // Only a graph to watch: the editor keeps the positions the user draws and saves.
  const standing = !editing && width > 0 && width < UPRIGHT_BELOW;
  const drawn = useMemo((): JobFlowNode[] => {
    const at = nodePositions(dag);
    return dag.nodes.map((node) => ({
      id: String(node.nodeId),
      type: "job",
      position: standing ? upright(at.get(node.nodeId)!) : at.get(node.nodeId)!,
      data: {
        name: `${node.nodeId}. ${node.nodeName}`,
        job: jobLabel(node.jobId),
        enable: node.enable,
        status: node.status,
        statusText: node.status === undefined ? undefined : statusText?.(node.status),
        handleLabel: word("handle"),
        upright: standing,
      },
    }));
  }, [dag, jobLabel, statusText, t, standing]);
  const ids = useMemo(() => drawn.map((n) => n.id), [drawn]);
  const drawnEdges = useMemo(
    (): Edge[] => dag.edges.map((e) => ({ id: `${e.from}-${e.to}`, source: String(e.from), target: String(e.to), markerEnd: { type: MarkerType.ArrowClosed } })),
    [dag],
  );
  // xyflow measures nodes and tracks selection in its own copy; the DAG stays the truth it is rebuilt from.
  const [nodes, setNodes] = useState(drawn);
  const [edges, setEdges] = useState(drawnEdges);
  useEffect(() => setNodes((was) => drawn.map((n) => ({ ...was.find((w) => w.id === n.id), ...n }))), [drawn]);
  useEffect(() => setEdges((was) => drawnEdges.map((e) => ({ ...was.find((w) => w.id === e.id), ...e }))), [drawnEdges]);

  const onNodesChange = (changes: NodeChange<JobFlowNode>[]) => {
    setNodes((was) => applyNodeChanges(changes.filter((change) => change.type !== "remove"), was));
    const moved = changes.filter((change) => change.type === "position" && change.position && !change.dragging);
    if (editing && moved.length > 0) {
      editing.onChange({
        ...dag,
        nodes: dag.nodes.map((node) => {
          const move = moved.find((m) => m.type === "position" && m.id === String(node.nodeId));
          return move?.type === "position" && move.position ? { ...node, x: Math.round(move.position.x), y: Math.round(move.position.y) } : node;
        }),
      });
    }
  };
  const onEdgesChange = (changes: EdgeChange[]) => setEdges((was) => applyEdgeChanges(changes.filter((change) => change.type !== "remove"), was));
  const onDelete = ({ nodes: gone, edges: cut }: { nodes: JobFlowNode[]; edges: Edge[] }) => {
    const goneIds = new Set(gone.map((n) => Number(n.id)));
    const cutIds = new Set(cut.map((e) => e.id));
    editing?.onChange({
      nodes: dag.nodes.filter((n) => !goneIds.has(n.nodeId)),
      edges: dag.edges.filter((e) => !goneIds.has(e.from) && !goneIds.has(e.to) && !cutIds.has(`${e.from}-${e.to}`)),
    });
  };
  const onConnect = (connection: Connection) => {
    const edge = edgeOf(connection)!;
    const problem = edgeProblem(dag, edge);
    editing?.onRefused(problem);
    if (!problem) editing?.onChange({ ...dag, edges: [...dag.edges, edge] });
  };
  const onConnectEnd = (_: MouseEvent | TouchEvent, state: FinalConnectionState) => {
    const edge = state.isValid ? null : edgeOf(state);
    if (edge) editing?.onRefused(edgeProblem(dag, edge));
  };
  const ariaLabelConfig = {
    "controls.ariaLabel": word("controls"),
    "controls.zoomIn.ariaLabel": word("zoomIn"),
    "controls.zoomOut.ariaLabel": word("zoomOut"),
    "controls.fitView.ariaLabel": word("fitView"),
    "handle.ariaLabel": word("handle"),
  };

  return (
    <div ref={ref} className={c.canvas} data-upright={standing} role="group" aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onDelete={editing ? onDelete : undefined}
        onConnect={editing ? onConnect : undefined}
        onConnectEnd={editing ? onConnectEnd : undefined}
        isValidConnection={(connection) => edgeProblem(dag, edgeOf(connection as Connection)!) === null}
        nodesDraggable={!!editing}
        nodesConnectable={!!editing}
        elementsSelectable={!!editing}
        deleteKeyCode={editing ? ["Delete", "Backspace"] : null}
        // The node and edge lists beside the canvas are the keyboard's way in: no Tab stops hide in the graph.
        nodesFocusable={false}
        edgesFocusable={false}
        disableKeyboardA11y
        ariaLabelConfig={ariaLabelConfig}
        fitView
        fitViewOptions={FIT}
        minZoom={0.3}
      >
        <Controls showInteractive={false} fitViewOptions={FIT} />
        {editing ? <ConnectionVerdict dag={dag} /> : null}
        <Refit ids={ids} standing={standing} />
      </ReactFlow>
    </div>
  );
}
