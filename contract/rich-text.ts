/**
 * Rich text kept by the provider: only the allowed tags survive, every attribute is dropped but an
 * http(s) `href` on a link, and whatever else is removed (script and style with their content).
 * A notification's content takes inline words, paragraphs and lists; a news article also takes
 * headings, quotes and code, as the news editor writes them.
 */
const NOTIFICATION_TAGS: ReadonlySet<string> = new Set(["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li", "a"]);
const ARTICLE_TAGS: ReadonlySet<string> = new Set([...NOTIFICATION_TAGS, "h1", "h2", "h3", "h4", "blockquote", "s", "hr", "pre", "code"]);
/** Tags without content or closing tag. */
const VOID = new Set(["br", "hr"]);
/** Elements whose content is code, never text. */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[\s\S]*?(<\/\1\s*>|$)/gi;

const escapeText = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The href of an `<a>` tag's attributes, when it is an absolute http(s) address. */
function safeHref(attributes: string): string | undefined {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const raw = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim();
  const decoded = raw.replace(/&amp;/gi, "&");
  return /^https?:\/\/[^\s]+$/i.test(decoded) ? decoded : undefined;
}

function sanitise(html: string, allowed: ReadonlySet<string>): string {
  const withoutCode = html.replace(/<!--[\s\S]*?(-->|$)/g, "").replace(DROPPED_WITH_CONTENT, "");
  let out = "";
  const tag = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
  let last = 0;
  for (let match = tag.exec(withoutCode); match; match = tag.exec(withoutCode)) {
    out += escapeText(withoutCode.slice(last, match.index));
    last = tag.lastIndex;
    const [, closing, rawName, attributes] = match;
    const name = rawName.toLowerCase();
    if (!allowed.has(name)) continue;
    if (closing) out += VOID.has(name) ? "" : `</${name}>`;
    else if (name === "a") {
      const href = safeHref(attributes);
      out += href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">` : "<a>";
    } else out += `<${name}>`;
  }
  return out + escapeText(withoutCode.slice(last));
}

/** A notification's content. */
export const sanitiseHtml = (html: string): string => sanitise(html, NOTIFICATION_TAGS);

/** A news article's body: a notification's tags, and headings, quotes and code. */
export const sanitiseArticleHtml = (html: string): string => sanitise(html, ARTICLE_TAGS);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of sanitised HTML as plain text, cut at `max` characters with an ellipsis: a list's excerpt. */
export function htmlExcerpt(html: string, max: number): string {
  // A block's edge parts words; an inline tag does not (Chinese runs on through a bold word).
  const text = html
    .replace(/<\/?(p|h[1-6]|li|ul|ol|blockquote|pre|br|hr)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
