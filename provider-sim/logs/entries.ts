import { LOG_LEVELS, type LogEntry, type LogFilter, type LogSource } from "../../contract/logs";

/** The log files of a folder: `app.log`, `sim.log` and their rotated `.1`, `.2` …; which process wrote them. */
const LOG_FILE = /^(app|sim)\.log(?:\.(\d+))?$/;

export function logFileOf(name: string): { source: LogSource; generation: number } | null {
  const match = LOG_FILE.exec(name);
  return match ? { source: match[1] as LogSource, generation: Number(match[2] ?? 0) } : null;
}

/** Fields of a line that say nothing to a reader of the log. */
const HIDDEN_FIELDS = new Set(["hostname", "pid"]);

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * One pino line read into an entry. The app names `user` and `tenant`, the provider `user` (and
 * its `userId`) and `tenantCode`; both carry `req.{id, method, path}`, `res.status` and
 * `responseTime`. Anything that is not a JSON object with a time is not a log line.
 * `withLine: false` leaves the line out, for a search that only matches and counts.
 */
export function entryOf(raw: string, source: LogSource, id: string, withLine = true): LogEntry | null {
  let line: unknown;
  try {
    line = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!line || typeof line !== "object" || Array.isArray(line)) return null;
  const fields = line as Record<string, unknown>;
  const time = number(fields.time);
  if (time === null) return null;
  const req = (fields.req ?? {}) as Record<string, unknown>;
  const res = (fields.res ?? {}) as Record<string, unknown>;
  return {
    id,
    source,
    time,
    level: number(fields.level) ?? LOG_LEVELS.info,
    msg: text(fields.msg),
    requestId: text(req.id) ?? text(fields.reqId),
    method: text(req.method),
    path: text(req.path),
    status: number(res.status),
    latency: number(fields.responseTime),
    user: text(fields.user) ?? text(fields.userId),
    tenant: text(fields.tenant) ?? text(fields.tenantCode),
    // Matching needs the fields only: the line is copied for the entries shown.
    line: withLine ? Object.fromEntries(Object.entries(fields).filter(([name]) => !HIDDEN_FIELDS.has(name))) : {},
  };
}

/** Whose lines a caller reads: every tenant's and the lines of no tenant, or one tenant's only. */
export type LogScope = { tenant: string } | "all";

const contains = (value: string | null | undefined, part: string) => (value ?? "").toLowerCase().includes(part.toLowerCase());

/** Whether an entry passes the caller's scope and every filter given (the range is the search's). */
export function matches(entry: LogEntry, filter: LogFilter, scope: LogScope, raw: string): boolean {
  if (scope !== "all" && entry.tenant !== scope.tenant) return false;
  if (filter.source && entry.source !== filter.source) return false;
  if (filter.level && entry.level < LOG_LEVELS[filter.level]) return false;
  if (filter.tenant && entry.tenant !== filter.tenant) return false;
  if (filter.user && entry.user !== filter.user) return false;
  if (filter.method && entry.method !== filter.method) return false;
  if (filter.path && !contains(entry.path, filter.path)) return false;
  if (filter.status && !statusMatches(entry.status, filter.status)) return false;
  if (filter.minLatency !== undefined && (entry.latency ?? -1) < filter.minLatency) return false;
  if (filter.requestId && entry.requestId !== filter.requestId) return false;
  if (filter.text && !contains(raw, filter.text)) return false;
  return true;
}

function statusMatches(status: number | null | undefined, wanted: string): boolean {
  if (status === null || status === undefined) return false;
  return /xx$/i.test(wanted) ? Math.floor(status / 100) === Number(wanted[0]) : status === Number(wanted);
}

/**
 * A cheap look at the raw line before it is parsed: a line that cannot hold the request id or
 * the text asked for is skipped without JSON.parse (most of a search's time).
 */
export function mayMatch(raw: string, filter: LogFilter): boolean {
  if (filter.requestId && !raw.includes(filter.requestId)) return false;
  if (filter.text && !raw.toLowerCase().includes(filter.text.toLowerCase())) return false;
  return true;
}
