import type { FormFieldType } from "#contract/dev/form";

/** What is being dragged over the canvas: a kind of field from the palette, or a field already on it. */
export type Dragged = { kind: "type"; type: FormFieldType } | { kind: "field"; id: string };
