import type { Language } from "./constants";

const SUFFIX: Record<Language, "En" | "Zh" | "Tw"> = { en: "En", zh: "Zh", tw: "Tw" };

/**
 * A record's name or description in the viewer's language: its `<field>En|Zh|Tw` wording where it
 * has one (traditional falls back to simplified, as the menus' names do), else the field itself,
 * so a record named once (a tenant's own role) reads the same in every language.
 */
export function localText(record: Readonly<Record<string, unknown>>, field: string, language: Language): unknown {
  const worded = record[`${field}${SUFFIX[language]}`] || (language === "tw" ? record[`${field}Zh`] : undefined);
  return typeof worded === "string" && worded.trim() !== "" ? worded : record[field];
}
