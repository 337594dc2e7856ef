/**
 * Notification content is rich text: only these tags survive, every attribute is dropped but an
 * http(s) `href` on a link, and whatever else is removed (script and style with their content).
 */
const ALLOWED = new Set(["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li", "a"]);
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

export function sanitiseHtml(html: string): string {
  const withoutCode = html.replace(/<!--[\s\S]*?(-->|$)/g, "").replace(DROPPED_WITH_CONTENT, "");
  let out = "";
  const tag = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
  let last = 0;
  for (let match = tag.exec(withoutCode); match; match = tag.exec(withoutCode)) {
    out += escapeText(withoutCode.slice(last, match.index));
    last = tag.lastIndex;
    const [, closing, rawName, attributes] = match;
    const name = rawName.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) out += name === "br" ? "" : `</${name}>`;
    else if (name === "a") {
      const href = safeHref(attributes);
      out += href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">` : "<a>";
    } else out += `<${name}>`;
  }
  return out + escapeText(withoutCode.slice(last));
}
