import { taskFormKey } from "#contract/dev/form";
import { candidateGroupsAttribute } from "./activiti-moddle";
import { describeElement, type BusinessObject, type DiagramElement } from "./diagram-elements";
import { SUBSET_SHAPES, type ShapeKind } from "./subset-modeling";

interface Element {
  id: string;
  type: string;
  businessObject?: BusinessObject;
}

/** The bpmn-js services the editor uses, as far as it uses them. */
export interface ModelerServices {
  get(name: "elementRegistry"): { getAll(): Element[]; get(id: string): Element | undefined };
  get(name: "selection"): { select(element: Element | null): void; get(): Element[] };
  get(name: "canvas"): { scrollToElement(element: Element): void; getRootElement(): Element };
  get(name: "modeling"): {
    updateLabel(element: Element, text: string): void;
    updateProperties(element: Element, properties: Record<string, unknown>): void;
    connect(source: Element, target: Element): Element;
    removeElements(elements: Element[]): void;
    createShape(shape: unknown, position: { x: number; y: number }, parent: Element): Element;
  };
  get(name: "moddle"): { create(type: string, attrs: Record<string, unknown>): unknown };
  get(name: "elementFactory"): { createShape(attrs: { type: string }): unknown };
  get(name: "autoPlace"): { append(source: Element, shape: unknown): Element };
}

const typeOf = (kind: ShapeKind) => SUBSET_SHAPES.find((s) => s.kind === kind)!.type;

/**
 * The side panel's edits of the diagram, each one bpmn-js command (so undo and the XML follow),
 * addressed by element id: the keyboard path to everything the palette and the canvas offer.
 */
export class DiagramEditor {
  constructor(private readonly modeler: ModelerServices) {}

  private element(id: string): Element {
    const element = this.modeler.get("elementRegistry").get(id);
    if (!element) throw new Error(`No element ${id} in the diagram`);
    return element;
  }

  elements(): DiagramElement[] {
    return this.modeler
      .get("elementRegistry")
      .getAll()
      // Labels are drawn beside their element, and the canvas's own root carries no BPMN at all.
      .flatMap((element) => (element.type !== "label" && element.businessObject ? (describeElement(element.businessObject) ?? []) : []));
  }

  selected(): string | null {
    return this.modeler.get("selection").get()[0]?.id ?? null;
  }

  select(id: string) {
    const element = this.element(id);
    this.modeler.get("selection").select(element);
    this.modeler.get("canvas").scrollToElement(element);
  }

  rename(id: string, name: string) {
    this.modeler.get("modeling").updateLabel(this.element(id), name);
  }

  setAssignee(id: string, assignee: string) {
    this.modeler.get("modeling").updateProperties(this.element(id), { "activiti:assignee": assignee || undefined });
  }

  setCandidateGroups(id: string, groups: string[]) {
    this.modeler.get("modeling").updateProperties(this.element(id), { "activiti:candidateGroups": candidateGroupsAttribute(groups) });
  }

  /** A user task's designed form by key; "" asks for none. */
  setForm(id: string, key: string) {
    this.modeler.get("modeling").updateProperties(this.element(id), { "activiti:formKey": key ? taskFormKey(key) : undefined });
  }

  setCondition(id: string, condition: string) {
    const body = condition.trim();
    const expression = body ? this.modeler.get("moddle").create("bpmn:FormalExpression", { body }) : undefined;
    this.modeler.get("modeling").updateProperties(this.element(id), { conditionExpression: expression });
  }

  /** Makes the flow its gateway's default, or no longer. */
  setDefault(id: string, isDefault: boolean) {
    const flow = this.element(id);
    const gateway = flow.businessObject?.sourceRef;
    if (!gateway) return;
    const current = gateway.default?.id === id;
    if (current === isDefault) return;
    this.modeler.get("modeling").updateProperties(this.element(gateway.id), { default: isDefault ? flow.businessObject : undefined });
  }

  /** Places a new element after `id`, joined by a sequence flow, and selects it. */
  append(id: string, kind: ShapeKind): string {
    const shape = this.modeler.get("elementFactory").createShape({ type: typeOf(kind) });
    const added = this.modeler.get("autoPlace").append(this.element(id), shape);
    this.select(added.id);
    return added.id;
  }

  addStart(): string {
    const canvas = this.modeler.get("canvas");
    const shape = this.modeler.get("elementFactory").createShape({ type: typeOf("startEvent") });
    const added = this.modeler.get("modeling").createShape(shape, { x: 180, y: 160 }, canvas.getRootElement());
    this.select(added.id);
    return added.id;
  }

  connect(from: string, to: string) {
    const flow = this.modeler.get("modeling").connect(this.element(from), this.element(to));
    this.select(flow.id);
  }

  remove(id: string) {
    this.modeler.get("modeling").removeElements([this.element(id)]);
  }
}
