import type { HsSegment } from "../../contract/hs";

/**
 * How the public HS lookup reads a keyword and ranks what the full-text index finds: pure
 * functions, so the rules are tested without a database. services/hs-codes.ts runs them.
 */

/** Words that must all appear in a description; a phrase's next to each other, in order. */
export interface Alternative {
  words: readonly string[];
  phrase: boolean;
}

/** One word of the query and the ways the HS texts may say it: itself or a synonym. */
export type TermGroup = readonly Alternative[];

export type HsKeyword = { kind: "code"; digits: string } | { kind: "words"; groups: TermGroup[] };

const phrase = (text: string): Alternative => ({ words: text.split(" "), phrase: true });
const allOf = (text: string): Alternative => ({ words: text.split(" "), phrase: false });

export const STOP_WORDS: ReadonlySet<string> = new Set(["a", "an", "and", "for", "in", "of", "or", "the", "to", "with"]);

/**
 * Everyday words the HS texts do not use, and what they say instead. Kept small on purpose:
 * a word earns a place when people type it into a lookup box and would otherwise find
 * nothing useful. A plural finds its singular's entry; a key may be two words ("t shirt").
 */
export const SYNONYMS: Readonly<Record<string, readonly Alternative[]>> = {
  "t shirt": [phrase("t shirt")],
  tshirt: [phrase("t shirt")],
  tee: [phrase("t shirt")],
  "office chair": [allOf("swivel seat")],
  chair: [allOf("seat")],
  sofa: [allOf("seat")],
  couch: [allOf("seat")],
  laptop: [allOf("portable automatic data processing")],
  notebook: [allOf("portable automatic data processing")],
  phone: [allOf("telephone")],
  smartphone: [allOf("telephone")],
  cellphone: [allOf("telephone")],
  sneaker: [allOf("footwear")],
  shoe: [allOf("footwear")],
  tv: [allOf("television")],
  fridge: [allOf("refrigerator")],
  bike: [allOf("bicycle")],
};

/** A code typed in part or in full: digits, perhaps with dots or spaces (6109, 6109.10, 61). */
const CODE_KEYWORD = /^[\d.\s]*\d[\d.\s]*$/;
/** HS codes have 6 digits; a national code's further digits (6109.10.0012) only narrow within one. */
const HS_DIGITS = 6;

/** The synonyms of a word or two-word key, trying the singular when the plural has none. */
function synonymsOf(key: string): readonly Alternative[] | undefined {
  for (const candidate of [key, key.replace(/s$/, ""), key.replace(/es$/, "")]) {
    if (Object.hasOwn(SYNONYMS, candidate)) return SYNONYMS[candidate];
  }
  return undefined;
}

/** Lower case, possessive 's dropped, hyphens and other punctuation to spaces, stop words out. */
export function normaliseWords(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .replace(/['\u2019]s\b/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word !== "" && !STOP_WORDS.has(word));
}

/** The FTS5 text of one alternative: each word quoted, so no word is read as an operator. */
export function alternativeExpression(alternative: Alternative): string {
  if (alternative.phrase || alternative.words.length === 1) return `"${alternative.words.join(" ")}"`;
  return `(${alternative.words.map((word) => `"${word}"`).join(" AND ")})`;
}

export function groupExpression(group: TermGroup): string {
  return group.length === 1 ? alternativeExpression(group[0]) : `(${group.map(alternativeExpression).join(" OR ")})`;
}

/** Any group matching makes a candidate; how many match is the first ranking key. */
export function matchExpression(groups: readonly TermGroup[]): string {
  return groups.map(groupExpression).join(" OR ");
}

/** Reads a keyword as a code prefix or as word groups (each word with its synonyms). */
export function parseKeyword(keyword: string): HsKeyword {
  if (CODE_KEYWORD.test(keyword)) return { kind: "code", digits: keyword.replace(/\D/g, "").slice(0, HS_DIGITS) };
  const words = normaliseWords(keyword);
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    // A two-word key ("t shirts") takes both words as one phrase.
    const pair = words.slice(i, i + 2).join(" ");
    const pairSynonyms = i + 1 < words.length ? synonymsOf(pair) : undefined;
    const alternatives = pairSynonyms ? [phrase(pair), ...pairSynonyms] : [allOf(words[i]), ...(synonymsOf(words[i]) ?? [])];
    if (pairSynonyms) i++;
    const group = alternatives.filter((a, j) => alternatives.findIndex((b) => alternativeExpression(b) === alternativeExpression(a)) === j);
    const key = groupExpression(group);
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push(group);
  }
  return { kind: "words", groups };
}

/** What the ranking knows of a found code. */
export interface HsCandidate {
  code: string;
  level: number;
  /** How many of the query's term groups the description matches. */
  groups: number;
  /** FTS5 bm25: lower (more negative) is better. */
  score: number;
}

/** Most term groups matched first; then bm25; then the deeper level; then the code. */
export function compareCandidates(a: HsCandidate, b: HsCandidate): number {
  return b.groups - a.groups || a.score - b.score || b.level - a.level || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** The markers FTS5 highlight() is asked to put around matched words. */
export const MATCH_START = "\u0001";
export const MATCH_END = "\u0002";

/** Splits a highlighted description into matched and unmatched runs, dropping the markers. */
export function segmentsOf(highlighted: string): HsSegment[] {
  const segments: HsSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (text === "") return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  highlighted.split(MATCH_START).forEach((part, i) => {
    if (i === 0) return push(part, false);
    const end = part.indexOf(MATCH_END);
    push(end < 0 ? part : part.slice(0, end), true);
    if (end >= 0) push(part.slice(end + 1), false);
  });
  return segments;
}
