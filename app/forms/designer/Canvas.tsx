import { Badge, Group, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState, type CSSProperties, type DragEvent, type KeyboardEvent, type RefObject } from "react";
import { labelIn, type FormField } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import { nextSpan, type DesignerAction } from "./design-state";
import type { Dragged } from "./drag";
import { FieldPreview } from "./FieldPreview";
import { FIELD_ICONS } from "./Palette";
import classes from "./designer.module.css";

const D = "resources.formDesigner";

interface Props {
  fields: readonly FormField[];
  selected: string | null;
  /** The ids of fields with a problem in their properties. */
  faulty: ReadonlySet<string>;
  dispatch: (action: DesignerAction) => void;
  announce: (text: string) => void;
  dragged: RefObject<Dragged | null>;
  onDrag: (dragged: Dragged | null) => void;
}

/**
 * The form's 12-column grid: each field at its span, drawn as it will look. A field is selected by
 * click or focus; it moves by drag or Alt+↑/↓, narrows and widens with Alt+←/→, and Delete removes it.
 */
export function Canvas({ fields, selected, faulty, dispatch, announce, dragged, onDrag }: Props) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const labelOf = (field: FormField) => labelIn(field.label, i18n.language) || field.name;

  // A field that moved, whose neighbour was removed, or that an undo put back keeps the keyboard's focus.
  const lastFocused = useRef<string | null>(null);
  useEffect(() => {
    const id = focusId ?? (document.activeElement === document.body ? lastFocused.current : null);
    if (id === null) return;
    list.current?.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(id)}"]`)?.focus();
    setFocusId(null);
  }, [focusId, fields]);

  const focusField = (index: number) => {
    const field = fields[Math.max(0, Math.min(fields.length - 1, index))];
    if (field) setFocusId(field.id);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, field: FormField, index: number) {
    const label = labelOf(field);
    const key = event.key;
    let handled = true;
    if (event.altKey && (key === "ArrowUp" || key === "ArrowDown")) {
      const to = index + (key === "ArrowUp" ? -1 : 1);
      if (to >= 0 && to < fields.length) {
        dispatch({ type: "move", id: field.id, to });
        announce(t(`${D}.canvas.moved`, { label, position: to + 1, count: fields.length }));
        setFocusId(field.id);
      }
    } else if (event.altKey && (key === "ArrowLeft" || key === "ArrowRight")) {
      const span = nextSpan(field.span, key === "ArrowLeft" ? -1 : 1);
      dispatch({ type: "span", id: field.id, span });
      announce(t(`${D}.canvas.resized`, { label, span }));
    } else if (key === "Delete" || key === "Backspace") {
      dispatch({ type: "remove", id: field.id });
      announce(t(`${D}.canvas.removed`, { label }));
      const neighbour = fields[index + 1] ?? fields[index - 1];
      if (neighbour) setFocusId(neighbour.id);
      else list.current?.focus();
    } else if (!event.altKey && (key === "ArrowUp" || key === "ArrowLeft")) focusField(index - 1);
    else if (!event.altKey && (key === "ArrowDown" || key === "ArrowRight")) focusField(index + 1);
    else if (key === "Home") focusField(0);
    else if (key === "End") focusField(fields.length - 1);
    else handled = false;
    if (handled) event.preventDefault();
  }

  const over = (index: number) => (event: DragEvent) => {
    if (!dragged.current) return;
    event.preventDefault();
    event.stopPropagation();
    setDropAt(index);
  };

  function onDrop(event: DragEvent) {
    event.preventDefault();
    const what = dragged.current;
    const at = dropAt ?? fields.length;
    setDropAt(null);
    onDrag(null);
    if (!what) return;
    if (what.kind === "type") {
      dispatch({ type: "add", fieldType: what.type, index: at });
      announce(t(`${D}.canvas.added`, { label: t(`${D}.types.${what.type}`), position: at + 1 }));
      return;
    }
    const from = fields.findIndex((field) => field.id === what.id);
    const to = at > from ? at - 1 : at;
    if (from >= 0 && to !== from) {
      dispatch({ type: "move", id: what.id, to });
      announce(t(`${D}.canvas.moved`, { label: labelOf(fields[from]), position: to + 1, count: fields.length }));
    }
  }

  return (
    <section aria-labelledby="form-canvas-title">
      <Title order={2} size="h5" id="form-canvas-title" mb={4}>
        {t(`${D}.canvas.title`)}
      </Title>
      <Text size="xs" c="dimmed" mb="xs" id="form-canvas-keys">
        {t(`${D}.canvas.keys`)}
      </Text>
      <div
        ref={list}
        role="listbox"
        aria-labelledby="form-canvas-title"
        aria-describedby="form-canvas-keys"
        tabIndex={fields.length === 0 ? 0 : -1}
        className={classes.canvas}
        data-over={dropAt !== null || undefined}
        onDragOver={over(fields.length)}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
        }}
        onDrop={onDrop}
      >
        {fields.length === 0 && (
          <Text size="sm" c="dimmed" className={classes.empty}>
            {t(`${D}.canvas.empty`)}
          </Text>
        )}
        {fields.map((field, index) => {
          const label = labelOf(field);
          const FieldIcon = FIELD_ICONS[field.type];
          const type = t(`${D}.types.${field.type}`);
          return (
            <div
              key={field.id}
              role="option"
              tabIndex={0}
              aria-selected={field.id === selected}
              aria-label={t(`${D}.canvas.field`, { label, type, span: field.span, position: index + 1, count: fields.length })}
              aria-invalid={faulty.has(field.id) || undefined}
              data-field-id={field.id}
              data-problem={faulty.has(field.id) || undefined}
              data-drop-before={dropAt === index || undefined}
              className={classes.tile}
              style={{ "--span": field.span } as CSSProperties}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", field.id);
                onDrag({ kind: "field", id: field.id });
              }}
              onDragEnd={() => {
                onDrag(null);
                setDropAt(null);
              }}
              onDragOver={over(index)}
              onFocus={() => {
                lastFocused.current = field.id;
                dispatch({ type: "select", id: field.id });
              }}
              onClick={() => dispatch({ type: "select", id: field.id })}
              onKeyDown={(event) => onKeyDown(event, field, index)}
            >
              <Group justify="space-between" gap={4} wrap="nowrap" mb={4}>
                <Group gap={4} wrap="nowrap" miw={0}>
                  <FieldIcon size={14} aria-hidden />
                  <Text size="sm" fw={500} truncate>
                    {label}
                    {field.required && <span aria-hidden> *</span>}
                  </Text>
                </Group>
                <Badge variant="default" size="xs" aria-hidden>
                  {t(`${D}.canvas.span`, { span: field.span })}
                </Badge>
              </Group>
              <div aria-hidden>
                <FieldPreview field={field} />
              </div>
              {faulty.has(field.id) && (
                <Text size="xs" c="red.8" mt={4} aria-hidden>
                  {t(`${D}.canvas.hasProblem`)}
                </Text>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
