import { ActionIcon, Button, Card, Group, Select, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { LINE_COLUMN_TYPES, LINE_COLUMNS_MAX, type FormField } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import type { ColumnType, DesignerAction } from "./design-state";
import { RuleInputs, type DictionaryType } from "./RuleInputs";

const D = "resources.formDesigner";

interface Props {
  field: FormField;
  dispatch: (action: DesignerAction) => void;
  error: (path: string) => string | undefined;
  dictTypes: readonly DictionaryType[];
}

/** A sub-table's columns, each with its type and rules; moved with buttons, so the keyboard can reorder them. */
export function ColumnsEditor({ field, dispatch, error, dictTypes }: Props) {
  const { t } = useTranslation();
  const count = field.columns.length;
  return (
    <Stack gap="xs" role="group" aria-label={t(`${D}.props.columns`)}>
      <Text size="sm" fw={600}>
        {t(`${D}.props.columns`)}
      </Text>
      {error("columns") && (
        <Text size="xs" c="red.8">
          {error("columns")}
        </Text>
      )}
      {field.columns.map((column, index) => {
        const name = column.name || String(index + 1);
        const at = (path: string) => error(`columns.${index}.${path}`);
        return (
          <Card key={column.id} withBorder padding="xs" component="fieldset" aria-label={t(`${D}.props.column`, { index: index + 1, name })}>
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text size="xs" fw={600} truncate>
                {t(`${D}.props.column`, { index: index + 1, name })}
              </Text>
              <Group gap={2} wrap="nowrap">
                <ActionIcon size="sm" variant="subtle" aria-label={t(`${D}.props.moveColumnUp`, { name })} disabled={index === 0} onClick={() => dispatch({ type: "moveColumn", id: field.id, columnId: column.id, to: index - 1 })}>
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon size="sm" variant="subtle" aria-label={t(`${D}.props.moveColumnDown`, { name })} disabled={index === count - 1} onClick={() => dispatch({ type: "moveColumn", id: field.id, columnId: column.id, to: index + 1 })}>
                  <IconArrowDown size={14} />
                </ActionIcon>
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={t(`${D}.props.removeColumn`, { name })} onClick={() => dispatch({ type: "removeColumn", id: field.id, columnId: column.id })}>
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </Group>
            <Stack gap="xs">
              <Select
                size="xs"
                label={t(`${D}.props.type`)}
                allowDeselect={false}
                data={LINE_COLUMN_TYPES.map((type) => ({ value: type, label: t(`${D}.types.${type}`) }))}
                value={column.type}
                onChange={(type) => type && dispatch({ type: "editColumn", id: field.id, columnId: column.id, patch: { type: type as ColumnType } })}
              />
              <RuleInputs item={column} onPatch={(patch) => dispatch({ type: "editColumn", id: field.id, columnId: column.id, patch })} error={at} dictTypes={dictTypes} />
            </Stack>
          </Card>
        );
      })}
      <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} disabled={count >= LINE_COLUMNS_MAX} onClick={() => dispatch({ type: "addColumn", id: field.id })}>
        {t(`${D}.props.addColumn`)}
      </Button>
    </Stack>
  );
}
