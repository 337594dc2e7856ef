import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { variablesOf, type VariableRow } from "./variables";

const T = "resources.processModel.variables";

/** Free process variables as name/value rows, sent as one JSON field named `variables`. */
export function VariablesEditor({ error }: { error?: string }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<VariableRow[]>([]);
  const change = (index: number, part: Partial<VariableRow>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...part } : row)));
  return (
    <Stack gap="xs">
      <input type="hidden" name="variables" value={JSON.stringify(variablesOf(rows))} />
      <Text size="sm" fw={500}>
        {t(`${T}.title`)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`${T}.hint`)}
      </Text>
      {rows.map((row, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput flex={1} label={t(`${T}.name`)} value={row.name} maxLength={64} onChange={(e) => change(index, { name: e.currentTarget.value })} />
          <TextInput flex={1} label={t(`${T}.value`)} value={row.value} maxLength={512} onChange={(e) => change(index, { value: e.currentTarget.value })} />
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t(`${T}.remove`, { name: row.name || String(index + 1) })} onClick={() => setRows(rows.filter((_, i) => i !== index))}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button variant="default" size="xs" onClick={() => setRows([...rows, { name: "", value: "" }])} style={{ alignSelf: "flex-start" }}>
        {t(`${T}.add`)}
      </Button>
    </Stack>
  );
}
