import { amountText } from "../../contract/money";

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
export function zoneOf(name: unknown): string {
  if (typeof name !== "string" || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return "UTC";
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    formats.set(zone, format);
  }
  return format;
}

/** An instant with its zone, as opposed to a wall-clock time typed without one (shown as typed). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** `YYYY-MM-DD HH:mm:ss` in the viewer's zone, as the screens show system times. */
export function timeText(value: unknown, zone: string): string {
  if (typeof value === "string" && !INSTANT.test(value)) return value.slice(0, 19).replace("T", " ");
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

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
  if (kind === "time") return timeText(value, reader.zone);
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
