import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per process, with only the languages the generator writes and one light and one dark theme. */
function highlighterOnce(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import("@shikijs/themes/github-light"), import("@shikijs/themes/github-dark")],
    langs: [import("@shikijs/langs/typescript"), import("@shikijs/langs/tsx"), import("@shikijs/langs/markdown")],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const LANGUAGES = new Set(["typescript", "tsx", "markdown"]);

/**
 * A file as highlighted HTML (shiki escapes the code itself): light colours inline, the dark
 * theme's as `--shiki-dark` variables that the dark colour scheme switches to.
 */
export async function highlighted(code: string, language: string): Promise<string> {
  const shiki = await highlighterOnce();
  return shiki.codeToHtml(code, { lang: LANGUAGES.has(language) ? language : "typescript", themes: { light: "github-light", dark: "github-dark" } });
}
