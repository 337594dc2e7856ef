import * as OpenCC from "opencc-js";

/**
 * Traditional and Simplified Chinese through opencc-js (Taiwan and mainland variants, phrases
 * included): the HS names are indexed in Taiwan's Traditional, places in the mainland's
 * Simplified, and a visitor may type either. Built on first use: the dictionaries take a moment.
 */
let traditional: ((text: string) => string) | undefined;
let simplified: ((text: string) => string) | undefined;

export const HAN_CHARACTER = /\p{Script=Han}/u;

export function toTraditional(text: string): string {
  if (!HAN_CHARACTER.test(text)) return text;
  traditional ??= OpenCC.Converter({ from: "cn", to: "tw" });
  return traditional(text);
}

export function toSimplified(text: string): string {
  if (!HAN_CHARACTER.test(text)) return text;
  simplified ??= OpenCC.Converter({ from: "tw", to: "cn" });
  return simplified(text);
}
