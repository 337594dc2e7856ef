import { Button, Checkbox, FileInput, Group, Modal, MultiSelect, NumberInput, PasswordInput, Select, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useFetcher } from "@remix-run/react";
import { Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { acceptAttribute, ALL_ATTACHMENT_KINDS, attachmentOf, fileFacts, fileProblem, type AttachmentKind } from "#contract/file";
import { useMessageText } from "~/lib/messages";
import { constraintsOf, zodValidate } from "~/resources/constraints";
import { attachmentParts, dependentFields, fileFields, formFields, type FieldSpec, type Option, type ResourceDeclaration } from "~/resources/define";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import type { ResourceActionResult, TreeNode } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { AttachmentLink } from "./DataTable";
import { fieldOptions, searchLabelAndKeywords } from "./options";
import { DependentSelect } from "./DependentSelect";
import { DialogAlert } from "./DialogAlert";
import { RichTextInput } from "./RichTextInput";

export interface EntityFormTarget {
  /** The record to edit; absent to add one. */
  record?: TreeNode;
  /** Preset values of a new record (a parent for "add child"). */
  preset?: Record<string, unknown>;
}

/** What a route's own input for a field gets: the form's binding, its label and error. */
export interface FieldInputProps {
  label: string;
  error?: string;
  withAsterisk?: boolean;
  value?: unknown;
  onChange: (value: unknown) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Sets another field of the form (a customer picked by name fills in its address). */
  setField: (field: string, value: unknown) => void;
}

/** A route's own inputs by field (an icon picker …), drawn instead of the kit's. */
export type FieldInputs = Record<string, (props: FieldInputProps) => ReactNode>;

interface EntityFormProps {
  resource: ResourceDeclaration;
  target: EntityFormTarget | null;
  /** Rows of a tree resource, for the parent picker. */
  tree?: TreeNode[];
  /** Loaded options of sourced fields. */
  options?: Record<string, Option[]>;
  inputs?: FieldInputs;
  onClose: () => void;
  /** Told what a successful save answered. */
  onSaved?: (result: ResourceActionResult) => void;
  /**
   * A step of the resource's own that sends the whole record again (an accepted e-ACI amended),
   * with its title: the edit form, answered by the route's handler of that intent.
   */
  step?: { intent: string; title: string };
  /** The screen's own rules beyond the contract's (a line's statutory units), checked with it so every refusal comes at once. */
  rules?: (values: Record<string, unknown>) => Record<string, string>;
}

const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Parent choices: every node but the record itself and its subtree, indented by depth, named in the viewer's language. */
function parentOptions(nodes: TreeNode[], exclude: string | undefined, labelField: string, language: Language, depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) =>
    node.id === exclude
      ? []
      : [{ value: node.id, label: `${"　".repeat(depth)}${asText(localText(node, labelField, language))}` }, ...parentOptions(node.children ?? [], exclude, labelField, language, depth + 1)],
  );
}

/** The add/edit modal: @mantine/form with the contract's rule, the server's field errors beside their fields. */
export function EntityForm({ resource, target, tree, options, inputs, onClose, onSaved, step, rules }: EntityFormProps) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const fetcher = useFetcher<ResourceActionResult>();
  const editing = Boolean(target?.record);
  const schema = editing ? resource.update : resource.add;
  const constraints = useMemo(() => ({ ...constraintsOf(resource.update), ...constraintsOf(editing ? resource.update : resource.add) }), [resource, editing]);
  const fields = formFields(resource, editing);
  const attachments = useAttachments();
  // A chosen file stands in for its field's url until the server uploads it; a file the provider
  // would refuse never leaves the browser (and a large one would be cut off on the way).
  const validate = (values: Record<string, unknown>) => {
    const others = Object.entries(zodValidate(schema)(values)).filter(([field]) => !attachments.chosen[field]);
    return { ...rules?.(values), ...Object.fromEntries(others), ...attachments.problems };
  };
  const form = useForm<Record<string, unknown>>({ mode: "controlled", initialValues: {}, validate });
  const multipart = fileFields(resource).length > 0;

  useEffect(() => {
    if (!target) return;
    attachments.reset();
    const source = { ...target.preset, ...target.record };
    // An edit carries the record's id, and its own key where the resource has one (a createOnly regionCode).
    const keys = target.record ? [["id", target.record.id], ...(resource.deleteBy ? [[resource.deleteBy, target.record[resource.deleteBy]]] : [])] : [];
    // A preset that is no field of the form travels as it is (the shipment a container belongs to).
    const fixed = Object.entries(target.preset ?? {}).filter(([name]) => !fields.some(([field]) => field === name));
    form.setInitialValues(Object.fromEntries([...fields.map(([name, f]) => [name, initialValue(f, source[name])]), ...fixed, ...keys]));
    form.reset();
  }, [target]);

  useActionFeedback(fetcher.data, { inDialog: true });
  const formElement = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // After a refusal the first field in error is brought into view with its message, and focused.
  useEffect(() => {
    if (refusals > 0) showFirstInvalid(formElement.current);
  }, [refusals]);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if (result.ok) {
      onSaved?.(result);
      onClose();
    }
    else if (result.fieldErrors) {
      form.setErrors(result.fieldErrors);
      setRefusals((n) => n + 1);
    }
  }, [fetcher.data, fetcher.state]);

  /** A new choice empties the fields whose options hung on the old one (a province's city and county). */
  const withDependents = <Input extends { onChange: (value: unknown) => void }>(field: string, input: Input): Input => {
    const dependents = dependentFields(resource, field);
    if (dependents.length === 0) return input;
    return {
      ...input,
      onChange: (value: unknown) => {
        input.onChange(value);
        // None rather than "": the select then empties its text too.
        for (const dependent of dependents) form.setFieldValue(dependent, null);
      },
    };
  };

  const label = (field: string) => t(`resources.${resource.name}.fields.${field}`);
  const error = (field: string) => {
    const message = form.errors[field];
    return typeof message === "string" ? text({ text: message }) : undefined;
  };
  const shown = (spec: FieldSpec) => !spec.shownWhen || spec.shownWhen.is.includes(asText(form.getValues()[spec.shownWhen.field]));
  // A refusal no field of the form shows (a rule of the whole record) is the dialog's own.
  const unplaced = Object.entries(form.errors).find(([name, message]) => typeof message === "string" && !fields.some(([field, spec]) => field === name && shown(spec)));
  const submit = form.onSubmit((values) => {
    const body = new FormData();
    body.set("intent", step?.intent ?? (editing ? "update" : "create"));
    // Names the records on a screen that holds several kinds (a shipment's containers, lines, costs).
    body.set("resource", resource.name);
    for (const [name, value] of Object.entries(values)) {
      const spec = resource.fields[name];
      if (spec && !shown(spec)) body.set(name, "");
      // A multiselect sends one entry per value, as a form would.
      else if (Array.isArray(value)) value.forEach((v) => body.append(name, String(v)));
      else body.set(name, asText(value));
    }
    for (const [name] of fileFields(resource)) {
      const parts = attachmentParts(name);
      const file = attachments.chosen[name];
      if (file) body.set(parts.file, file);
      if (attachments.removed[name]) body.set(parts.remove, "on");
    }
    fetcher.submit(body, { method: "post", encType: multipart ? "multipart/form-data" : undefined });
  }, () => setRefusals((n) => n + 1));

  return (
    <Modal opened={target !== null} onClose={onClose} title={step?.title ?? (editing ? t("kit.editTitle") : t(`resources.${resource.name}.create`, { defaultValue: t("kit.addTitle") }))} size="lg" closeButtonProps={{ "aria-label": t("kit.close") }}>
      <form ref={formElement} onSubmit={submit} noValidate encType={multipart ? "multipart/form-data" : undefined} data-testid="entity-form">
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} refusal={unplaced ? { text: String(unplaced[1]) } : undefined} />
          {fields.map(([name, spec]) => {
            if (!shown(spec)) return null;
            // After the form's own props: its raw error gives way to the translated one.
            const common = { label: label(name), error: error(name), withAsterisk: constraints[name]?.required || spec.requiredWhenShown, key: form.key(name) };
            const own = inputs?.[name];
            if (own) return <Fragment key={common.key}>{own({ ...form.getInputProps(name), label: common.label, error: common.error, withAsterisk: common.withAsterisk, setField: form.setFieldValue })}</Fragment>;
            switch (spec.input) {
              case "textarea":
                return <Textarea {...form.getInputProps(name)} {...common} maxLength={constraints[name]?.maxLength} autosize minRows={2} />;
              case "number":
                return <NumberInput {...form.getInputProps(name)} {...common} min={constraints[name]?.min} max={constraints[name]?.max} allowDecimal={false} />;
              case "switch":
                return <Switch {...form.getInputProps(name, { type: "checkbox" })} {...common} />;
              case "password":
                return <PasswordInput {...form.getInputProps(name)} {...common} maxLength={constraints[name]?.maxLength} autoComplete="new-password" />;
              case "date":
                return <TextInput {...form.getInputProps(name)} {...common} type="date" />;
              case "datetime":
                return <TextInput {...form.getInputProps(name)} {...common} type="datetime-local" />;
              case "file":
                return (
                  <AttachmentInput
                    key={common.key}
                    label={common.label}
                    error={common.error}
                    withAsterisk={common.withAsterisk}
                    url={form.getValues()[name]}
                    accept={spec.accept}
                    file={attachments.chosen[name] ?? null}
                    onFile={async (file) => {
                      form.clearFieldError(name);
                      const problem = await attachments.choose(name, file, spec.accept);
                      if (problem) form.setFieldError(name, problem);
                    }}
                    removed={attachments.removed[name] ?? false}
                    onRemove={(removed) => attachments.remove(name, removed)}
                  />
                );
              case "rich-text":
                return <RichTextInput key={common.key} {...form.getInputProps(name)} label={common.label} error={common.error} withAsterisk={common.withAsterisk} />;
              case "multiselect":
                return <MultiSelect {...form.getInputProps(name)} {...common} data={fieldOptions(resource, name, spec, options, t) ?? []} filter={searchLabelAndKeywords} searchable clearable />;
              case "select":
              case "tree-select": {
                const input = withDependents(name, form.getInputProps(name));
                if (spec.source && "dependsOn" in spec.source && spec.source.dependsOn) {
                  const parent = asText(form.getValues()[spec.source.dependsOn]);
                  return <DependentSelect {...input} {...common} resource={resource.name} field={name} parent={parent} allowDeselect={!constraints[name]?.required} />;
                }
                const data =
                  spec.input === "tree-select" && !spec.source
                    ? [{ value: "", label: t("kit.noParent") }, ...parentOptions(tree ?? [], target?.record?.id, resource.tree?.labelField ?? "id", i18n.language as Language)]
                    : (fieldOptions(resource, name, spec, options, t) ?? []);
                return <Select {...input} {...common} data={data} filter={searchLabelAndKeywords} allowDeselect={!constraints[name]?.required} searchable />;
              }
              default:
                return <TextInput {...form.getInputProps(name)} {...common} maxLength={constraints[name]?.maxLength} />;
            }
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("kit.cancel")}
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {t("kit.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The first field the form marks invalid: scrolled to the middle of the dialog, so its message shows too, and focused. */
function showFirstInvalid(form: HTMLFormElement | null) {
  const input = form?.querySelector<HTMLElement>("[aria-invalid='true']");
  if (!input) return;
  input.focus({ preventScroll: true });
  input.scrollIntoView({ block: "center" });
}

function initialValue(spec: FieldSpec, value: unknown): unknown {
  if (spec.input === "multiselect") return Array.isArray(value) ? value.map(String) : [];
  // A number nobody entered stays empty: a required one is then refused rather than saved as 0.
  if (spec.input === "number") return typeof value === "number" ? value : value === undefined || value === null || value === "" ? "" : Number(value);
  if (spec.input === "switch") return Boolean(value);
  return asText(value);
}

/**
 * The files chosen in the form, by field, each checked as soon as it is chosen with the rules
 * the provider applies; and the current attachments the user asked to remove.
 */
function useAttachments() {
  const [chosen, setChosen] = useState<Record<string, File | null>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [removed, setRemoved] = useState<Record<string, boolean>>({});
  return {
    chosen,
    problems,
    removed,
    reset() {
      setChosen({});
      setProblems({});
      setRemoved({});
    },
    async choose(field: string, file: File | null, accept?: readonly AttachmentKind[]) {
      setChosen((all) => ({ ...all, [field]: file }));
      const problem = file ? fileProblem([await fileFacts(file)], accept) : null;
      setProblems(({ [field]: _, ...others }) => (problem ? { ...others, [field]: problem } : others));
      return problem;
    },
    remove: (field: string, on: boolean) => setRemoved((all) => ({ ...all, [field]: on })),
  };
}

interface AttachmentInputProps {
  label: string;
  error?: string;
  withAsterisk?: boolean;
  /** The record's current attachment. */
  url: unknown;
  accept?: readonly AttachmentKind[];
  file: File | null;
  onFile: (file: File | null) => void;
  removed: boolean;
  onRemove: (removed: boolean) => void;
}

/** A `file` field: the chooser, with the kinds and limit beside it, and the current attachment with a box to remove it. */
function AttachmentInput({ label, error, withAsterisk, url, accept, file, onFile, removed, onRemove }: AttachmentInputProps) {
  const { t } = useTranslation();
  const kinds = (accept ?? ALL_ATTACHMENT_KINDS).map((kind) => t(`kit.file.kinds.${kind}`)).join(", ");
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        error={error}
        withAsterisk={withAsterisk}
        description={t("kit.file.hint", { kinds })}
        placeholder={t("kit.file.choose")}
        accept={acceptAttribute(accept)}
        value={file}
        onChange={onFile}
        clearable
        clearButtonProps={{ "aria-label": t("kit.file.clear") }}
      />
      {attachmentOf(url) && (
        <Group gap="md">
          <Text size="sm">
            {t("kit.file.current")} <AttachmentLink url={url} />
          </Text>
          <Checkbox size="xs" label={t("kit.file.remove")} checked={removed} onChange={(event) => onRemove(event.currentTarget.checked)} />
        </Group>
      )}
    </Stack>
  );
}
