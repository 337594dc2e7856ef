import { z } from "zod";
import { paginationSchema } from "./envelope";

/**
 * The provider's log search (its ELK stand-in, decision 0030): the request logs of the app and of
 * the provider, searched and tailed by administrators. Lines are pino's JSON; an entry is one line
 * read into the fields every screen filters on, with the line itself for its detail.
 */
export const ELK_PREFIX = "/api/elk";
export const elkPaths = {
  /** A page of entries, newest first, with the histogram of the whole range. */
  queryLog: `${ELK_PREFIX}/log/queryLog`,
  /** Server-sent events: each new line that matches the filters, as an entry (`data:` JSON). */
  tailLog: `${ELK_PREFIX}/log/tailLog`,
} as const;

/** Which process wrote a line: the app's `app.log`, the provider's `sim.log`. */
export const LOG_SOURCES = ["app", "sim"] as const;
export type LogSource = (typeof LOG_SOURCES)[number];

/** pino's levels; a level filter keeps lines at or above it. */
export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type LogLevelName = keyof typeof LOG_LEVELS;
export const LOG_LEVEL_NAMES = Object.keys(LOG_LEVELS) as LogLevelName[];

/** An error, for the histogram and the table: a 5xx answer, or a line logged at error or above. */
export const isErrorEntry = (entry: { level: number; status?: number | null }) => (entry.status ?? 0) >= 500 || entry.level >= LOG_LEVELS.error;

export const LOG_PAGE_SIZES = [10, 20, 30, 50] as const;
/** The widest range one search covers: the files hold days at most. */
export const MAX_LOG_RANGE_MS = 31 * 24 * 3600_000;
const TEXT_MAX = 200;

/** The provider's refusals of a log search, in English (translated by the screen's texts). */
export const logMessages = {
  noLogFolder: "this provider keeps no log files",
  rangeInvalid: "the time range is reversed or longer than 31 days",
  statusShape: "status is a code such as 404 or a class such as 5xx",
  pageSizeShape: "page size is 10, 20, 30 or 50",
} as const;

const unsetIfEmpty = (value: unknown) => (value === "" || value === null ? undefined : value);
const optionalText = (max = TEXT_MAX) => z.preprocess(unsetIfEmpty, z.string().trim().max(max).optional());

/** The filters, as the query string carries them (the screen's address and the provider call alike). */
export const logFilterSchema = z
  .object({
    from: z.preprocess(unsetIfEmpty, z.coerce.number().int().nonnegative().optional()),
    to: z.preprocess(unsetIfEmpty, z.coerce.number().int().nonnegative().optional()),
    source: z.preprocess(unsetIfEmpty, z.enum(LOG_SOURCES).optional()),
    level: z.preprocess(unsetIfEmpty, z.enum(LOG_LEVEL_NAMES as [LogLevelName, ...LogLevelName[]]).optional()),
    tenant: optionalText(32),
    user: optionalText(64),
    method: z.preprocess((v) => (typeof v === "string" ? unsetIfEmpty(v.toUpperCase()) : v), z.enum(["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]).optional()),
    /** A part of the path. */
    path: optionalText(),
    /** One status (`404`) or a class (`5xx`). */
    status: z.preprocess(unsetIfEmpty, z.string().trim().regex(/^[1-5](\d\d|xx)$/i, logMessages.statusShape).optional()),
    /** Lines that took at least this many milliseconds. */
    minLatency: z.preprocess(unsetIfEmpty, z.coerce.number().int().nonnegative().max(3_600_000).optional()),
    requestId: optionalText(64),
    /** Any part of the line. */
    text: optionalText(),
  })
  .refine((f) => f.from === undefined || f.to === undefined || (f.to >= f.from && f.to - f.from <= MAX_LOG_RANGE_MS), { message: logMessages.rangeInvalid, path: ["to"] });
export type LogFilter = z.infer<typeof logFilterSchema>;

export const logQuerySchema = z.intersection(
  logFilterSchema,
  z.object({
    currentPage: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(10_000).default(1)),
    pageSize: z.preprocess(unsetIfEmpty, z.coerce.number().int().refine((n) => (LOG_PAGE_SIZES as readonly number[]).includes(n), logMessages.pageSizeShape).default(20)),
  }),
);
export type LogQuery = z.infer<typeof logQuerySchema>;

export const logEntrySchema = z.object({
  /** Unique within a search: the file and the line's offset in it. */
  id: z.string(),
  source: z.enum(LOG_SOURCES),
  /** Epoch milliseconds. */
  time: z.number(),
  level: z.number(),
  msg: z.string().nullish(),
  requestId: z.string().nullish(),
  method: z.string().nullish(),
  path: z.string().nullish(),
  status: z.number().nullish(),
  /** Milliseconds the request took. */
  latency: z.number().nullish(),
  user: z.string().nullish(),
  tenant: z.string().nullish(),
  /** The whole line as logged (host and process left out). */
  line: z.record(z.string(), z.unknown()),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const histogramBucketSchema = z.object({ start: z.number(), requests: z.number(), errors: z.number() });
export type HistogramBucket = z.infer<typeof histogramBucketSchema>;

export const logSearchSchema = z.object({
  list: z.array(logEntrySchema),
  pagination: paginationSchema,
  /** The range searched (epoch ms) and its histogram: requests (lines with a request) and errors per bucket. */
  from: z.number(),
  to: z.number(),
  bucketMs: z.number(),
  buckets: z.array(histogramBucketSchema),
});
export type LogSearch = z.infer<typeof logSearchSchema>;

/** Names whose values never reach a log (SPEC §7 secrets: tokens, passwords, captcha and SMS answers, app secrets). */
const SECRET_NAMES = "password|newPassword|oldPassword|smsCaptcha|charCaptcha|captcha|resetCode|access_token|refresh_token|token|client_secret|secret|appSecret|openApiSecret";
const SECRET_JSON = new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi");
// In a query string `code` is an SMS or reset code too; as a JSON field it is an error's code.
const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_NAMES}|code)=)[^&\\s"]*`, "gi");
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

/**
 * A log line with every secret's value masked: the last guard, for a field or an error message
 * that named one although the loggers log no headers, bodies or secret query values.
 */
export function maskSecrets(line: string): string {
  return line.replace(SECRET_JSON, '$1"***"').replace(SECRET_PARAM, "$1***").replace(BEARER, "$1***");
}
