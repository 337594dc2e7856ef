/**
 * Pages without React carry their stylesheets in the HTML (decision 0040). Since every logged-in
 * page's CSS is one stylesheet (decision 0042), such a page keeps only the rules that can match
 * it: a rule goes when its selectors name a class the page does not have. Anything this cannot
 * judge stays (a class inside `:not()`, `:is()` or any other parenthesis, a rule without a class,
 * an at-rule it does not open).
 */

type Node = { kind: "rule"; classes: string[][]; text: string } | { kind: "block"; prelude: string; children: Node[] } | { kind: "other"; text: string };

/** At-rules whose body holds rules that are kept or dropped one by one. */
const OPENED = /^@(layer|media|supports|container)\b/i;

/** Parses a stylesheet into rules and blocks; the text of each rule is kept as written. */
export function parseStylesheet(css: string): Node[] {
  let at = 0;
  const read = (): Node[] => {
    const nodes: Node[] = [];
    while (at < css.length) {
      const start = skipSpace(css, at);
      if (start >= css.length) {
        at = start;
        break;
      }
      if (css[start] === "}") {
        at = start + 1;
        return nodes;
      }
      const end = preludeEnd(css, start);
      const prelude = css.slice(start, end).trim();
      if (css[end] !== "{") {
        // A statement (`@layer a, b;`, `@import …;`), ended by its `;` or by the block's `}`.
        at = css[end] === "}" ? end : end + 1;
        if (prelude) nodes.push({ kind: "other", text: `${prelude};` });
        continue;
      }
      if (prelude.startsWith("@") && OPENED.test(prelude)) {
        at = end + 1;
        nodes.push({ kind: "block", prelude, children: read() });
        continue;
      }
      const close = blockEnd(css, end);
      const text = css.slice(start, close + 1);
      at = close + 1;
      nodes.push(prelude.startsWith("@") ? { kind: "other", text } : { kind: "rule", classes: selectorClasses(prelude), text });
    }
    return nodes;
  };
  return read();
}

/** The stylesheet with the rules that cannot match a page with these classes taken out. */
export function usedRules(nodes: Node[], classes: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "other") out += node.text;
    else if (node.kind === "rule") {
      if (node.classes.some((needed) => needed.every((name) => classes.has(name)))) out += node.text;
    } else {
      const inner = usedRules(node.children, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/**
 * For each selector of a comma list, the classes it needs outside any parenthesis. A list whose
 * selector needs no class matches whatever classes the page has.
 */
export function selectorClasses(selectorList: string): string[][] {
  return splitOutside(selectorList, ",").map((selector) => {
    const flat = outsideParentheses(selector);
    return [...flat.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
  });
}

/** The class names a page's HTML uses (its `class` attributes). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const parsed = new Map<string, Node[]>();
const pruned = new Map<string, string>();
const KEPT_PRUNINGS = 200;

/**
 * The page's HTML with each inline stylesheet (`<style data-href>`) cut to the rules its classes
 * can use. A stylesheet's parse is kept by its href (content-hashed), and its cut by href and
 * class set: the login page has a handful of class sets (with and without an error, per tab).
 */
export function withUsedCss(html: string): string {
  const classes = classesIn(html);
  const key = [...classes].sort().join(" ");
  return html.replace(/(<style\b[^>]*\sdata-href="([^"]+)"[^>]*>)([\s\S]*?)(<\/style>)/g, (_whole, open: string, href: string, css: string, close: string) => {
    const cacheKey = `${href}\n${key}`;
    let text = pruned.get(cacheKey);
    if (text === undefined) {
      let nodes = parsed.get(href);
      if (!nodes) parsed.set(href, (nodes = parseStylesheet(css)));
      text = usedRules(nodes, classes);
      if (pruned.size >= KEPT_PRUNINGS) pruned.delete(pruned.keys().next().value as string);
      pruned.set(cacheKey, text);
    }
    return `${open}${text}${close}`;
  });
}

function skipSpace(css: string, at: number): number {
  for (;;) {
    while (at < css.length && /\s/.test(css[at])) at++;
    if (css.startsWith("/*", at)) {
      const end = css.indexOf("*/", at + 2);
      at = end < 0 ? css.length : end + 2;
      continue;
    }
    return at;
  }
}

/** Where a prelude ends: its `{`, or the `;` or `}` of a statement, outside strings and parentheses. */
function preludeEnd(css: string, at: number): number {
  let depth = 0;
  for (let i = at; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth <= 0 && (c === "{" || c === ";" || c === "}")) return i;
  }
  return css.length;
}

/** The `}` that closes the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (css.startsWith("/*", i)) {
      const end = css.indexOf("*/", i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return css.length - 1;
}

function stringEnd(css: string, open: number): number {
  const quote = css[open];
  for (let i = open + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") i = stringEnd(text, i);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

function outsideParentheses(selector: string): string {
  let depth = 0;
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '"' || c === "'") {
      const end = stringEnd(selector, i);
      if (depth === 0) out += " ";
      i = end;
    } else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0) out += c;
  }
  return out;
}
