import { Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { FormField, LineColumn } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import type { ColumnPatch } from "./design-state";

/** What the rules change: the properties a field and a column share. */
export type RulePatch = Omit<ColumnPatch, "type">;

const P = "resources.formDesigner.props";
const LABELS = ["en", "zh", "tw"] as const;
const LABEL_KEYS = { en: "labelEn", zh: "labelZh", tw: "labelTw" } as const;

export interface DictionaryType {
  value: string;
  label: string;
}

interface Props {
  item: FormField | LineColumn;
  onPatch: (patch: RulePatch) => void;
  /** The problem of one of the item's properties (`name`, `label.en`), worded. */
  error: (path: string) => string | undefined;
  dictTypes: readonly DictionaryType[];
}

const numberOrNull = (value: string | number) => (typeof value === "number" ? value : null);

/** A field's or a sub-table column's label, name and the rules its type takes, with its default and help. */
export function RuleInputs({ item, onPatch, error, dictTypes }: Props) {
  const { t } = useTranslation();
  const text = item.type === "text" || item.type === "textarea";
  return (
    <Stack gap="xs">
      {LABELS.map((language) => (
        <TextInput
          key={language}
          size="xs"
          label={t(`${P}.${LABEL_KEYS[language]}`)}
          description={language === "zh" ? t(`${P}.labelsHint`) : undefined}
          required={language === "en"}
          value={item.label[language]}
          onChange={(e) => onPatch({ label: { ...item.label, [language]: e.currentTarget.value } })}
          error={error(`label.${language}`)}
        />
      ))}
      <TextInput size="xs" label={t(`${P}.name`)} description={t(`${P}.nameHint`)} required value={item.name} onChange={(e) => onPatch({ name: e.currentTarget.value })} error={error("name")} />
      {item.type !== "switch" && <Checkbox size="xs" label={t(`${P}.required`)} checked={item.required} onChange={(e) => onPatch({ required: e.currentTarget.checked })} />}
      {text && (
        <>
          <SimpleGrid cols={2} spacing="xs">
            <NumberInput size="xs" label={t(`${P}.minLength`)} min={0} max={4000} allowDecimal={false} value={item.minLength ?? ""} onChange={(v) => onPatch({ minLength: numberOrNull(v) })} error={error("minLength")} />
            <NumberInput size="xs" label={t(`${P}.maxLength`)} min={1} max={4000} allowDecimal={false} value={item.maxLength ?? ""} onChange={(v) => onPatch({ maxLength: numberOrNull(v) })} error={error("maxLength")} />
          </SimpleGrid>
          <TextInput
            size="xs"
            label={t(`${P}.pattern`)}
            description={t(`${P}.patternHint`)}
            value={item.pattern ?? ""}
            onChange={(e) => onPatch({ pattern: e.currentTarget.value || null })}
            error={error("pattern")}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
        </>
      )}
      {item.type === "number" && (
        <SimpleGrid cols={3} spacing="xs">
          <NumberInput size="xs" label={t(`${P}.min`)} value={item.min ?? ""} onChange={(v) => onPatch({ min: numberOrNull(v) })} error={error("min")} />
          <NumberInput size="xs" label={t(`${P}.max`)} value={item.max ?? ""} onChange={(v) => onPatch({ max: numberOrNull(v) })} error={error("max")} />
          <NumberInput size="xs" label={t(`${P}.decimals`)} min={0} max={6} allowDecimal={false} value={item.decimals} onChange={(v) => onPatch({ decimals: numberOrNull(v) ?? 0 })} error={error("decimals")} />
        </SimpleGrid>
      )}
      {item.type === "select" && (
        <Select
          size="xs"
          label={t(`${P}.dictType`)}
          required
          searchable
          data={dictTypes.map((type) => ({ value: type.value, label: `${type.label} (${type.value})` }))}
          value={item.dictType}
          onChange={(dictType) => onPatch({ dictType })}
          nothingFoundMessage={t(`${P}.dictNone`)}
          error={error("dictType")}
        />
      )}
      <DefaultInput item={item} onPatch={onPatch} error={error("defaultValue")} />
      <TextInput size="xs" label={t(`${P}.help`)} value={item.help} onChange={(e) => onPatch({ help: e.currentTarget.value })} error={error("help")} />
    </Stack>
  );
}

/** The default in the input its type reads: a number, a switch's state, or text. */
function DefaultInput({ item, onPatch, error }: { item: FormField | LineColumn; onPatch: (patch: RulePatch) => void; error?: string }) {
  const { t } = useTranslation();
  const label = t(`${P}.defaultValue`);
  switch (item.type) {
    case "lines":
    case "upload":
      return null;
    case "switch":
      return <Checkbox size="xs" label={t(`${P}.defaultOn`)} checked={item.defaultValue === true} onChange={(e) => onPatch({ defaultValue: e.currentTarget.checked || null })} />;
    case "number":
      return <NumberInput size="xs" label={label} value={typeof item.defaultValue === "number" ? item.defaultValue : ""} onChange={(v) => onPatch({ defaultValue: numberOrNull(v) })} error={error} />;
    default:
      return (
        <TextInput
          size="xs"
          label={label}
          placeholder={item.type === "date" ? "YYYY-MM-DD" : undefined}
          value={typeof item.defaultValue === "string" ? item.defaultValue : ""}
          onChange={(e) => onPatch({ defaultValue: e.currentTarget.value || null })}
          error={error}
        />
      );
  }
}
