import { ALWAYS_ALLOWED } from "~/auth/access";
import type { ShellMenuNode } from "./menu";

/** The tags view's open pages (SPEC §2 "Shell behaviour"): one tab per visited pathname. */
export interface Tab {
  /** The lower-cased pathname: routes match case-insensitively. */
  readonly key: string;
  /** Where the tab was last left, with its search and hash (filters, page, sort). */
  readonly url: string;
  readonly pinned: boolean;
}

/** What a close leaves: the tabs, and where to go when the active tab went with them. */
export interface Closed {
  tabs: readonly Tab[];
  next?: string;
}

export const WORKBENCH_PATH = "/workbench";
export const MAX_TABS = 30;
export const TAGS_STORAGE_KEY = "tagsView";

const WORKBENCH: Tab = { key: WORKBENCH_PATH, url: WORKBENCH_PATH, pinned: true };

export function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0];
}

export function tabKey(url: string): string {
  const path = pathOf(url);
  return (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
}

/** Opens the tab for `url` at the end, or moves an open one to `url`; the workbench stays first. */
export function visit(tabs: readonly Tab[], url: string): Tab[] {
  const key = tabKey(url);
  const next = tabs.some((tab) => tab.key === key)
    ? tabs.map((tab) => (tab.key === key ? { ...tab, url } : tab))
    : [...tabs, { key, url, pinned: false }];
  const workbench = next.find((tab) => tab.key === WORKBENCH.key) ?? WORKBENCH;
  return capped([{ ...workbench, pinned: true }, ...next.filter((tab) => tab !== workbench)]);
}

export function close(tabs: readonly Tab[], key: string, activeKey: string): Closed {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0 || tabs[index].pinned) return { tabs };
  const rest = tabs.filter((_, i) => i !== index);
  if (key !== activeKey) return { tabs: rest };
  return { tabs: rest, next: (rest[index] ?? rest[index - 1]).url };
}

export function closeOthers(tabs: readonly Tab[], key: string, activeKey: string): Closed {
  return leave(tabs.filter((tab) => tab.pinned || tab.key === key), activeKey, key);
}

export function closeAll(tabs: readonly Tab[], activeKey: string): Closed {
  return leave(tabs.filter((tab) => tab.pinned), activeKey, WORKBENCH.key);
}

/** When the active tab was closed, go to the tab the user kept (`goTo`), else the first. */
function leave(kept: Tab[], activeKey: string, goTo: string): Closed {
  if (kept.some((tab) => tab.key === activeKey)) return { tabs: kept };
  return { tabs: kept, next: (kept.find((tab) => tab.key === goTo) ?? kept[0]).url };
}

/**
 * The pages this user may open (SPEC §6): every route of their menu, hidden ones included, and
 * the pages open to every logged-in user. Refused and unknown paths never become tabs.
 */
export function openablePaths(menu: readonly ShellMenuNode[]): Set<string> {
  const paths = new Set([...ALWAYS_ALLOWED].map(tabKey));
  const walk = (nodes: readonly ShellMenuNode[]) => {
    for (const node of nodes) {
      if (node.menuPath) paths.add(tabKey(node.menuPath));
      walk(node.children);
    }
  };
  walk(menu);
  return paths;
}

/** Visits `url` if the user may open it; otherwise the tabs stay as they are. */
export function visitOpenable(tabs: readonly Tab[], url: string, openable: ReadonlySet<string>): Tab[] {
  if (openable.has(tabKey(url))) return visit(tabs, url);
  return tabs.length > 0 ? [...tabs] : [WORKBENCH];
}

/** After a post or role switch: the tabs of pages the new roles cannot open close. */
export function keepOpenable(tabs: readonly Tab[], openable: ReadonlySet<string>): Tab[] {
  return tabs.filter((tab) => tab.pinned || openable.has(tab.key));
}

/** Only the urls are stored: keys and pins follow from them. */
export function serialise(tabs: readonly Tab[]): string {
  return JSON.stringify(tabs.map((tab) => tab.url));
}

/** Whatever sessionStorage holds (possibly hand-edited or from an older build), a valid list. */
export function deserialise(text: string | null): Tab[] {
  let urls: unknown;
  try {
    urls = JSON.parse(text ?? "[]");
  } catch {
    urls = [];
  }
  const valid = Array.isArray(urls) ? urls.filter(isAppUrl) : [];
  return valid.reduce<Tab[]>((tabs, url) => visit(tabs, url), [WORKBENCH]);
}

/** Same-origin paths only: browsers read "//host" and "/\host" as another site. */
function isAppUrl(url: unknown): url is string {
  return typeof url === "string" && /^\/(?![/\\])/.test(url);
}

/** Drops the oldest unpinned tabs beyond MAX_TABS. */
function capped(tabs: Tab[]): Tab[] {
  let excess = tabs.length - MAX_TABS;
  return excess > 0 ? tabs.filter((tab) => tab.pinned || excess-- <= 0) : tabs;
}
