import { Button, Checkbox, Group, MultiSelect, NavLink, ScrollArea, Select, Stack, Text, TextInput, Title, type ComboboxItem, type ComboboxItemGroup } from "@mantine/core";
import { conditionRefusal } from "#contract/workflow/expression";
import { useTranslation } from "~/i18n/react";
import { providerText } from "~/lib/messages";
import { STARTER } from "./activiti-moddle";
import type { DiagramEditor } from "./diagram-editor";
import { listOrder, type DiagramElement } from "./diagram-elements";
import type { ShapeKind } from "./subset-modeling";

const T = "resources.processDiagram";
const APPENDABLE: ShapeKind[] = ["userTask", "exclusiveGateway", "parallelGateway", "endEvent"];

export interface PanelOptions {
  /** Users a task may be assigned to. */
  people: ComboboxItem[];
  /** Roles and organisations, as `role:<code>` / `org:<id>` values. */
  groups: ComboboxItemGroup<ComboboxItem>[];
  /** The tenant's designed forms a user task may ask for: value the form's key, label its name. */
  forms: ComboboxItem[];
}

/**
 * The modeller's side panel: every element of the diagram in a list (the keyboard's way onto the
 * canvas — choosing one selects it there), and a form for the selected one.
 */
export function ElementPanel({ editor, elements, selected, options }: { editor: DiagramEditor; elements: DiagramElement[]; selected: string | null; options: PanelOptions }) {
  const { t } = useTranslation();
  const byId = new Map(elements.map((element) => [element.id, element]));
  const title = (element: DiagramElement) =>
    element.name || (element.kind === "sequenceFlow" ? t(`${T}.flow`, { from: nameOf(byId.get(element.from ?? "")), to: nameOf(byId.get(element.to ?? "")) }) : t(`${T}.unnamed`));
  const nameOf = (element: DiagramElement | undefined) => element?.name || t(`${T}.kinds.${element?.kind ?? "other"}`);
  const current = selected ? byId.get(selected) : undefined;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t(`${T}.elements`)}
      </Title>
      <ScrollArea.Autosize mah={260} type="auto">
        <nav aria-label={t(`${T}.elements`)}>
          {listOrder(elements).map((element) => (
            <NavLink
              key={element.id}
              component="button"
              active={element.id === selected}
              aria-current={element.id === selected ? "true" : undefined}
              label={title(element)}
              description={t(`${T}.kinds.${element.kind}`)}
              onClick={() => editor.select(element.id)}
            />
          ))}
        </nav>
      </ScrollArea.Autosize>
      {!elements.some((element) => element.kind === "startEvent") && (
        <Button variant="light" onClick={() => editor.addStart()}>
          {t(`${T}.addStart`)}
        </Button>
      )}
      {current ? <ElementForm key={current.id} editor={editor} element={current} nodes={elements.filter((e) => e.kind !== "sequenceFlow" && e.id !== current.id)} title={title} options={options} /> : <Text size="sm" c="dimmed">{t(`${T}.none`)}</Text>}
    </Stack>
  );
}

function ElementForm({ editor, element, nodes, title, options }: { editor: DiagramEditor; element: DiagramElement; nodes: DiagramElement[]; title(element: DiagramElement): string; options: PanelOptions }) {
  const { t } = useTranslation();
  const isNode = element.kind !== "sequenceFlow" && element.kind !== "other";
  // A form the diagram names that the tenant no longer has still shows, by its key, so it can be cleared.
  const forms = !element.form || options.forms.some((f) => f.value === element.form) ? options.forms : [...options.forms, { value: element.form, label: element.form }];
  const people = options.people.some((p) => p.value === element.assignee) || !element.assignee || element.assignee === STARTER ? options.people : [...options.people, { value: element.assignee, label: element.assignee }];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t(`${T}.kinds.${element.kind}`)}
      </Title>
      <TextInput label={t(`${T}.name`)} defaultValue={element.name} maxLength={255} onChange={(event) => editor.rename(element.id, event.currentTarget.value)} />
      {element.kind === "userTask" && (
        <>
          <Select
            label={t(`${T}.assignee`)}
            description={t(`${T}.assigneeHint`)}
            data={[{ value: STARTER, label: t(`${T}.starter`) }, ...people]}
            defaultValue={element.assignee || null}
            searchable
            clearable
            onChange={(value) => editor.setAssignee(element.id, value ?? "")}
          />
          <MultiSelect
            label={t(`${T}.candidateGroups`)}
            description={t(`${T}.candidateGroupsHint`)}
            data={options.groups}
            defaultValue={element.candidateGroups}
            searchable
            clearable
            onChange={(groups) => editor.setCandidateGroups(element.id, groups)}
          />
          <Select
            label={t(`${T}.form`)}
            description={t(`${T}.formHint`)}
            placeholder={t(`${T}.noForm`)}
            data={forms}
            defaultValue={element.form || null}
            searchable
            clearable
            onChange={(key) => editor.setForm(element.id, key ?? "")}
          />
        </>
      )}
      {element.conditional && <ConditionFields editor={editor} element={element} />}
      {isNode && element.kind !== "endEvent" && (
        <>
          <Text size="sm" fw={500} id={`append-${element.id}`}>
            {t(`${T}.addAfter`)}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={`append-${element.id}`}>
            {APPENDABLE.map((kind) => (
              <Button key={kind} size="xs" variant="default" onClick={() => editor.append(element.id, kind)}>
                {t(`${T}.kinds.${kind}`)}
              </Button>
            ))}
          </Group>
          <Select
            label={t(`${T}.connectTo`)}
            placeholder={t(`${T}.connectPick`)}
            data={nodes.filter((n) => n.kind !== "startEvent").map((n) => ({ value: n.id, label: `${title(n)} · ${t(`${T}.kinds.${n.kind}`)}` }))}
            value={null}
            searchable
            onChange={(target) => target && editor.connect(element.id, target)}
          />
        </>
      )}
      <Button variant="light" color="red" onClick={() => editor.remove(element.id)}>
        {t(`${T}.deleteElement`)}
      </Button>
    </Stack>
  );
}

/** A flow out of an exclusive gateway: its condition, read as it is typed by the engine's own parser. */
function ConditionFields({ editor, element }: { editor: DiagramEditor; element: DiagramElement }) {
  const { t } = useTranslation();
  const refusal = element.condition ? conditionRefusal(element.condition) : null;
  return (
    <>
      <TextInput
        label={t(`${T}.condition`)}
        description={t(`${T}.conditionHint`)}
        defaultValue={element.condition}
        error={refusal && providerText(t, refusal)}
        maxLength={512}
        onChange={(event) => editor.setCondition(element.id, event.currentTarget.value)}
      />
      <Checkbox label={t(`${T}.defaultFlow`)} checked={element.isDefault} onChange={(event) => editor.setDefault(element.id, event.currentTarget.checked)} />
    </>
  );
}
