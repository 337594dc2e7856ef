import { useLocation } from "@remix-run/react";
import { useEffect, type RefObject } from "react";
import { TENANT_NAME_STORAGE_KEY } from "./areas";
import { isSessionExpired, subscribeSessionExpired } from "./session-expired";
import { tabKey, TAGS_STORAGE_KEY } from "./tags";

/** A form field's value: text, a multi-select or checkbox group's values, or one checkbox. */
export type DraftValue = string | string[] | boolean;
/** Unsaved form input of one page, by field name. */
export type Draft = Record<string, DraftValue>;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Never kept: secrets, files, server-set values and buttons. */
const SKIPPED_TYPES = new Set(["password", "hidden", "file", "submit", "button", "reset", "image"]);
const FIELDS = "form:not([data-no-draft]) :is(input, select, textarea)[name]:not(:disabled)";
const DRAFT_PREFIX = "tabDraft:";

export function draftKey(pathname: string): string {
  return DRAFT_PREFIX + tabKey(pathname);
}

export function clearDraft(pathname: string): void {
  sessionStorage.removeItem(draftKey(pathname));
}

/** What the shell keeps of the logged-in user in localStorage (SPEC §3). */
export const USER_STORAGE_KEYS = ["userId", "userName"] as const;

/**
 * Forgets what this browser keeps of the user: open pages, drafts, the tenant name (SPEC §9)
 * and the user's id and name (SPEC §3). On logout, so the next user starts clean.
 */
export function clearTabSession(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key === TAGS_STORAGE_KEY || key === TENANT_NAME_STORAGE_KEY || key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  }
  for (const key of USER_STORAGE_KEYS) localStorage.removeItem(key);
}

/**
 * The fields of `current` whose value differs from `baseline`, the page as it was first drawn.
 * Fields missing from the baseline are left out: without knowing what the server drew there,
 * restoring them could overwrite fresher data.
 */
export function draftChanges(current: Draft, baseline: Draft): Draft {
  return Object.fromEntries(
    Object.entries(current).filter(
      ([name, value]) => name in baseline && JSON.stringify(value) !== JSON.stringify(baseline[name]),
    ),
  );
}

/** A stored draft, or null when sessionStorage holds nothing usable. */
export function parseDraft(text: string | null): Draft | null {
  try {
    const value: unknown = JSON.parse(text ?? "null");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    return entries.length > 0 && entries.every(([, field]) => isDraftValue(field)) ? (value as Draft) : null;
  } catch {
    return null;
  }
}

function isDraftValue(value: unknown): value is DraftValue {
  return (
    typeof value === "string" ||
    typeof value === "boolean" ||
    (Array.isArray(value) && value.every((item) => typeof item === "string"))
  );
}

function draftFields(container: ParentNode): Field[] {
  return [...container.querySelectorAll<Field>(FIELDS)].filter((field) => !SKIPPED_TYPES.has(field.type));
}

/** The current values of the named fields in the container's forms not marked `data-no-draft`. */
export function snapshotForm(container: ParentNode): Draft {
  const fields = draftFields(container);
  const draft: Draft = {};
  for (const field of fields) {
    const { name, type } = field;
    if (type === "radio") {
      if ((field as HTMLInputElement).checked) draft[name] = field.value;
      else draft[name] ??= "";
    } else if (type === "checkbox") {
      const group = fields.filter((other) => other.type === "checkbox" && other.name === name) as HTMLInputElement[];
      draft[name] = group.length > 1 ? group.filter((box) => box.checked).map((box) => box.value) : group[0].checked;
    } else if (field instanceof HTMLSelectElement && field.multiple) {
      draft[name] = [...field.selectedOptions].map((option) => option.value);
    } else {
      draft[name] = field.value;
    }
  }
  return draft;
}

/** Writes a draft back into the fields that exist, in ways React-controlled inputs notice. */
export function restoreForm(container: ParentNode, draft: Draft): void {
  for (const field of draftFields(container)) {
    const wanted = draft[field.name];
    if (wanted === undefined) continue;
    if (field.type === "checkbox" || field.type === "radio") {
      const box = field as HTMLInputElement;
      const on = Array.isArray(wanted) ? wanted.includes(box.value) : wanted === true || wanted === box.value;
      // click() fires the events React listens to for checkboxes and radios; a radio only turns on.
      if (box.checked !== on && (on || box.type === "checkbox")) box.click();
    } else if (field instanceof HTMLSelectElement && field.multiple) {
      const values = [wanted].flat().map(String);
      for (const option of field.options) option.selected = values.includes(option.value);
      notify(field);
    } else if (field.value !== String(wanted)) {
      // React tracks the value through its own setter; the prototype's setter goes around it.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, String(wanted));
      notify(field);
    }
  }
}

function notify(field: Field) {
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

function storeDraft(pathname: string, draft: Draft) {
  if (Object.keys(draft).length === 0) clearDraft(pathname);
  else sessionStorage.setItem(draftKey(pathname), JSON.stringify(draft));
}

/**
 * Keeps each page's unsaved form input while the user visits other tabs. The draft is written
 * as the user types, not when leaving: by the time a location change is seen, the next page has
 * already replaced the forms. Edits are measured against the page as first drawn, since React
 * keeps a controlled input's defaultValue equal to its value.
 */
export function useTabDrafts(containerRef: RefObject<HTMLElement>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let baseline: Draft = {};
    // Fields drawn late (lazy panels) join the baseline before the user can touch them.
    const remember = () => {
      baseline = { ...snapshotForm(container), ...baseline };
    };
    const save = () => storeDraft(pathname, draftChanges(snapshotForm(container), baseline));
    const discard = () => clearDraft(pathname);
    // A submission refused for an expired session keeps its input for after Re-Login (SPEC §8).
    const keepOnExpiry = () => {
      if (isSessionExpired()) save();
    };
    const unsubscribe = subscribeSessionExpired(keepOnExpiry);
    const frame = requestAnimationFrame(() => {
      remember();
      const draft = parseDraft(sessionStorage.getItem(draftKey(pathname)));
      if (draft) restoreForm(container, draft);
    });
    const listeners: [string, () => void][] = [
      ["focusin", remember],
      ["pointerdown", remember],
      ["input", save],
      ["change", save],
      ["submit", discard],
    ];
    for (const [type, listener] of listeners) container.addEventListener(type, listener, true);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      for (const [type, listener] of listeners) container.removeEventListener(type, listener, true);
    };
  }, [containerRef, pathname]);
}
