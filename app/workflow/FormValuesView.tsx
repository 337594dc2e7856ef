import { Table, Text } from "@mantine/core";
import { labelIn, type FormField, type LineColumn } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import { valueText } from "~/forms/value-text";
import type { TaskFormView } from "./task-form";

const T = "resources.processModel.formValues";
type Value = string | number | boolean;

/** A sub-table's lines as the engine keeps them (JSON text), or none when they do not read as lines. */
function linesOf(value: Value | undefined): Record<string, unknown>[] {
  if (typeof value !== "string") return [];
  try {
    const lines = JSON.parse(value) as unknown;
    return Array.isArray(lines) ? lines.filter((line): line is Record<string, unknown> => typeof line === "object" && line !== null) : [];
  } catch {
    return [];
  }
}

/**
 * The values a task's designed form submitted, by the form's labels in the reader's language: a
 * choice by its option's name, a switch as yes or no, a sub-table's lines as a small table.
 */
export function FormValuesView({ form, variables, title }: { form: TaskFormView; variables: Record<string, Value>; title: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const words = { yes: t(`${T}.yes`), no: t(`${T}.no`), empty: "" };
  const shown = (field: FormField | LineColumn, value: unknown) => valueText(field, value, form.options, words);
  const fields = form.design.fields.filter((field) => variables[field.name] !== undefined);
  return (
    <Table withTableBorder variant="vertical" layout="fixed" aria-label={title}>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field.id}>
            <Table.Th w="35%">{labelIn(field.label, lang)}</Table.Th>
            <Table.Td>{field.type === "lines" ? <Lines field={field} lines={linesOf(variables[field.name])} shown={shown} lang={lang} /> : shown(field, variables[field.name])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Lines({ field, lines, shown, lang }: { field: FormField; lines: Record<string, unknown>[]; shown(column: LineColumn, value: unknown): string; lang: string }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Text size="sm" c="dimmed">{t(`${T}.noLines`)}</Text>;
  return (
    <Table.ScrollContainer minWidth={120 * field.columns.length}>
      <Table withTableBorder fz="sm" aria-label={labelIn(field.label, lang)}>
        <Table.Thead>
          <Table.Tr>
            {field.columns.map((column) => (
              <Table.Th key={column.id}>{labelIn(column.label, lang)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={index}>
              {field.columns.map((column) => (
                <Table.Td key={column.id}>{shown(column, line[column.name])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
