/**
 * A bpmn-js module that narrows the modeller to the BPMN subset the engine executes (decision
 * 0027): the palette and the context pad offer only start and end events, user tasks, exclusive
 * and parallel gateways and sequence flows, and the "change element" menu is gone, so nothing
 * outside the subset can be drawn from them.
 */

/** The element kinds of the subset, with the bpmn-js icon each is drawn with. */
export const SUBSET_SHAPES = [
  { kind: "startEvent", type: "bpmn:StartEvent", icon: "bpmn-icon-start-event-none" },
  { kind: "endEvent", type: "bpmn:EndEvent", icon: "bpmn-icon-end-event-none" },
  { kind: "userTask", type: "bpmn:UserTask", icon: "bpmn-icon-user-task" },
  { kind: "exclusiveGateway", type: "bpmn:ExclusiveGateway", icon: "bpmn-icon-gateway-xor" },
  { kind: "parallelGateway", type: "bpmn:ParallelGateway", icon: "bpmn-icon-gateway-parallel" },
] as const;

export type ShapeKind = (typeof SUBSET_SHAPES)[number]["kind"];

/** The tooltips of the palette and the context pad, in the reader's language. */
export interface SubsetTexts {
  create: Record<ShapeKind, string>;
  append: Record<ShapeKind, string>;
  hand: string;
  lasso: string;
  connect: string;
  remove: string;
}

interface Entry {
  group: string;
  className: string;
  title: string;
  action: unknown;
}

type Entries = Record<string, Entry>;

interface Shape {
  type: string;
  businessObject: { $instanceOf(type: string): boolean };
}

interface Services {
  create: { start(event: unknown, shape: unknown, context?: unknown): void };
  elementFactory: { createShape(attrs: { type: string }): unknown };
  autoPlace: { append(source: unknown, shape: unknown): void };
}

/** Keeps the palette's hand, lasso and connect tools and adds one create entry per subset shape. */
function SubsetPalette(this: unknown, palette: { registerProvider(priority: number, provider: unknown): void }, create: Services["create"], elementFactory: Services["elementFactory"], texts: SubsetTexts) {
  palette.registerProvider(500, {
    getPaletteEntries: () => (entries: Entries) => {
      const start = (type: string) => (event: unknown) => create.start(event, elementFactory.createShape({ type }));
      const kept: Entries = {
        "hand-tool": { ...entries["hand-tool"], title: texts.hand },
        "lasso-tool": { ...entries["lasso-tool"], title: texts.lasso },
        "global-connect-tool": { ...entries["global-connect-tool"], title: texts.connect },
        "tool-separator": entries["tool-separator"],
      };
      for (const shape of SUBSET_SHAPES) {
        kept[`create.${shape.kind}`] = { group: "subset", className: shape.icon, title: texts.create[shape.kind], action: { click: start(shape.type), dragstart: start(shape.type) } };
      }
      return kept;
    },
  });
}
SubsetPalette.$inject = ["palette", "create", "elementFactory", "config.subsetTexts"];

/** Keeps the context pad's delete and connect entries and appends subset shapes only. */
function SubsetContextPad(this: unknown, contextPad: { registerProvider(priority: number, provider: unknown): void }, create: Services["create"], elementFactory: Services["elementFactory"], autoPlace: Services["autoPlace"], texts: SubsetTexts) {
  contextPad.registerProvider(500, {
    getContextPadEntries: (element: Shape) => (entries: Entries) => {
      const kept: Entries = {};
      if (entries.delete) kept.delete = { ...entries.delete, title: texts.remove };
      if (entries.connect) kept.connect = { ...entries.connect, title: texts.connect };
      const bo = element.businessObject;
      if (!bo.$instanceOf("bpmn:FlowNode") || bo.$instanceOf("bpmn:EndEvent")) return kept;
      for (const shape of SUBSET_SHAPES.filter((s) => s.kind !== "startEvent")) {
        const make = () => elementFactory.createShape({ type: shape.type });
        kept[`append.${shape.kind}`] = {
          group: "model",
          className: shape.icon,
          title: texts.append[shape.kind],
          action: { click: (_: unknown, source: unknown) => autoPlace.append(source, make()), dragstart: (event: unknown, source: unknown) => create.start(event, make(), { source }) },
        };
      }
      return kept;
    },
  });
}
SubsetContextPad.$inject = ["contextPad", "create", "elementFactory", "autoPlace", "config.subsetTexts"];

/** Replaces bpmn-js's "change element" menu, which offers every BPMN type, with nothing. */
function NoReplaceMenu() {}

export const subsetModelingModule = {
  __init__: ["subsetPalette", "subsetContextPad"],
  subsetPalette: ["type", SubsetPalette],
  subsetContextPad: ["type", SubsetContextPad],
  replaceMenuProvider: ["type", NoReplaceMenu],
};
