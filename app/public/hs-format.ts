import type { HsLevel } from "#contract/hs";

/** What the pages call each level of the Harmonized System (0, 2, 4 and 6 digits). */
export const HS_LEVEL_NAMES = { 0: "section", 2: "chapter", 4: "heading", 6: "subheading" } as const satisfies Record<HsLevel, string>;
export type HsLevelName = (typeof HS_LEVEL_NAMES)[HsLevel];

/** What a code's children are: a section holds chapters, a chapter headings, a heading subheadings. */
export const HS_CHILD_LEVEL_NAMES = { 0: "chapter", 2: "heading", 4: "subheading", 6: "subheading" } as const satisfies Record<HsLevel, HsLevelName>;

/** A code as people write it: section XI and chapter 61 as they are, heading 61.09, subheading 6109.10. */
export function formatHsCode(code: string): string {
  if (/^\d{4}$/.test(code)) return `${code.slice(0, 2)}.${code.slice(2)}`;
  if (/^\d{6}$/.test(code)) return `${code.slice(0, 4)}.${code.slice(4)}`;
  return code;
}

/**
 * The steps between a US HTS line's heading and the line itself ("Of cotton", "Men's or boys'"),
 * from its full description, which joins the path from the heading with " > ".
 */
export function htsSteps(fullDescription: string): string[] {
  return fullDescription.split(" > ").slice(1, -1);
}

/** How deep a US HTS line sits: 8 digits are tariff lines, 10 digits their statistical suffixes. */
export function htsDepth(htsCode: string): number {
  return htsCode.replace(/\D/g, "").length > 8 ? 1 : 0;
}

/** The text key and values that name a code with its level: "Subheading 6109.10", "第 61 章". */
export function hsLabelText(node: { code: string; level: HsLevel }): { key: string; values: { code: string } } {
  return { key: `classification.levels.${HS_LEVEL_NAMES[node.level]}`, values: { code: formatHsCode(node.code) } };
}
