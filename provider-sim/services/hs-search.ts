import type { HsSegment } from "../../contract/hs";
import { cjkBigramsOf } from "../../db/schema/hs";
import { GOODS_WORDS, TARIFF_SILENT } from "./hs-goods-words";
import { HAN_CHARACTER, toTraditional } from "./hs-script";

/**
 * How the public HS lookup reads a keyword and ranks what the full-text index finds: pure
 * functions, so the rules are tested without a database. services/hs-codes.ts runs them.
 */

/**
 * Words that must all appear in a description; a phrase's next to each other, in order. A
 * Chinese alternative (`zh`) is one word of the tariff's Traditional Chinese, looked for in the
 * Chinese names (hs_code_zh_fts) rather than the English descriptions.
 */
export interface Alternative {
  words: readonly string[];
  phrase: boolean;
  zh?: true;
}

/** One word of the query and the ways the HS texts may say it: itself or a synonym. */
export type TermGroup = readonly Alternative[];

export type HsKeyword = { kind: "code"; digits: string } | { kind: "words"; groups: TermGroup[]; parts: boolean };

const phrase = (text: string): Alternative => ({ words: text.split(" "), phrase: true });
const allOf = (text: string): Alternative => ({ words: text.split(" "), phrase: false });
const chinese = (word: string): Alternative => ({ words: [word], phrase: true, zh: true });

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
  "solar panel": [allOf("photovoltaic modules"), allOf("photovoltaic panels")],
  "solar module": [allOf("photovoltaic modules")],
  "pv module": [allOf("photovoltaic modules")],
  headphone: [allOf("headphones")],
  earphone: [allOf("earphones")],
  earbud: [allOf("earphones")],
  headset: [allOf("headphones")],
  fillet: [allOf("fillets")],
  handbag: [allOf("handbags")],
  purse: [allOf("handbags")],
  "running shoe": [allOf("sports footwear")],
  trainer: [allOf("sports footwear")],
  jean: [allOf("trousers")],
  sweater: [allOf("jerseys")],
  jumper: [allOf("jerseys")],
  "flash drive": [allOf("solid state non volatile storage")],
  "usb stick": [allOf("solid state non volatile storage")],
  mouse: [allOf("input output units")],
  keyboard: [allOf("input output units")],
  "lithium ion": [phrase("lithium ion")],
  battery: [allOf("accumulators")],
  bulb: [allOf("lamps")],
  led: [phrase("light emitting diode")],
  tire: [allOf("tyres")],
  tyre: [allOf("tyres")],
  diaper: [allOf("diapers")],
  nappy: [allOf("diapers")],
  "instant noodle": [allOf("pasta prepared")],
  noodle: [allOf("pasta")],
  lipstick: [allOf("lip make up")],
  jewelry: [allOf("jewellery")],
  "air conditioner": [allOf("air conditioning")],
  "electric car": [allOf("only electric motor")],
  "electric vehicle": [allOf("only electric motor")],
  ev: [allOf("only electric motor")],
  "green coffee": [allOf("coffee not roasted")],
  "bottled wine": [allOf("wine 2 litres less")],
  chicken: [allOf("gallus domesticus")],
  wing: [allOf("cuts")],
  sink: [allOf("sinks")],
  perfume: [allOf("perfumes")],
  "hair dryer": [allOf("hair dryers")],
};

/** Words that ask for parts rather than the goods themselves, in either language. */
const PARTS_WORDS = new Set(["part", "parts", "spare", "spares", "component", "components", "accessory", "accessories", "零件", "配件", "附件", "零組件"]);

/** Han characters too common to look for alone. */
const HAN_STOP = new Set(["的", "之", "和", "與", "及", "或", "用"]);

/** The longest everyday word, so the query is cut by longest match first. */
const LONGEST_GOODS_WORD = Math.max(...Object.keys(GOODS_WORDS).map((key) => key.length));
const goodsWordKeys = new Map(Object.keys(GOODS_WORDS).map((key) => [key.toLowerCase(), key]));

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

/**
 * The FTS5 text of one alternative: each word quoted, so no word is read as an operator. A
 * Chinese word is the phrase of its character pairs (耳機組 "耳機 機組"); a lone character, any
 * pair it starts.
 */
export function alternativeExpression(alternative: Alternative): string {
  if (alternative.zh) {
    const pairs = cjkBigramsOf(alternative.words[0]);
    return [...alternative.words[0]].length === 1 ? `"${pairs}"*` : `"${pairs}"`;
  }
  if (alternative.phrase || alternative.words.length === 1) return `"${alternative.words.join(" ")}"`;
  return `(${alternative.words.map((word) => `"${word}"`).join(" AND ")})`;
}

/** The group's alternatives for one index: the English descriptions, or (`zh`) the Chinese names; "" when it has none there. */
export function groupExpression(group: TermGroup, zh = false): string {
  const alternatives = group.filter((a) => (a.zh === true) === zh);
  if (alternatives.length === 0) return "";
  return alternatives.length === 1 ? alternativeExpression(alternatives[0]) : `(${alternatives.map(alternativeExpression).join(" OR ")})`;
}

/** Any group matching makes a candidate; how many match is the first ranking key. */
export function matchExpression(groups: readonly TermGroup[], zh = false): string {
  return groups
    .map((group) => groupExpression(group, zh))
    .filter((expression) => expression !== "")
    .join(" OR ");
}

/**
 * A Chinese run cut into the term groups it asks for: everyday words by longest match (their
 * tariff words in both languages), qualifiers the tariff ignores dropped, and what is left
 * looked for as it stands, two characters at a time when longer.
 */
function chineseGroups(text: string): TermGroup[] {
  const groups: TermGroup[] = [];
  let unknown = "";
  const flushUnknown = () => {
    const chars = [...unknown].filter((c) => !HAN_STOP.has(c));
    unknown = "";
    if (chars.length <= 2) {
      if (chars.length > 0) groups.push([chinese(chars.join(""))]);
      return;
    }
    for (let i = 0; i + 1 < chars.length; i++) groups.push([chinese(chars[i] + chars[i + 1])]);
  };
  let i = 0;
  while (i < text.length) {
    let key: string | undefined;
    for (let length = Math.min(LONGEST_GOODS_WORD, text.length - i); length >= 1 && key === undefined; length--) {
      const candidate = text.slice(i, i + length);
      if (goodsWordKeys.has(candidate) || TARIFF_SILENT.has(candidate)) key = candidate;
    }
    if (key === undefined) {
      // A Latin letter no everyday word starts with is dropped: Chinese runs rarely carry one.
      if (HAN_CHARACTER.test(text[i])) unknown += text[i];
      i++;
      continue;
    }
    flushUnknown();
    i += key.length;
    if (TARIFF_SILENT.has(key)) continue;
    const words = GOODS_WORDS[goodsWordKeys.get(key)!];
    groups.push([chinese(key), ...words.tw.filter((tw) => tw !== key).map(chinese), ...words.en.map(allOf)]);
  }
  flushUnknown();
  return groups;
}

/** Reads a keyword as a code prefix or as word groups (each word with its synonyms). */
export function parseKeyword(keyword: string): HsKeyword {
  if (CODE_KEYWORD.test(keyword)) return { kind: "code", digits: keyword.replace(/\D/g, "").slice(0, HS_DIGITS) };
  const all = normaliseWords(toTraditional(keyword.normalize("NFKC")));
  const parts = all.some((word) => PARTS_WORDS.has(word) || [...PARTS_WORDS].some((p) => HAN_CHARACTER.test(p) && word.includes(p)));
  // Chinese runs (with any Latin letters glued to them: LED燈泡, T恤) are cut by hs-goods-words.ts;
  // the rest are English words with the synonyms above.
  const words = all.filter((word) => !HAN_CHARACTER.test(word));
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  const add = (group: TermGroup) => {
    const key = group.map((a) => `${a.zh ? "zh:" : ""}${alternativeExpression(a)}`).join("|");
    if (seen.has(key)) return;
    seen.add(key);
    groups.push(group);
  };
  for (let i = 0; i < words.length; i++) {
    // A two-word key ("t shirts") takes both words as one phrase.
    const pair = words.slice(i, i + 2).join(" ");
    const pairSynonyms = i + 1 < words.length ? synonymsOf(pair) : undefined;
    const alternatives = pairSynonyms ? [phrase(pair), ...pairSynonyms] : [allOf(words[i]), ...(synonymsOf(words[i]) ?? [])];
    if (pairSynonyms) i++;
    add(alternatives.filter((a, j) => alternatives.findIndex((b) => alternativeExpression(b) === alternativeExpression(a)) === j));
  }
  for (const word of all.filter((word) => HAN_CHARACTER.test(word))) chineseGroups(word).forEach(add);
  return { kind: "words", groups, parts };
}

/** What the ranking knows of a found code. */
export interface HsCandidate {
  code: string;
  level: number;
  /** How many of the query's term groups the description matches. */
  groups: number;
  /** FTS5 bm25: lower (more negative) is better. */
  score: number;
  /** Parts of goods rather than the goods, ranked after them when the query does not ask for parts. */
  parts?: boolean;
  /** How many of the matched groups the description matches by the word as typed, not only by a synonym. */
  literal?: number;
}

/** A description of parts: "…; parts of the equipment of heading 8518", "Parts and accessories of …". */
export function isPartsOf(description: string): boolean {
  return /(?:^|;\s*)parts\b|\bparts (?:and accessories )?(?:of|for|suitable)\b/i.test(description);
}

/**
 * Most term groups matched first; then goods before their parts; then the words as typed before
 * synonyms (smartphones before line telephones); then the deeper level (a broker files a
 * subheading, and a heading's broader text would otherwise win on bm25); then bm25; then the code.
 */
export function compareCandidates(a: HsCandidate, b: HsCandidate): number {
  return (
    b.groups - a.groups ||
    Number(a.parts ?? false) - Number(b.parts ?? false) ||
    (b.literal ?? 0) - (a.literal ?? 0) ||
    b.level - a.level ||
    a.score - b.score ||
    (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  );
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
