import { z } from "zod";
import { pageSchema } from "./envelope";

/**
 * The public HS-code open API (SPEC §7): search and browse the Harmonized System, and one
 * code's detail with the US HTS lines under it. No bearer token; the body carries an
 * `openApiCredential` block, which the app's provider client merges into every post under
 * /api/hs/openApi/ (app/provider/client.server.ts).
 */
export const hsMessages = {
  codeNotFound: "HS code not found",
  codeInvalid: "an HS code is a section numeral (I to XXI) or 2, 4 or 6 digits",
  keywordTooLong: "keyword must be at most 100 characters",
  pageSizeTooLarge: "page size must be at most 50",
  credentialMissing: "open API credential (appKey, appSecret, timestamp) is required",
  credentialRejected: "open API appKey or appSecret is wrong",
  credentialStale: "open API timestamp is more than 5 minutes off the server's clock",
} as const;

/** How far the credential's timestamp may be from the provider's clock, either way. */
export const OPEN_API_TIMESTAMP_WINDOW_MS = 5 * 60_000;

export const openApiCredentialSchema = z.object({
  appKey: z.string().min(1).max(64),
  appSecret: z.string().min(1).max(128),
  /** The caller's clock in epoch milliseconds. */
  timestamp: z.coerce.number().int().nonnegative(),
});
export type OpenApiCredential = z.infer<typeof openApiCredentialSchema>;

/** Sections are Roman numerals, codes 2, 4 or 6 digits; dots and spaces are dropped: "6109.10" is 610910. */
export const hsCodeField = z
  .string()
  .max(16, hsMessages.codeInvalid)
  .transform((value) => value.replace(/[.\s]/g, "").toUpperCase())
  .pipe(z.string().regex(/^(?:[IVX]{1,5}|\d{2}|\d{4}|\d{6})$/, hsMessages.codeInvalid));

const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * `POST queryHsCode`. With `keyword`, a search: digits (dots and spaces allowed) answer the codes
 * that start with them in code order, words a ranked full-text search; `parent` narrows either
 * to a section, chapter or heading. Without it, browsing: no `parent` lists the sections, a
 * section its chapters, a chapter or heading its children.
 */
export const queryHsCodeSchema = z.object({
  keyword: z.preprocess(blankAsAbsent, z.string().trim().max(100, hsMessages.keywordTooLong).optional()),
  parent: z.preprocess(blankAsAbsent, hsCodeField.optional()),
  currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, hsMessages.pageSizeTooLarge).default(10),
});
export type QueryHsCode = z.infer<typeof queryHsCodeSchema>;

/** `POST queryHsCodeDetail`. */
export const queryHsCodeDetailSchema = z.object({ code: hsCodeField });
export type QueryHsCodeDetail = z.infer<typeof queryHsCodeDetailSchema>;

/** 0 section, 2 chapter, 4 heading, 6 subheading. */
export const hsLevelSchema = z.union([z.literal(0), z.literal(2), z.literal(4), z.literal(6)]);
export type HsLevel = z.infer<typeof hsLevelSchema>;

export const hsNodeSchema = z.object({
  code: z.string(),
  level: hsLevelSchema,
  description: z.string(),
  /**
   * The name in Taiwan's tariff (Traditional Chinese, HS 2017 based; seeds/data/README.md) and
   * its Simplified form. Null where there is none (sections, codes HS 2022 created afresh);
   * absent from providers that do not give them.
   */
  nameTw: z.string().nullable().optional(),
  nameZh: z.string().nullable().optional(),
});
export type HsNode = z.infer<typeof hsNodeSchema>;

/** A run of the description, and whether the search matched it: highlighting without HTML. */
export const hsSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HsSegment = z.infer<typeof hsSegmentSchema>;

export const hsEntrySchema = hsNodeSchema.extend({
  section: z.string(),
  sectionName: z.string(),
  /** Absent on sections. */
  chapter: z.string().optional(),
  /** The ancestors, section first. */
  path: z.array(hsNodeSchema),
  /** Only on a word search's answers. */
  segments: z.array(hsSegmentSchema).optional(),
});
export type HsEntry = z.infer<typeof hsEntrySchema>;

export const hsPageSchema = pageSchema(hsEntrySchema);

export const usHtsLineSchema = z.object({
  htsCode: z.string(),
  description: z.string(),
  /** The path from the heading, joined by " > ". */
  fullDescription: z.string(),
  unit: z.string().nullable(),
  generalRate: z.string(),
  specialRate: z.string().nullable(),
  column2Rate: z.string(),
});
export type UsHtsLine = z.infer<typeof usHtsLineSchema>;

export const hsCodeDetailSchema = hsEntrySchema.omit({ segments: true }).extend({
  children: z.array(hsNodeSchema),
  /** The US HTS sample lines under this code (seeds/data/README.md: a sample, not the full tariff). */
  usHts: z.array(usHtsLineSchema),
});
export type HsCodeDetail = z.infer<typeof hsCodeDetailSchema>;
