import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from "@mantine/core";
import type { TFunction } from "~/i18n/translator";
import type { FieldSpec, Option, ResourceDeclaration } from "~/resources/define";

/**
 * A field's options as shown: static ones labelled by `resources.<name>.options.<field>.<value>`,
 * a dictionary's labelled by `kit.dict.<type>.<value>` where the product translates the type
 * (code and name otherwise), another resource's as loaded; a field without either shows the
 * labels its route's loader gave its values, if any (a task's candidate groups by name).
 */
export function fieldOptions(resource: ResourceDeclaration, field: string, spec: FieldSpec, loaded: Record<string, Option[]> | undefined, t: TFunction): Option[] | undefined {
  if (spec.options) return spec.options.map((value) => ({ value, label: t(`resources.${resource.name}.options.${field}.${value}`) }));
  if (!spec.source) return loaded?.[field];
  const options = loaded?.[field] ?? [];
  const source = spec.source;
  if (!("dict" in source)) return options;
  // A dictionary the product does not translate holds codes (currencies, units): show code and name.
  const plain = (option: Option) => (option.value === option.label ? option.label : `${option.value} · ${option.label}`);
  return options.map((option) => ({ value: option.value, label: t(`kit.dict.${source.dict}.${option.value}`, { defaultValue: plain(option) }) }));
}

/** The label of a value among options; a value no option holds shows as itself. */
export function optionLabel(options: readonly Option[], value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  return values.map((v) => options.find((o) => o.value === v)?.label.trim() ?? v).join(", ");
}

/**
 * A select's search over each option's label and its keywords, so a picker of users finds one by
 * username, nickname, mobile or e-mail while showing only the names.
 */
export const searchLabelAndKeywords: OptionsFilter = ({ options, search }) => {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  const matches = (item: ComboboxItem) => {
    const text = `${item.label} ${(item as ComboboxItem & Pick<Option, "keywords">).keywords ?? ""}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return options.flatMap((option): ComboboxParsedItem[] => {
    if ("group" in option) {
      const items = option.items.filter(matches);
      return items.length > 0 ? [{ ...option, items }] : [];
    }
    return matches(option) ? [option] : [];
  });
};
