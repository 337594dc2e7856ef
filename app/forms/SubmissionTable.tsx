import { Anchor, Table, Text } from "@mantine/core";
import { Fragment, useState } from "react";
import { labelIn, type FormDesign, type FormField, type Submission } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { valueText, type FormOptions } from "./value-text";

type Options = FormOptions;

/** A value as a reader reads it: a select's label, a switch's yes or no. */
function useValueText(options: Options) {
  const { t } = useTranslation();
  const words = { yes: t("resources.generatorform.submission.yes"), no: t("resources.generatorform.submission.no"), empty: "—" };
  return (f: Pick<FormField, "type" | "dictType">, value: unknown) => valueText(f, value, options, words);
}

/** A form's submissions, newest first: each value readable, a sub-table's lines opened on demand. */
export function SubmissionTable({ design, options, list }: { design: FormDesign; options: Options; list: Submission[] }) {
  const { t, i18n } = useTranslation();
  const time = useTimeText();
  const text = useValueText(options);
  const [open, setOpen] = useState<string | null>(null);
  if (list.length === 0) return <Text c="dimmed">{t("resources.generatorform.submission.none")}</Text>;
  const s = (key: string, values?: Record<string, unknown>) => t(`resources.generatorform.submission.${key}`, values);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>{s("time")}</Table.Th>
            <Table.Th w={100}>{s("by")}</Table.Th>
            <Table.Th w={70}>{s("version")}</Table.Th>
            <Table.Th>{s("values")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((row) => (
            <Fragment key={row.id}>
              <Table.Tr>
                <Table.Td>{time(Date.parse(row.createTime))}</Table.Td>
                <Table.Td>{row.createdBy}</Table.Td>
                <Table.Td>v{row.version}</Table.Td>
                <Table.Td>
                  {design.fields.map((f) => (
                    <Text key={f.id} size="sm" span mr="md">
                      <Text span fw={500}>{labelIn(f.label, i18n.language)}: </Text>
                      {f.type === "lines" ? (
                        <Anchor component="button" type="button" size="sm" aria-expanded={open === `${row.id}.${f.name}`} onClick={() => setOpen(open === `${row.id}.${f.name}` ? null : `${row.id}.${f.name}`)}>
                          {s("lines", { count: Array.isArray(row.values[f.name]) ? (row.values[f.name] as unknown[]).length : 0 })}
                        </Anchor>
                      ) : f.type === "upload" && row.values[f.name] ? (
                        <Anchor size="sm" href={`/files/${String(row.values[f.name])}/${encodeURIComponent(labelIn(f.label, i18n.language))}`}>{s("file")}</Anchor>
                      ) : (
                        text(f, row.values[f.name])
                      )}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
              {design.fields
                .filter((f) => f.type === "lines" && open === `${row.id}.${f.name}`)
                .map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td colSpan={4}>
                      <Table withTableBorder aria-label={s("showLines", { name: labelIn(f.label, i18n.language) })}>
                        <Table.Thead>
                          <Table.Tr>{f.columns.map((c) => <Table.Th key={c.id}>{labelIn(c.label, i18n.language)}</Table.Th>)}</Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {((row.values[f.name] as Record<string, unknown>[]) ?? []).map((line, i) => (
                            <Table.Tr key={i}>{f.columns.map((c) => <Table.Td key={c.id}>{text(c, line[c.name])}</Table.Td>)}</Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
