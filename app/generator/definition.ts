import type { EntityDefinitionInput, GeneratorFieldType } from "#contract/dev/generator";

/** A definition as the editor holds it: the contract's input shape. */
export type Definition = EntityDefinitionInput;
export type DefinitionField = Definition["fields"][number];

export function emptyField(index: number): DefinitionField {
  return { name: `field${index}`, type: "text", labelEn: "", labelZh: "", labelTw: "", required: false, maxLength: null, pattern: null, example: null, options: [], listed: true, filtered: false, exported: true, sortable: false };
}

export const emptyDefinition = (): Definition => ({
  serviceName: "business",
  packageName: "business",
  entityName: "",
  tableName: "",
  titleEn: "",
  titleZh: "",
  titleTw: "",
  templateSet: "product",
  items: [],
  fields: [emptyField(1)],
});

/** Whether a type keeps text, so length and pattern apply. */
export const isTextType = (type: GeneratorFieldType | undefined) => type === "text" || type === "textarea";

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
