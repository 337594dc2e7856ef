import type { FieldSpec } from "~/resources/define";

/** A cell's text. Times show as UTC "YYYY-MM-DD HH:mm:ss", the same on server and browser. */
export function cellText(value: unknown, format: NonNullable<FieldSpec["column"]>["format"]): string {
  if (value === null || value === undefined) return "";
  if (format === "datetime" && typeof value === "string") return value.slice(0, 19).replace("T", " ");
  return String(value);
}
