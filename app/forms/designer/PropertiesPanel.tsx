import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconCopy, IconTrash } from "@tabler/icons-react";
import { FIELD_SPANS, type FormField } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import { ColumnsEditor } from "./ColumnsEditor";
import type { DesignerAction, FieldSpan } from "./design-state";
import { RuleInputs, type DictionaryType } from "./RuleInputs";

const D = "resources.formDesigner";

interface Props {
  field: FormField | undefined;
  index: number;
  count: number;
  dispatch: (action: DesignerAction) => void;
  /** The selected field's problems by its own path (`name`, `columns.0.label.en`), worded. */
  error: (path: string) => string | undefined;
  dictTypes: readonly DictionaryType[];
}

/** The selected field's properties: label, name, rules, default, help, width, and a sub-table's columns. */
export function PropertiesPanel({ field, index, count, dispatch, error, dictTypes }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="form-props-title">
      <Title order={2} size="h5" id="form-props-title" mb="xs">
        {t(`${D}.props.title`)}
      </Title>
      {!field ? (
        <Text size="sm" c="dimmed">
          {t(`${D}.props.none`)}
        </Text>
      ) : (
        <Stack gap="xs" key={field.id}>
          <Text size="sm" fw={600}>
            {t(`${D}.props.typeIs`, { type: t(`${D}.types.${field.type}`) })}
          </Text>
          <Group gap={4}>
            <Button size="compact-xs" variant="default" leftSection={<IconArrowUp size={14} />} disabled={index === 0} onClick={() => dispatch({ type: "move", id: field.id, to: index - 1 })}>
              {t(`${D}.props.moveUp`)}
            </Button>
            <Button size="compact-xs" variant="default" leftSection={<IconArrowDown size={14} />} disabled={index === count - 1} onClick={() => dispatch({ type: "move", id: field.id, to: index + 1 })}>
              {t(`${D}.props.moveDown`)}
            </Button>
            <Button size="compact-xs" variant="default" leftSection={<IconCopy size={14} />} onClick={() => dispatch({ type: "duplicate", id: field.id })}>
              {t(`${D}.props.duplicate`)}
            </Button>
            <Button size="compact-xs" variant="default" color="red" leftSection={<IconTrash size={14} />} onClick={() => dispatch({ type: "remove", id: field.id })}>
              {t(`${D}.props.remove`)}
            </Button>
          </Group>
          <Select
            size="xs"
            label={t(`${D}.props.span`)}
            allowDeselect={false}
            data={FIELD_SPANS.map((span) => ({ value: String(span), label: t(`${D}.props.spanOption`, { span }) }))}
            value={String(field.span)}
            onChange={(span) => span && dispatch({ type: "span", id: field.id, span: Number(span) as FieldSpan })}
          />
          <RuleInputs item={field} onPatch={(patch) => dispatch({ type: "edit", id: field.id, patch })} error={error} dictTypes={dictTypes} />
          {field.type === "lines" && (
            <>
              <SimpleGrid cols={2} spacing="xs">
                <NumberInput size="xs" label={t(`${D}.props.minRows`)} min={0} max={200} allowDecimal={false} value={field.minRows} onChange={(v) => dispatch({ type: "edit", id: field.id, patch: { minRows: typeof v === "number" ? v : 0 } })} error={error("minRows")} />
                <NumberInput size="xs" label={t(`${D}.props.maxRows`)} min={1} max={200} allowDecimal={false} value={field.maxRows} onChange={(v) => dispatch({ type: "edit", id: field.id, patch: { maxRows: typeof v === "number" ? v : 1 } })} error={error("maxRows")} />
              </SimpleGrid>
              <ColumnsEditor field={field} dispatch={dispatch} error={error} dictTypes={dictTypes} />
            </>
          )}
        </Stack>
      )}
    </section>
  );
}
