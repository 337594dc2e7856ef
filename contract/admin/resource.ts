import { z } from "zod";
import { idSchema } from "../envelope";

/**
 * The paths of one resource `Xxx` under `/api/<service>/<xxx>/` (PROVIDER-API.md "Method shapes").
 * `importXxx` (validated rows, all-or-nothing) and `queryXxxHistory?id=` (the record's audit rows)
 * are this product's additions in the same style.
 */
export function resourcePaths(service: string, entity: string) {
  const base = `/api/${service}/${entity.toLowerCase()}`;
  return {
    base,
    query: `${base}/query${entity}`,
    add: `${base}/add${entity}`,
    update: `${base}/update${entity}`,
    delete: `${base}/delete${entity}`,
    exportXlsx: `${base}/export${entity}`,
    exportDocx: `${base}/exportWord${entity}`,
    exportPdf: `${base}/exportPDF${entity}`,
    tree: `${base}/query${entity}Tree`,
    import: `${base}/import${entity}`,
    history: `${base}/query${entity}History`,
  } as const;
}

export type ResourcePaths = ReturnType<typeof resourcePaths>;

/** The three export formats and the call that produces each. */
export const EXPORT_FORMATS = ["xlsx", "docx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportPathKey = { xlsx: "exportXlsx", docx: "exportDocx", pdf: "exportPdf" } as const satisfies Record<ExportFormat, keyof ResourcePaths>;

/**
 * An export is written for its reader, as the screen shows the list: headings and labels in the
 * `Accept-Language` of the call, system times in the zone this query parameter names (an IANA
 * name such as Asia/Shanghai; UTC when absent or unknown). This product's addition: a provider
 * that ignores both writes English and UTC, and the file is still whole.
 */
export const EXPORT_TIME_ZONE_PARAM = "timeZone";

/** Times travel as ISO strings; rows read before a write has stamped them may lack them. */
export const timeSchema = z.string().nullish();

/** One row of a record's history: who changed it, when, and the state before and after. */
export const historyEntrySchema = z.object({
  id: idSchema,
  action: z.string(),
  username: z.string().nullish(),
  createTime: timeSchema,
  before: z.unknown().nullish(),
  after: z.unknown().nullish(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** `importXxx` body: the rows, already checked one by one; written all together or not at all. */
export function importBodySchema<T extends z.ZodTypeAny>(row: T) {
  return z.object({ rows: z.array(row).min(1).max(5000) });
}

export { resourceMessages } from "./resource-messages";

/**
 * A download's `Content-Disposition` (RFC 6266): a plain ASCII `filename=` for old clients (no
 * quotes, backslashes, percent signs, separators or control characters) and the whole name,
 * UTF-8 and percent-encoded (RFC 5987), in `filename*=`. Path separators never reach a file name.
 */
export function attachmentDisposition(name: string): string {
  const safe = name.replace(/[\u0000-\u001f\u007f/\\]/g, "_").trim() || "download";
  const fallback = safe.replace(/[^\x20-\x7e]|["%;]/g, "_");
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
