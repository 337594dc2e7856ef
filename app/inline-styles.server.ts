import { readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import type { StylesheetText } from "./inline-styles";

/**
 * The text of a built stylesheet (`/assets/<name>.css`) in `assets`, read once per process: the
 * files are content-hashed, so a name never changes its text. Anything else, a file that is not
 * there (the development server serves its own) or a text that could close its `<style>`
 * element answers undefined, and the page links the stylesheet instead.
 */
export function stylesheetsIn(assets: string): StylesheetText {
  const folder = resolve(assets);
  const kept = new Map<string, string | undefined>();
  return (href) => {
    if (kept.has(href)) return kept.get(href);
    const name = /^\/assets\/([\w.-]+\.css)$/.exec(href)?.[1];
    const path = name ? resolve(folder, name) : undefined;
    let text: string | undefined;
    try {
      text = path?.startsWith(folder + sep) ? readFileSync(path, "utf8") : undefined;
    } catch {
      text = undefined;
    }
    if (text?.toLowerCase().includes("</style")) text = undefined;
    kept.set(href, text);
    return text;
  };
}

/** The production build's stylesheets, where server.ts serves them from. */
export const builtStylesheet = stylesheetsIn("build/client/assets");
