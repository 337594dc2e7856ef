import { taskFormKey } from "../../contract/dev/form";
import { ACTIVITI_NS, BPMN_NS } from "../../contract/workflow/bpmn";
import type { NodeType, ProcessGraph } from "./graph";

/**
 * A process written in code (the shipped ones: seeds/workflow.ts): its diagram as bpmn-js
 * writes it, drawing included so the modeller opens it laid out, and the graph the engine
 * walks, which reading that diagram gives back (spec.test.ts).
 */
export interface SpecNode {
  id: string;
  type: NodeType;
  name?: string;
  assignee?: string;
  candidates?: string;
  /** userTask: the designed form's key. */
  form?: string;
  defaultFlow?: string;
  /** The centre of its shape in the drawing. */
  at: [x: number, y: number];
}

export interface SpecFlow {
  id: string;
  source: string;
  target: string;
  name?: string;
  condition?: string;
}

export interface ProcessSpec {
  id: string;
  name: string;
  nodes: readonly SpecNode[];
  flows: readonly SpecFlow[];
}

const SIZE: Record<NodeType, [number, number]> = { startEvent: [36, 36], endEvent: [36, 36], userTask: [100, 80], exclusiveGateway: [50, 50], parallelGateway: [50, 50] };

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const attr = (name: string, value: string | undefined) => (value ? ` ${name}="${esc(value)}"` : "");

function element(node: SpecNode): string {
  const head = `<bpmn:${node.type} id="${node.id}"${attr("name", node.name)}${attr("activiti:assignee", node.assignee)}${attr("activiti:candidateGroups", node.candidates)}${attr("activiti:formKey", node.form && taskFormKey(node.form))}${attr("default", node.defaultFlow)}`;
  return `    ${head} />`;
}

function flowElement(flow: SpecFlow): string {
  const head = `<bpmn:sequenceFlow id="${flow.id}"${attr("name", flow.name)} sourceRef="${flow.source}" targetRef="${flow.target}"`;
  if (!flow.condition) return `    ${head} />`;
  return `    ${head}>\n      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${esc(flow.condition)}</bpmn:conditionExpression>\n    </bpmn:sequenceFlow>`;
}

function shape(node: SpecNode): string {
  const [w, h] = SIZE[node.type];
  const [x, y] = node.at;
  return `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}">\n        <dc:Bounds x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" />\n      </bpmndi:BPMNShape>`;
}

/** An edge from the source's right side to the target's left side, bent at half-way when they are not level. */
function edge(flow: SpecFlow, byId: Map<string, SpecNode>): string {
  const source = byId.get(flow.source)!;
  const target = byId.get(flow.target)!;
  const from: [number, number] = [source.at[0] + SIZE[source.type][0] / 2, source.at[1]];
  const to: [number, number] = [target.at[0] - SIZE[target.type][0] / 2, target.at[1]];
  const mid = (from[0] + to[0]) / 2;
  const points = from[1] === to[1] ? [from, to] : [from, [mid, from[1]], [mid, to[1]], to];
  const waypoints = points.map(([x, y]) => `        <di:waypoint x="${x}" y="${y}" />`).join("\n");
  return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">\n${waypoints}\n      </bpmndi:BPMNEdge>`;
}

export function xmlOf(spec: ProcessSpec): string {
  const byId = new Map(spec.nodes.map((n) => [n.id, n]));
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="${BPMN_NS}" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:activiti="${ACTIVITI_NS}" id="Definitions_${spec.id}" targetNamespace="http://activiti.org/bpmn">
  <bpmn:process id="${spec.id}" name="${esc(spec.name)}" isExecutable="true">
${[...spec.nodes.map(element), ...spec.flows.map(flowElement)].join("\n")}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${spec.id}">
    <bpmndi:BPMNPlane id="BPMNPlane_${spec.id}" bpmnElement="${spec.id}">
${[...spec.nodes.map(shape), ...spec.flows.map((f) => edge(f, byId))].join("\n")}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** The graph as readProcess gives it for xmlOf(spec). */
export function graphOf(spec: ProcessSpec): ProcessGraph {
  const graph: ProcessGraph = { id: spec.id, name: spec.name, startId: spec.nodes.find((n) => n.type === "startEvent")!.id, nodes: {}, flows: {} };
  for (const node of spec.nodes) {
    graph.nodes[node.id] = { id: node.id, type: node.type, name: node.name ?? null, incoming: [], outgoing: [] };
    if (node.type === "userTask") {
      graph.nodes[node.id].assignee = node.assignee ?? null;
      graph.nodes[node.id].candidateGroups = node.candidates ? node.candidates.split(",").map((g) => g.trim()) : [];
      graph.nodes[node.id].formKey = node.form ?? null;
    }
    if (node.type === "exclusiveGateway") graph.nodes[node.id].defaultFlow = node.defaultFlow ?? null;
  }
  for (const flow of spec.flows) {
    graph.flows[flow.id] = { id: flow.id, name: flow.name ?? null, source: flow.source, target: flow.target, condition: flow.condition ?? null };
    graph.nodes[flow.source].outgoing.push(flow.id);
    graph.nodes[flow.target].incoming.push(flow.id);
  }
  return graph;
}
