/** SPEC §4 new-version check: a release changes the hashed script names the home page lists. */

const TAG = /<(script|link|meta)\b([^>]*)>/gi;

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The external scripts and module preloads of a page, in document order (inline scripts carry no
 * name), and the release a page without the app's scripts names in `<meta name="release">`.
 */
export function scriptList(html: string): string[] {
  const list: string[] = [];
  for (const [, tag, attrs] of html.matchAll(TAG)) {
    if (tag.toLowerCase() === "meta") {
      const release = attribute(attrs, "name")?.toLowerCase() === "release" ? attribute(attrs, "content") : undefined;
      if (release) list.push(`release:${release}`);
      continue;
    }
    const url =
      tag.toLowerCase() === "script"
        ? attribute(attrs, "src")
        : attribute(attrs, "rel")?.toLowerCase().split(/\s+/).includes("modulepreload")
          ? attribute(attrs, "href")
          : undefined;
    if (url) list.push(url);
  }
  return list;
}

export function sameScripts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((src, i) => src === b[i]);
}
