import { ActionIcon, Anchor, Button, FileInput, Grid, Group, NumberInput, Select, Switch, Table, Text, Textarea, TextInput, VisuallyHidden } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { labelIn, type FormDesign, type FormField, type FormValues, type LineColumn } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import { providerText } from "~/lib/messages";
import { blankLine, browserErrors, cellPath, inputName, startingValues, uploadPart, VALUES_INPUT } from "./values";
import classes from "./FormRenderer.module.css";

export interface FormRendererProps {
  design: FormDesign;
  /** A select's options by dictionary type, labelled in the reader's language. */
  options: Record<string, { value: string; label: string }[]>;
  values?: FormValues;
  /** Messages by field path (`hsCode`, `items.0.sku`), in the provider's English. */
  errors?: Record<string, string>;
  /** A prefix of the form element names, for two forms on one page. */
  name?: string;
  readOnly?: boolean;
}

type Cell = Pick<LineColumn, "dictType" | "decimals" | "min" | "max" | "maxLength" | "required"> & { type: FormField["type"] };

/**
 * A designed form as a working form: its fields on the 12-column grid (full width on a phone),
 * its values in one hidden JSON input, the design's rules checked before the enclosing form posts.
 */
export function FormRenderer({ design, options, values, errors, name = "", readOnly = false }: FormRendererProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [state, setState] = useState<FormValues>(() => startingValues(design, values));
  const [chosen, setChosen] = useState<Record<string, File | null>>({});
  const [local, setLocal] = useState<Record<string, string>>({});
  const anchor = useRef<HTMLDivElement>(null);
  const latest = useRef({ state, chosen });
  latest.current = { state, chosen };

  useEffect(() => setState(startingValues(design, values)), [design, values]);
  useEffect(() => setLocal({}), [errors]);

  // The enclosing form's post waits for the design's rules; a refused post focuses the first field in error.
  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form || readOnly) return;
    const check = (event: SubmitEvent) => {
      const picked = new Set(Object.entries(latest.current.chosen).flatMap(([field, file]) => (file ? [field] : [])));
      const found = browserErrors(design, options, latest.current.state, picked);
      setLocal(found);
      if (Object.keys(found).length === 0) return;
      event.preventDefault();
      requestAnimationFrame(() => anchor.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
    };
    form.addEventListener("submit", check);
    return () => form.removeEventListener("submit", check);
  }, [design, options, readOnly]);

  const shown = { ...errors, ...local };
  const errorOf = (path: string) => (shown[path] ? providerText(t, shown[path]) : undefined);
  const set = (field: string, value: unknown) => {
    setState((s) => ({ ...s, [field]: value }));
    setLocal(({ [field]: _, ...rest }) => rest);
  };
  const label = (f: Pick<FormField, "label">) => labelIn(f.label, lang);

  const input = (f: Cell & { name: string; help?: string }, value: unknown, onChange: (v: unknown) => void, props: { label: ReactNode; error?: string; id: string; hideLabel?: boolean }) => {
    const common = { id: props.id, label: props.hideLabel ? undefined : props.label, "aria-label": props.hideLabel ? String(props.label) : undefined, error: props.error, withAsterisk: f.required && !props.hideLabel, description: f.help || undefined, readOnly, disabled: readOnly && f.type === "switch" };
    switch (f.type) {
      case "textarea":
        return <Textarea {...common} autosize minRows={2} value={String(value ?? "")} onChange={(e) => onChange(e.currentTarget.value)} maxLength={f.maxLength ?? undefined} />;
      case "number":
        return <NumberInput {...common} value={value === null || value === undefined ? "" : (value as number | string)} onChange={(v) => onChange(v)} decimalScale={f.decimals} min={f.min ?? undefined} max={f.max ?? undefined} />;
      case "select":
        return <Select {...common} data={options[f.dictType ?? ""] ?? []} value={value ? String(value) : null} onChange={(v) => onChange(v ?? "")} searchable clearable={!f.required} comboboxProps={{ withinPortal: true }} />;
      case "date":
        return <TextInput {...common} type="date" value={String(value ?? "")} onChange={(e) => onChange(e.currentTarget.value)} />;
      case "switch":
        return <Switch id={props.id} label={props.hideLabel ? undefined : props.label} aria-label={props.hideLabel ? String(props.label) : undefined} description={f.help || undefined} error={props.error} checked={value === true} disabled={readOnly} onChange={(e) => onChange(e.currentTarget.checked)} />;
      default:
        return <TextInput {...common} value={String(value ?? "")} onChange={(e) => onChange(e.currentTarget.value)} maxLength={f.maxLength ?? undefined} />;
    }
  };

  const upload = (f: FormField) => {
    const current = typeof state[f.name] === "string" && state[f.name] ? String(state[f.name]) : null;
    return (
      <div>
        {!readOnly && (
          <FileInput
            id={`${name}${f.name}`}
            name={uploadPart(f.name, name)}
            label={label(f)}
            withAsterisk={f.required}
            description={f.help || undefined}
            error={errorOf(f.name)}
            placeholder={t("resources.generatorform.renderer.chooseFile")}
            value={chosen[f.name] ?? null}
            onChange={(file) => {
              setChosen((c) => ({ ...c, [f.name]: file }));
              setLocal(({ [f.name]: _, ...rest }) => rest);
            }}
            clearable
            clearButtonProps={{ "aria-label": t("resources.generatorform.renderer.clearFile") }}
          />
        )}
        {readOnly && <Text size="sm" fw={500}>{label(f)}</Text>}
        {current && (
          <Anchor size="sm" href={`/files/${current}/${encodeURIComponent(label(f))}`}>
            {t("resources.generatorform.renderer.currentFile")}
          </Anchor>
        )}
        {readOnly && !current && <Text size="sm">—</Text>}
      </div>
    );
  };

  const lines = (f: FormField) => {
    const rows = Array.isArray(state[f.name]) ? (state[f.name] as Record<string, unknown>[]) : [];
    const setRows = (next: Record<string, unknown>[]) => set(f.name, next);
    return (
      <fieldset className={classes.lines} aria-describedby={errorOf(f.name) ? `${name}${f.name}-error` : undefined}>
        <legend className={classes.legend}>
          {label(f)}
          {f.required && <span className={classes.required} aria-hidden> *</span>}
        </legend>
        {f.help && <Text size="xs" c="dimmed">{f.help}</Text>}
        <Table.ScrollContainer minWidth={f.columns.length * 140 + 60}>
          <Table withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                {f.columns.map((c) => (
                  <Table.Th key={c.id}>
                    {labelIn(c.label, lang)}
                    {c.required && <span className={classes.required} aria-hidden> *</span>}
                  </Table.Th>
                ))}
                {!readOnly && <Table.Th w={48}><VisuallyHidden>{t("resources.generatorform.renderer.actions")}</VisuallyHidden></Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, r) => (
                <Table.Tr key={r}>
                  <Table.Td>{r + 1}</Table.Td>
                  {f.columns.map((c) => (
                    <Table.Td key={c.id}>
                      {input(
                        c,
                        row[c.name],
                        (v) => {
                          setRows(rows.map((old, i) => (i === r ? { ...old, [c.name]: v } : old)));
                          setLocal(({ [cellPath(f.name, r, c.name)]: _, ...rest }) => rest);
                        },
                        { id: `${name}${cellPath(f.name, r, c.name)}`, label: t("resources.generatorform.renderer.cell", { column: labelIn(c.label, lang), row: r + 1 }), hideLabel: true, error: errorOf(cellPath(f.name, r, c.name)) },
                      )}
                    </Table.Td>
                  ))}
                  {!readOnly && (
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t("resources.generatorform.renderer.removeLine", { row: r + 1 })} onClick={() => setRows(rows.filter((_, i) => i !== r))}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={f.columns.length + 2}>
                    <Text size="sm" c="dimmed">{t("resources.generatorform.renderer.noLines")}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {errorOf(f.name) && <Text id={`${name}${f.name}-error`} size="xs" c="red" role="alert">{errorOf(f.name)}</Text>}
        {!readOnly && (
          <Group mt={4}>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={rows.length >= f.maxRows} onClick={() => setRows([...rows, blankLine(f)])}>
              {t("resources.generatorform.renderer.addLine", { name: label(f) })}
            </Button>
          </Group>
        )}
      </fieldset>
    );
  };

  return (
    <div ref={anchor}>
      <input type="hidden" name={inputName(VALUES_INPUT, name)} value={JSON.stringify(state)} />
      <Grid gutter="md">
        {design.fields.map((f) => (
          <Grid.Col key={f.id} span={{ base: 12, sm: f.type === "lines" ? 12 : Math.max(f.span, 6), md: f.span }}>
            {f.type === "lines"
              ? lines(f)
              : f.type === "upload"
                ? upload(f)
                : input(f, state[f.name], (v) => set(f.name, v), { id: `${name}${f.name}`, label: label(f), error: errorOf(f.name) })}
          </Grid.Col>
        ))}
      </Grid>
    </div>
  );
}
