import type { FieldSpec } from "~/resources/define";
import type { Language } from "~/lib/constants";
import { DEFAULT_TIME_ZONE, timeText } from "~/lib/time-zone";

/** The locale that writes numbers and money as the user's language does. */
export const numberLocale = (language: string): string => (language === "zh" ? "zh-CN" : language === "tw" ? "zh-TW" : "en-US");

/** An amount in `currency`, given in its minor units, as the user's language writes it: $1,234.50, US$1,234.50. */
export const moneyText = (cents: number, language: string, currency = "USD"): string => new Intl.NumberFormat(numberLocale(language), { style: "currency", currency }).format(cents / 100);

/**
 * A cell's text. A system time shows as "YYYY-MM-DD HH:mm:ss" in the viewer's zone (the one the
 * page was drawn in, the same on server and browser); a typed wall-clock time as it was typed. A
 * dollar amount the provider sends as a decimal string ("50000.00") shows as money; an amount whose
 * currency stands in a column of its own, grouped with two decimals ("1,234,567.50", "1,234,567.50").
 */
export function cellText(value: unknown, format: NonNullable<FieldSpec["column"]>["format"], zone: string = DEFAULT_TIME_ZONE, language: Language = "en"): string {
  if (value === null || value === undefined) return "";
  if (format === "datetime" && typeof value === "string") return timeText(value, zone);
  if (format === "usd" && typeof value === "string" && /^\d+(\.\d{1,2})?$/.test(value)) return moneyText(Math.round(Number(value) * 100), language);
  if (format === "amount" && typeof value === "string" && /^-?\d+(\.\d{1,2})?$/.test(value)) return amountFormat(language).format(Number(value));
  return String(value);
}

const amountFormat = (language: string) => new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
