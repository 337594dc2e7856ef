import { formKeyOf } from "#contract/dev/form";
import { candidateGroupsOf } from "./activiti-moddle";
import { SUBSET_SHAPES, type ShapeKind } from "./subset-modeling";

/** The part of a bpmn-moddle element the side panel reads. */
export interface BusinessObject {
  $type: string;
  id: string;
  name?: string;
  default?: BusinessObject;
  sourceRef?: BusinessObject;
  targetRef?: BusinessObject;
  conditionExpression?: { body?: string };
  get(name: string): unknown;
}

export type ElementKind = ShapeKind | "sequenceFlow" | "other";

/** One element of the diagram as the side panel lists and edits it. */
export interface DiagramElement {
  id: string;
  kind: ElementKind;
  name: string;
  assignee: string;
  candidateGroups: string[];
  /** A user task's designed form, by key (`activiti:formKey="form:<key>"`); "" for none. */
  form: string;
  /** Only for sequence flows. */
  from?: string;
  to?: string;
  /** A flow out of an exclusive gateway: it may carry a condition and be the gateway's default. */
  conditional: boolean;
  condition: string;
  isDefault: boolean;
}

const KIND_OF_TYPE = new Map<string, ElementKind>([...SUBSET_SHAPES.map((s) => [s.type, s.kind] as const), ["bpmn:SequenceFlow", "sequenceFlow"]]);

/** The kind of a BPMN type; labels, the process and the diagram itself are not listed. */
export function kindOf(type: string): ElementKind | null {
  if (type === "bpmn:Process" || type === "bpmn:Collaboration" || type === "label") return null;
  return KIND_OF_TYPE.get(type) ?? "other";
}

/** What the panel shows of one element, or null for those it does not list. */
export function describeElement(bo: BusinessObject): DiagramElement | null {
  const kind = kindOf(bo.$type);
  if (!kind) return null;
  const source = bo.sourceRef;
  const conditional = kind === "sequenceFlow" && source?.$type === "bpmn:ExclusiveGateway";
  return {
    id: bo.id,
    kind,
    name: bo.name ?? "",
    assignee: kind === "userTask" ? String(bo.get("activiti:assignee") ?? "") : "",
    candidateGroups: kind === "userTask" ? candidateGroupsOf(bo.get("activiti:candidateGroups") as string | undefined) : [],
    form: kind === "userTask" ? (formKeyOf(bo.get("activiti:formKey") as string | undefined) ?? "") : "",
    from: source?.id,
    to: bo.targetRef?.id,
    conditional,
    condition: bo.conditionExpression?.body ?? "",
    isDefault: conditional && source?.default?.id === bo.id,
  };
}

const ORDER: ElementKind[] = ["startEvent", "userTask", "exclusiveGateway", "parallelGateway", "endEvent", "sequenceFlow", "other"];

/** The panel's list: nodes first (start, tasks, gateways, ends), then flows, each group by name. */
export function listOrder(elements: DiagramElement[]): DiagramElement[] {
  return [...elements].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
