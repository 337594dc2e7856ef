/**
 * An uploaded SVG rebuilt from an allow-list: drawing elements and their presentation attributes
 * survive, everything else goes (script, foreignObject, image, animation, style, event handlers,
 * any reference outside the document). The text is read as XML: a document that is not well formed,
 * declares a DOCTYPE (entities) or whose root is not `<svg>` is no SVG at all (null).
 */
const ELEMENTS: ReadonlySet<string> = new Set([
  "svg", "g", "defs", "symbol", "use", "title", "desc",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "lineargradient", "radialgradient", "stop", "clippath", "mask",
]);

const ATTRIBUTES: ReadonlySet<string> = new Set([
  "id", "xmlns", "xmlns:xlink", "version", "viewbox", "preserveaspectratio", "width", "height", "x", "y", "dx", "dy",
  "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "d", "points", "transform", "opacity", "visibility",
  "fill", "fill-opacity", "fill-rule", "clip-rule", "clip-path", "mask", "stroke", "stroke-width", "stroke-linecap",
  "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-dasharray", "stroke-dashoffset",
  "font-family", "font-size", "font-weight", "font-style", "text-anchor", "dominant-baseline", "letter-spacing",
  "offset", "stop-color", "stop-opacity", "gradientunits", "gradienttransform", "spreadmethod", "clippathunits",
  "maskunits", "href", "xlink:href",
]);

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML's character references and five named entities; undefined for any other entity (none is declared). */
function decode(text: string): string | undefined {
  let unknown = false;
  const out = text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (_, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    if (Object.hasOwn(ENTITIES, name)) return ENTITIES[name];
    unknown = true;
    return "";
  });
  return unknown ? undefined : out;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A value that may stay: references only inside the document (`#id`, `url(#id)`), no script. */
function safeValue(name: string, value: string): boolean {
  const squeezed = value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
  if (name === "href" || name === "xlink:href") return /^#[\w.-]+$/.test(value.trim());
  if (squeezed.includes("javascript:") || squeezed.includes("data:")) return false;
  return !/url\((?!['"]?#)/.test(squeezed);
}

interface Tag {
  closing: boolean;
  name: string;
  attributes: [string, string][];
  selfClosing: boolean;
}

const TAG = /^<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

function readTag(text: string): { tag: Tag; length: number } | undefined {
  const match = TAG.exec(text);
  if (!match) return undefined;
  const [whole, closing, name, attributeText, selfClosing] = match;
  if (closing && (attributeText || selfClosing)) return undefined;
  const attributes = [...attributeText.matchAll(ATTRIBUTE)].map((a): [string, string] => [a[1], a[2] ?? a[3] ?? ""]);
  return { tag: { closing: closing === "/", name, attributes, selfClosing: selfClosing === "/" }, length: whole.length };
}

function openTag(tag: Tag, root: boolean): string | undefined {
  let out = `<${canonical(tag.name)}`;
  // The root names its namespaces first, as SVG is usually written; no other namespace stays.
  const xlink = tag.attributes.some(([name]) => name.toLowerCase() === "xlink:href" || name === "xmlns:xlink");
  const kept = new Map<string, string>(root ? [["xmlns", SVG_NAMESPACE], ...(xlink ? [["xmlns:xlink", XLINK_NAMESPACE] as [string, string]] : [])] : []);
  for (const [rawName, rawValue] of tag.attributes) {
    const name = rawName.toLowerCase();
    const value = decode(rawValue);
    if (value === undefined) return undefined;
    if (ATTRIBUTES.has(name) && !name.startsWith("xmlns") && safeValue(name, value)) kept.set(rawName, value);
  }
  for (const [name, value] of kept) out += ` ${name}="${escape(value)}"`;
  return out + (tag.selfClosing ? "/>" : ">");
}

/** SVG's camel-cased element names, kept as SVG spells them. */
const CAMEL: Record<string, string> = { lineargradient: "linearGradient", radialgradient: "radialGradient", clippath: "clipPath" };
const canonical = (name: string) => CAMEL[name.toLowerCase()] ?? name;

/** The sanitised document, or null when the text is not a well-formed SVG document. */
export function sanitiseSvg(source: string): string | null {
  const text = source.replace(/^\uFEFF/, "");
  const open: string[] = [];
  /** How deep inside a dropped element the reader is (its content goes with it). */
  let dropped = 0;
  let rootSeen = false;
  let out = "";
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->", 4);
      if (end < 0) return null;
      at += end + 3;
    } else if (rest.startsWith("<?")) {
      const end = rest.indexOf("?>", 2);
      if (end < 0 || rootSeen) return null;
      at += end + 2;
    } else if (rest.startsWith("<![CDATA[")) {
      const end = rest.indexOf("]]>", 9);
      if (end < 0 || open.length === 0) return null;
      if (dropped === 0) out += escape(rest.slice(9, end));
      at += end + 3;
    } else if (rest.startsWith("<!")) {
      // A DOCTYPE may declare entities (external ones, or a billion laughs): refused whole.
      return null;
    } else if (rest.startsWith("<")) {
      const read = readTag(rest);
      if (!read) return null;
      const { tag, length } = read;
      at += length;
      if (tag.closing) {
        if (open.pop() !== tag.name) return null;
        if (dropped > 0) dropped--;
        else out += `</${canonical(tag.name)}>`;
        continue;
      }
      const root = open.length === 0;
      if (root && (rootSeen || tag.name !== "svg")) return null;
      rootSeen = true;
      const allowed = dropped === 0 && ELEMENTS.has(tag.name.toLowerCase());
      const written = allowed ? openTag(tag, root) : "";
      if (written === undefined) return null;
      out += written;
      if (!tag.selfClosing) {
        open.push(tag.name);
        if (!allowed) dropped++;
      }
    } else {
      const end = rest.indexOf("<");
      const chunk = end < 0 ? rest : rest.slice(0, end);
      at += chunk.length;
      if (open.length === 0) {
        if (chunk.trim() !== "") return null;
        continue;
      }
      const words = decode(chunk);
      if (words === undefined) return null;
      if (dropped === 0) out += escape(words);
    }
  }
  return rootSeen && open.length === 0 ? out : null;
}
