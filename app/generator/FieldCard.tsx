import { ActionIcon, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { GENERATOR_FIELD_TYPES, type GeneratorFieldType } from "#contract/dev/generator";
import { memo } from "react";
import { useTranslation } from "~/i18n/react";
import { providerText } from "~/lib/messages";
import { isTextType, type DefinitionField } from "./definition";

const D = "resources.generator.definition";
const FLAGS = ["required", "listed", "filtered", "exported", "sortable"] as const;
const LABELS = ["labelEn", "labelZh", "labelTw"] as const;

interface Props {
  field: DefinitionField;
  index: number;
  count: number;
  /** The definition's problems by path (`fields.2.options.0.value`), in the provider's words. */
  problems: Record<string, string>;
  onChange: (index: number, field: DefinitionField) => void;
  onMove: (index: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One field of a definition: its name, type, wordings, rules and where it shows; movable with buttons, so the keyboard can reorder. */
export const FieldCard = memo(function FieldCard({ field, index, count, problems, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const error = (path: string) => {
    const problem = problems[`fields.${index}.${path}`];
    return problem ? providerText(t, problem) : undefined;
  };
  const set = (patch: Partial<DefinitionField>) => onChange(index, { ...field, ...patch });
  const options = field.options ?? [];
  const setOption = (at: number, patch: Partial<(typeof options)[number]>) => set({ options: options.map((o, i) => (i === at ? { ...o, ...patch } : o)) });
  const name = field.name || String(index + 1);
  return (
    <Card withBorder padding="sm" component="fieldset" aria-label={t(`${D}.field`, { index: index + 1, name })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {t(`${D}.field`, { index: index + 1, name })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t(`${D}.moveUp`, { name })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={t(`${D}.moveDown`, { name })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t(`${D}.removeField`, { name })} disabled={count === 1} onClick={() => onRemove(index)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
          <TextInput label={t(`${D}.name`)} description={t(`${D}.nameHint`)} value={field.name} onChange={(e) => set({ name: e.currentTarget.value })} error={error("name")} required />
          <Select
            label={t(`${D}.type`)}
            data={GENERATOR_FIELD_TYPES.map((type) => ({ value: type, label: t(`${D}.types.${type}`) }))}
            value={field.type}
            onChange={(type) => type && set({ type: type as GeneratorFieldType })}
            allowDeselect={false}
            error={error("type")}
          />
          {isTextType(field.type) && (
            <NumberInput label={t(`${D}.maxLength`)} min={1} max={4000} value={field.maxLength ?? ""} onChange={(v) => set({ maxLength: typeof v === "number" ? v : null })} error={error("maxLength")} />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {LABELS.map((label) => (
            <TextInput key={label} label={t(`${D}.${label}`)} value={field[label]} onChange={(e) => set({ [label]: e.currentTarget.value })} error={error(label)} required />
          ))}
        </SimpleGrid>
        {isTextType(field.type) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput label={t(`${D}.pattern`)} value={field.pattern ?? ""} onChange={(e) => set({ pattern: e.currentTarget.value || null })} error={error("pattern")} styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }} />
            <TextInput label={t(`${D}.example`)} value={field.example ?? ""} onChange={(e) => set({ example: e.currentTarget.value || null })} error={error("example")} />
          </SimpleGrid>
        )}
        {field.type === "enum" && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t(`${D}.options`)}
            </Text>
            {error("options") && (
              <Text size="xs" c="red">
                {error("options")}
              </Text>
            )}
            {options.map((option, at) => (
              <Group key={at} gap="xs" align="flex-end" wrap="wrap">
                <TextInput size="xs" label={t(`${D}.optionValue`)} value={option.value} onChange={(e) => setOption(at, { value: e.currentTarget.value })} error={error(`options.${at}.value`)} w={130} />
                {LABELS.map((label) => (
                  <TextInput key={label} size="xs" label={t(`${D}.${label}`)} value={option[label]} onChange={(e) => setOption(at, { [label]: e.currentTarget.value })} error={error(`options.${at}.${label}`)} w={150} />
                ))}
                <ActionIcon variant="subtle" color="red" aria-label={t(`${D}.removeOption`, { value: option.value || at + 1 })} onClick={() => set({ options: options.filter((_, i) => i !== at) })} mb={4}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => set({ options: [...options, { value: "", labelEn: "", labelZh: "", labelTw: "" }] })}>
                {t(`${D}.addOption`)}
              </Button>
            </Group>
          </Stack>
        )}
        <Group gap="md">
          {FLAGS.map((flag) => (
            <Checkbox key={flag} label={t(`${D}.${flag}`)} checked={Boolean(field[flag])} onChange={(e) => set({ [flag]: e.currentTarget.checked })} />
          ))}
        </Group>
      </Stack>
    </Card>
  );
});
