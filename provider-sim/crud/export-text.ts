import { amountText } from "../../contract/money";
import { knownTimeZone, timeText } from "../../contract/time-text";

/** The languages an export is written in: the product's three. */
export const EXPORT_LANGUAGES = ["en", "zh", "tw"] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** A text in each of the export languages. */
export type Text = Readonly<Record<ExportLanguage, string>>;

/**
 * How a column's values read: a system time in the viewer's zone (a wall-clock time typed without a
 * zone stays as typed), yes/no, an amount kept in minor units (cents) shown with two decimals, or a
 * code among labelled values. Plain text otherwise.
 */
export type ColumnKind = "time" | "boolean" | "minor" | { labels: Readonly<Record<string, Text>> };

/** A column of an exported file: the row's field, its heading and how its values read. */
export interface ExportColumn {
  field: string;
  header: Text;
  kind?: ColumnKind;
}

/** The viewer an export is written for: the language of its headings and labels, the zone of its times. */
export interface ExportReader {
  lang: ExportLanguage;
  zone: string;
}

export const UTC_READER: ExportReader = { lang: "en", zone: "UTC" };

/** The export language an `Accept-Language` names (`zh-TW`, `zh-Hant` and `zh-HK` read traditional); English otherwise. */
export function languageOf(acceptLanguage: string | undefined): ExportLanguage {
  const first = (acceptLanguage ?? "").split(",")[0].trim().toLowerCase();
  if (first === "tw" || /^zh-(tw|hk|mo|hant)/.test(first)) return "tw";
  if (first.startsWith("zh")) return "zh";
  return "en";
}

/** The zone if the runtime knows it (an IANA name), else UTC. */
export const zoneOf = (name: unknown): string => knownTimeZone(name) ?? "UTC";

const YES_NO: Record<"true" | "false", Text> = {
  true: { en: "Yes", zh: "是", tw: "是" },
  false: { en: "No", zh: "否", tw: "否" },
};

const WORDING_SUFFIX: Readonly<Record<ExportLanguage, string>> = { en: "En", zh: "Zh", tw: "Tw" };

/**
 * A field's value in the reader's language where the row words it per language (`<field>En|Zh|Tw`,
 * as menus, roles and dictionaries keep their names; traditional falls back to simplified), else
 * the field itself, as the screens show it.
 */
export function wordedValue(row: Readonly<Record<string, unknown>>, field: string, lang: ExportLanguage): unknown {
  const worded = row[`${field}${WORDING_SUFFIX[lang]}`] || (lang === "tw" ? row[`${field}Zh`] : undefined);
  return typeof worded === "string" && worded.trim() !== "" ? worded : row[field];
}

/** A value as the screen reads it, in the reader's language and zone. */
export function cellText(column: ExportColumn, value: unknown, reader: ExportReader): string {
  if (value === null || value === undefined || value === "") return "";
  const kind = column.kind;
  if (Array.isArray(value)) return value.map((v) => cellText(column, v, reader)).join(", ");
  if (kind === "time") return timeText(value instanceof Date || typeof value === "number" ? value : String(value), reader.zone);
  if (kind === "boolean") return YES_NO[value === true || value === 1 || value === "1" || value === "true" ? "true" : "false"][reader.lang];
  if (kind === "minor") return typeof value === "number" ? amountText(value) : String(value);
  if (kind && typeof kind === "object") return codesOf(value).map((code) => kind.labels[code]?.[reader.lang] ?? code).join(", ");
  return String(value);
}

/** The codes a value holds: one, or several kept as a JSON array or a comma-separated list. */
function codesOf(value: unknown): string[] {
  const text = String(value);
  if (text.startsWith("[")) {
    try {
      const codes: unknown = JSON.parse(text);
      if (Array.isArray(codes)) return codes.map(String);
    } catch {
      // Not a list after all: read as one code.
    }
  }
  return text.split(",").map((code) => code.trim());
}
