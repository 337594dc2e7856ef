import Fuse from "fuse.js";
import { MENU_SEARCH } from "~/lib/constants";
import { menuTitle, type ShellMenuNode } from "./menu";

/** One page the menu search can open. */
export interface MenuSearchEntry {
  path: string;
  title: string;
  /** Titles of the directories above the page, root first. */
  trail: string[];
  /** Full pinyin and initials of the title ("yonghuguanli yhgl"), only when `pinyinApplies`. */
  pinyin?: string;
}

export interface MenuSearchOptions {
  language: string;
  /** The "pinyin menu search" setting (SPEC §2); it applies to Chinese UI languages only. */
  pinyin: boolean;
  /** Pinyin of a title, once `loadPinyin` has brought its dictionary; until then titles are searched without. */
  pinyinOf?: PinyinOf | null;
}

export type PinyinOf = (title: string) => string;

export interface MenuSearchIndex {
  entries: MenuSearchEntry[];
  fuse: Fuse<MenuSearchEntry>;
}

const MAX_RESULTS = 20;

/** Whether titles are searchable by pinyin (SPEC §2: Chinese only, if enabled). */
export function pinyinApplies({ language, pinyin }: MenuSearchOptions): boolean {
  return pinyin && (language === "zh" || language === "tw");
}

/**
 * Loads pinyin-pro on demand: its dictionary is large, and only Chinese users with the setting
 * on need it, so it never ships with the shell.
 */
export async function loadPinyin(): Promise<PinyinOf> {
  const { pinyin: toPinyin } = await import("pinyin-pro");
  return (title) => {
    // `v: true` writes ü as v, the way pinyin keyboards type it (绿 → lv).
    const join = (syllables: string[]) => syllables.join("").toLowerCase().replace(/\s+/g, "");
    const full = join(toPinyin(title, { toneType: "none", type: "array", v: true }));
    const initials = join(toPinyin(title, { pattern: "first", toneType: "none", type: "array", v: true }));
    return `${full} ${initials}`;
  };
}

/** Every page of the menu the user may open (visible nodes with a path), ready for `searchMenu`. */
export function buildSearchIndex(menu: readonly ShellMenuNode[], options: MenuSearchOptions): MenuSearchIndex {
  const pinyinOf = pinyinApplies(options) ? options.pinyinOf : null;
  const entries: MenuSearchEntry[] = [];
  const seen = new Set<string>();

  const walk = (nodes: readonly ShellMenuNode[], trail: string[]) => {
    for (const node of nodes) {
      if (node.hidden) continue;
      const title = menuTitle(node, options.language);
      const path = node.menuPath;
      if (path && !seen.has(path.toLowerCase())) {
        seen.add(path.toLowerCase());
        entries.push({ path, title, trail, ...(pinyinOf ? { pinyin: pinyinOf(title) } : {}) });
      }
      walk(node.children, [...trail, title]);
    }
  };
  walk(menu, []);

  const fuse = new Fuse(entries, {
    threshold: MENU_SEARCH.threshold,
    ignoreLocation: true,
    keys: [
      { name: "title", weight: MENU_SEARCH.weights.title },
      { name: "pinyin", weight: MENU_SEARCH.weights.pinyin },
      { name: "path", weight: MENU_SEARCH.weights.path },
    ],
  });
  return { entries, fuse };
}

/** The pages matching `query`, best first; a blank query matches nothing. */
export function searchMenu(index: MenuSearchIndex, query: string): MenuSearchEntry[] {
  const wanted = query.trim();
  if (!wanted) return [];
  return index.fuse.search(wanted, { limit: MAX_RESULTS }).map((result) => result.item);
}
