/** Characters a worksheet name may not hold (Excel refuses the file otherwise). */
const FORBIDDEN_IN_SHEET = /[[\]:*?/\\\u0000-\u001f]/g;

/**
 * A worksheet name Excel accepts: none of `[]:*?/\`, not starting or ending with an apostrophe,
 * 1 to 31 UTF-16 units (cut between characters, never inside a surrogate pair), "Sheet1" when nothing is left.
 */
export function sheetName(title: string): string {
  const cleaned = title.replace(FORBIDDEN_IN_SHEET, " ").replace(/\s+/g, " ").trim().replace(/^'+|'+$/g, "").trim();
  let cut = "";
  for (const char of cleaned) {
    if (cut.length + char.length > 31) break;
    cut += char;
  }
  cut = cut.trim().replace(/'+$/, "").trim();
  return cut || "Sheet1";
}
