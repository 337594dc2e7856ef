/**
 * The US HTS sample's words in the page's language: its units of quantity ("No.", "doz.;kg")
 * and its rates ("Free", "Free (AU,BH,…)"); percentages and program codes stay as printed.
 */
type Translate = (key: string, values?: Record<string, string>) => string;

const UNIT_KEYS: Record<string, string> = { "No.": "number", kg: "kilogram", "doz.": "dozen", "prs.": "pairs" };
const HTS = "classification.details.hts";

/** HTS writes a line's units "doz.;kg": each in words, an unknown one as printed. */
export function htsUnitText(unit: string | null, t: Translate): string | null {
  if (!unit) return null;
  return unit
    .split(";")
    .map((code) => (UNIT_KEYS[code.trim()] ? t(`${HTS}.units.${UNIT_KEYS[code.trim()]}`) : code.trim()))
    .join(" / ");
}

/** "Free" in words, and the special programs that grant a rate bracketed in the language's way. */
export function htsRateText(rate: string, t: Translate): string {
  const [, base, programs] = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(rate) ?? [rate, rate, null];
  const words = base.trim() === "Free" ? t(`${HTS}.free`) : base.trim();
  return programs === null ? words : t(`${HTS}.programs`, { rate: words, programs: programs.replace(/\s+/g, "") });
}
