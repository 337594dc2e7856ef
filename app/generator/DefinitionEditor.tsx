import { Button, Card, Group, MultiSelect, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useCallback, type Dispatch, type SetStateAction } from "react";
import { useTranslation } from "~/i18n/react";
import { providerText } from "~/lib/messages";
import { emptyField, moved, type Definition, type DefinitionField } from "./definition";
import { FieldCard } from "./FieldCard";

const D = "resources.generator.definition";
const ENTITY = ["serviceName", "packageName", "entityName", "tableName"] as const;
const TITLES = ["titleEn", "titleZh", "titleTw"] as const;
const HINTS: Partial<Record<(typeof ENTITY)[number], string>> = { serviceName: "serviceHint", entityName: "entityHint" };

interface Props {
  value: Definition;
  /** The definition's state setter: fields change through updaters, so an unchanged field card is not drawn again. */
  onChange: Dispatch<SetStateAction<Definition>>;
  /** Problems by path (`entityName`, `fields.2.options.0.value`), in the provider's words. */
  problems: Record<string, string>;
  /** The set's items, to choose which files to write. */
  items: readonly string[];
}

/** An entity definition (SPEC §3 generator): the entity's names, its files and its fields. */
export function DefinitionEditor({ value, onChange, problems, items }: Props) {
  const { t } = useTranslation();
  const error = (path: string) => (problems[path] ? providerText(t, problems[path]) : undefined);
  const set = (patch: Partial<Definition>) => onChange((d) => ({ ...d, ...patch }));
  const fields = value.fields;
  const update = useCallback((index: number, next: DefinitionField) => onChange((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? next : f)) })), [onChange]);
  const move = useCallback((index: number, to: number) => onChange((d) => ({ ...d, fields: moved(d.fields, index, to) })), [onChange]);
  const remove = useCallback((index: number) => onChange((d) => ({ ...d, fields: d.fields.filter((_, i) => i !== index) })), [onChange]);
  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t(`${D}.entity`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
            {ENTITY.map((name) => (
              <TextInput
                key={name}
                label={t(`${D}.${name}`)}
                description={HINTS[name] ? t(`${D}.${HINTS[name]}`) : undefined}
                value={value[name]}
                onChange={(e) => set({ [name]: e.currentTarget.value })}
                error={error(name)}
                required
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {TITLES.map((name) => (
              <TextInput key={name} label={t(`${D}.${name}`)} value={value[name]} onChange={(e) => set({ [name]: e.currentTarget.value })} error={error(name)} required />
            ))}
          </SimpleGrid>
          <MultiSelect
            label={t(`${D}.items`)}
            description={t(`${D}.itemsHint`)}
            data={items.map((item) => ({ value: item, label: t(`resources.generator.items.${item}`) }))}
            value={value.items ?? []}
            onChange={(chosen) => set({ items: chosen })}
            clearable
            error={error("items")}
          />
        </Stack>
      </Card>
      <Title order={2} size="h5">
        {t(`${D}.fields`, { count: fields.length })}
      </Title>
      {error("fields") && <div role="alert">{error("fields")}</div>}
      {fields.map((field, index) => (
        <FieldCard
          key={index}
          field={field}
          index={index}
          count={fields.length}
          problems={problems}
          onChange={update}
          onMove={move}
          onRemove={remove}
        />
      ))}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => onChange((d) => ({ ...d, fields: [...d.fields, emptyField(d.fields.length + 1)] }))} disabled={fields.length >= 40}>
          {t(`${D}.addField`)}
        </Button>
      </Group>
    </Stack>
  );
}
