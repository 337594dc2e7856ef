import { BpmnModdle } from "bpmn-moddle";
import { namingRefusal } from "../../contract/messages";
import { ACTIVITI_NS, MAX_XML_LENGTH, parseCandidateGroups, STARTER_ASSIGNEE, SUPPORTED_ELEMENTS, type SupportedElement } from "../../contract/workflow/bpmn";
import { formKeyOf, formKeySchema } from "../../contract/dev/form";
import { ExpressionError, parseCondition } from "../../contract/workflow/expression";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { SimError } from "../http";
import type { NodeType, ProcessFlow, ProcessGraph, ProcessNode } from "./graph";

/**
 * Reads a diagram with bpmn-moddle (bpmn-js's own reader, which loads in Node) and checks it
 * against the subset the engine runs (decision 0027): one process of start and end events,
 * user tasks, exclusive and parallel gateways and sequence flows. Every refusal names the
 * element it is about.
 */

type Element = { $type: string; id?: string; name?: string; $attrs?: Record<string, string>; [key: string]: unknown };

const refuse = (message: string, ...names: string[]) => new SimError(namingRefusal(message, names));

/** `bpmn:UserTask` → `userTask`, when it is one the engine runs. */
function supportedType(element: Element): SupportedElement | null {
  const [prefix, local] = element.$type.split(":");
  const name = (local ? local[0].toLowerCase() + local.slice(1) : "") as SupportedElement;
  return prefix === "bpmn" && SUPPORTED_ELEMENTS.includes(name) ? name : null;
}

const nameOf = (element: Element) => `${element.id ?? "?"} (${element.$type.replace(/^bpmn:/, "")})`;

/** Activiti's attribute, whatever prefix the diagram bound its namespace to. */
function activitiAttr(element: Element, local: string, prefixes: readonly string[]): string | null {
  for (const prefix of prefixes) {
    const value = element.$attrs?.[`${prefix}:${local}`];
    if (value !== undefined) return value.trim();
  }
  return null;
}

async function parse(xml: string) {
  if (xml.length > MAX_XML_LENGTH) throw new SimError(m.xmlTooLarge);
  try {
    const read = await new BpmnModdle().fromXML(xml);
    return read as { rootElement: Element & { rootElements?: Element[]; $attrs?: Record<string, string> }; warnings: { message: string }[] };
  } catch {
    throw new SimError(m.xmlMalformed);
  }
}

/** A diagram as the modeller saves it: BPMN 2.0 XML, read whole; whether it runs is asked on deploy. */
export async function readXml(xml: string) {
  const read = await parse(xml);
  if (read.rootElement.$type !== "bpmn:Definitions" || read.warnings.length > 0) throw new SimError(m.xmlMalformed);
  return read.rootElement;
}

export async function readProcess(xml: string): Promise<ProcessGraph> {
  const rootElement = await readXml(xml);
  const roots = rootElement.rootElements ?? [];
  const stranger = roots.find((r) => r.$type !== "bpmn:Process");
  if (stranger) throw refuse(m.elementNotSupported, nameOf(stranger));
  if (roots.length !== 1) throw new SimError(m.oneProcess);
  const process = roots[0] as Element & { flowElements?: Element[]; laneSets?: Element[]; artifacts?: Element[] };
  const extra = [...(process.laneSets ?? []), ...(process.artifacts ?? [])][0];
  if (extra) throw refuse(m.elementNotSupported, nameOf(extra));

  const prefixes = Object.entries(rootElement.$attrs ?? {}).filter(([name, uri]) => name.startsWith("xmlns:") && uri === ACTIVITI_NS).map(([name]) => name.slice(6));
  const nodes: Record<string, ProcessNode> = {};
  const flows: Record<string, ProcessFlow> = {};
  const elements = process.flowElements ?? [];
  for (const element of elements) {
    const type = supportedType(element);
    if (!type || !element.id) throw refuse(m.elementNotSupported, nameOf(element));
    // Timer, message and terminate events, multi-instance tasks: not in the subset.
    if ((element.eventDefinitions as unknown[] | undefined)?.length || element.loopCharacteristics) throw refuse(m.elementNotSupported, nameOf(element));
    if (type === "sequenceFlow") {
      flows[element.id] = {
        id: element.id,
        name: element.name ?? null,
        source: (element.sourceRef as Element | undefined)?.id ?? "",
        target: (element.targetRef as Element | undefined)?.id ?? "",
        condition: ((element.conditionExpression as { body?: string } | undefined)?.body ?? "").trim() || null,
      };
      continue;
    }
    nodes[element.id] = { id: element.id, type: type as NodeType, name: element.name ?? null, incoming: [], outgoing: [] };
    if (type === "userTask") {
      nodes[element.id].assignee = activitiAttr(element, "assignee", prefixes) || null;
      const groups = activitiAttr(element, "candidateGroups", prefixes);
      const parsed = groups ? parseCandidateGroups(groups) : [];
      if (!parsed) throw refuse(m.candidateGroupShape, element.id);
      nodes[element.id].candidateGroups = groups ? groups.split(",").map((g) => g.trim()).filter(Boolean) : [];
      nodes[element.id].formKey = formOf(element, prefixes);
    }
    if (type === "exclusiveGateway") nodes[element.id].defaultFlow = (element.default as Element | undefined)?.id ?? null;
  }
  for (const flow of Object.values(flows)) {
    if (!nodes[flow.source] || !nodes[flow.target]) throw refuse(m.flowDangling, flow.id);
    nodes[flow.source].outgoing.push(flow.id);
    nodes[flow.target].incoming.push(flow.id);
  }
  const graph: ProcessGraph = { id: process.id ?? "process", name: process.name ?? null, startId: "", nodes, flows };
  check(graph);
  return graph;
}

function check(graph: ProcessGraph): void {
  const all = Object.values(graph.nodes);
  const starts = all.filter((n) => n.type === "startEvent");
  if (starts.length !== 1) throw new SimError(m.oneStartEvent);
  graph.startId = starts[0].id;
  if (!all.some((n) => n.type === "endEvent")) throw new SimError(m.endEventMissing);

  for (const node of all) {
    if (node.type === "startEvent" && node.incoming.length > 0) throw refuse(m.flowDangling, graph.flows[node.incoming[0]].id);
    if (node.type === "endEvent" && node.outgoing.length > 0) throw refuse(m.flowDangling, graph.flows[node.outgoing[0]].id);
    if (node.type !== "endEvent" && node.outgoing.length === 0) throw refuse(m.deadEnd, node.id);
    // An event or a task leads on along one flow; splitting is a gateway's work.
    if ((node.type === "startEvent" || node.type === "userTask") && node.outgoing.length > 1) throw refuse(m.gatewayShape, node.id);
    if (node.type.endsWith("Gateway") && node.incoming.length > 1 && node.outgoing.length > 1) throw refuse(m.gatewayShape, node.id);
    if (node.type === "userTask") checkUserTask(node);
    if (node.type === "exclusiveGateway" && node.defaultFlow) {
      const flow = graph.flows[node.defaultFlow];
      if (!flow || flow.source !== node.id || flow.condition) throw refuse(m.defaultFlowShape, node.id);
    }
  }
  for (const flow of Object.values(graph.flows)) {
    if (!flow.condition) continue;
    if (graph.nodes[flow.source].type !== "exclusiveGateway") throw refuse(m.conditionOutsideGateway, flow.id);
    try {
      parseCondition(flow.condition);
    } catch (error) {
      if (error instanceof ExpressionError) throw refuse(error.reason, flow.id, error.detail);
      throw error;
    }
  }
  const reached = new Set<string>();
  const queue = [graph.startId];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const flowId of graph.nodes[id].outgoing) queue.push(graph.flows[flowId].target);
  }
  const lost = all.find((n) => !reached.has(n.id));
  if (lost) throw refuse(m.unreachable, lost.id);
}

/** The designed form a user task asks for: `form:<key>`, or null when it names none. */
function formOf(element: Element, prefixes: readonly string[]): string | null {
  const value = activitiAttr(element, "formKey", prefixes);
  if (!value) return null;
  const key = formKeyOf(value);
  if (!key || !formKeySchema.safeParse(key).success) throw refuse(m.formKeyShape, element.id!);
  return key;
}

function checkUserTask(node: ProcessNode): void {
  const assignee = node.assignee;
  if (!assignee && node.candidateGroups!.length === 0) throw refuse(m.userTaskNobody, node.id);
  // A username, or the one expression a task's assignee may hold.
  if (assignee && assignee !== STARTER_ASSIGNEE && !/^[A-Za-z0-9_.@-]{1,100}$/.test(assignee)) throw refuse(m.assigneeShape, node.id);
}
