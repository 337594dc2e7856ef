import { Alert, Stack, VisuallyHidden } from "@mantine/core";
import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import { addFormSchema, saveFormSchema, type FormDesign } from "#contract/dev/form";
import { issueMessage } from "#contract/messages";
import { useTranslation } from "~/i18n/react";
import { providerText } from "~/lib/messages";
import { Canvas } from "./Canvas";
import { designerReducer, startHistory, type DesignerAction } from "./design-state";
import { designProblems, problemsUnder } from "./design-problems";
import { DesignerHeader, type FormHeader } from "./DesignerHeader";
import type { Dragged } from "./drag";
import { LeaveDialog } from "./LeaveDialog";
import { Palette } from "./Palette";
import { PropertiesPanel } from "./PropertiesPanel";
import type { DictionaryType } from "./RuleInputs";
import classes from "./designer.module.css";

const D = "resources.formDesigner";

/** What a save posts: the contract's add (new) or save (next version) body. */
export interface FormDraft extends FormHeader {
  schema: FormDesign;
}

interface Props {
  initial: FormDraft;
  /** The saved form's id and version; null for a new one. */
  saved: { id: string; version: number } | null;
  dictTypes: readonly DictionaryType[];
  canSave: boolean;
  saving: boolean;
  /** The server's refusals by path (`key`, `schema.fields.0.name`), in the provider's words. */
  serverErrors: Record<string, string>;
  onSave: (draft: FormDraft) => void;
  /** The form as it will be filled in, for the preview dialog. */
  preview?: (design: FormDesign, name: string, close: () => void) => ReactNode;
}

const snapshot = (draft: FormDraft) => JSON.stringify(draft);

/**
 * The form designer: the palette, the canvas and the selected field's properties, with the form's
 * header. Every change is a step of undo; a save is checked with the contract's schema first.
 */
export function FormDesigner({ initial, saved, dictTypes, canSave, saving, serverErrors, onSave, preview }: Props) {
  const { t } = useTranslation();
  const [history, dispatch] = useReducer(designerReducer, initial.schema, startHistory);
  const [header, setHeader] = useState<FormHeader>({ name: initial.name, key: initial.key, description: initial.description });
  const [announced, setAnnounced] = useState("");
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const dragged = useRef<Dragged | null>(null);
  const design = history.present.design;
  const draft: FormDraft = { ...header, schema: design };

  // What was last saved (or loaded): leaving with anything else asks first.
  const [baseline, setBaseline] = useState(() => snapshot(initial));
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (saved && posted.current) setBaseline(posted.current);
    posted.current = null;
  }, [saved?.version]);
  const dirty = snapshot(draft) !== baseline;
  useBeforeUnload(useCallback((event) => dirty && event.preventDefault(), [dirty]));
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  const problems = useMemo(() => designProblems(design), [design]);
  const faulty = useMemo(() => new Set(design.fields.filter((_, index) => Object.keys(problems).some((path) => path.startsWith(`fields.${index}.`))).map((field) => field.id)), [design, problems]);
  const index = design.fields.findIndex((field) => field.id === history.present.selected);
  const own = { ...problemsUnder(serverErrors, `schema.fields.${index}.`), ...problemsUnder(problems, `fields.${index}.`) };
  const word = (message: string | undefined) => (message ? providerText(t, message) : undefined);
  const headerErrors = checked ?? serverErrors;

  const act = (action: DesignerAction, words?: string) => {
    dispatch(action);
    if (words) setAnnounced(words);
  };
  const undo = () => act({ type: "undo" }, t(history.past.length ? `${D}.canvas.undone` : `${D}.canvas.nothing`));
  const redo = () => history.future.length > 0 && act({ type: "redo" }, t(`${D}.canvas.redone`));

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) within the designer, or where focus fell back to the page after a step.
  const root = useRef<HTMLDivElement>(null);
  const keys = useRef({ undo, redo });
  keys.current = { undo, redo };
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      const target = event.target as Node;
      if (!(event.ctrlKey || event.metaKey) || event.altKey || (target !== document.body && !root.current?.contains(target))) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) keys.current.undo();
      else if ((key === "z" && event.shiftKey) || key === "y") keys.current.redo();
      else return;
      event.preventDefault();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  function save() {
    const body = saved ? { ...draft, id: saved.id } : draft;
    const result = (saved ? saveFormSchema : addFormSchema).safeParse(body, { error: issueMessage });
    const found: Record<string, string> = {};
    if (!result.success) for (const issue of result.error.issues) found[issue.path.map(String).join(".")] ??= issue.message;
    setChecked(found);
    const first = design.fields.find((field) => faulty.has(field.id));
    if (first) dispatch({ type: "select", id: first.id });
    if (!result.success) return;
    posted.current = snapshot(draft);
    onSave(draft);
  }

  const count = Object.keys(problems).length;
  return (
    <Stack gap="sm" ref={root}>
      <DesignerHeader
        header={header}
        onChange={setHeader}
        version={saved?.version ?? null}
        error={(path) => word(headerErrors[path])}
        canSave={canSave}
        saving={saving}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        onSave={save}
        onUndo={undo}
        onRedo={redo}
        onPreview={preview ? () => setPreviewing(true) : null}
        canPreview={count === 0 && design.fields.length > 0}
      />
      {checked && count > 0 && (
        <Alert color="red" variant="light" py="xs" role="alert">
          {t(`${D}.header.problems`, { count })}
        </Alert>
      )}
      <VisuallyHidden aria-live="polite" role="status" data-testid="designer-announcement">
        {announced}
      </VisuallyHidden>
      <div className={classes.panes}>
        <div className={`${classes.pane} ${classes.palettePane}`}>
          <Palette disabled={design.fields.length >= 60} onDrag={(what) => (dragged.current = what)} onAdd={(type) => act({ type: "add", fieldType: type }, t(`${D}.canvas.added`, { label: t(`${D}.types.${type}`), position: design.fields.length + 1 }))} />
        </div>
        <div className={`${classes.pane} ${classes.canvasPane}`}>
          <Canvas fields={design.fields} selected={history.present.selected} faulty={faulty} dispatch={dispatch} announce={setAnnounced} dragged={dragged} onDrag={(what) => (dragged.current = what)} />
        </div>
        <div className={`${classes.pane} ${classes.propsPane}`}>
          <PropertiesPanel field={design.fields[index]} index={index} count={design.fields.length} dispatch={dispatch} error={(path) => word(own[path])} dictTypes={dictTypes} />
        </div>
      </div>
      {previewing && preview?.(design, header.name, () => setPreviewing(false))}
      <LeaveDialog blocker={blocker} />
    </Stack>
  );
}
