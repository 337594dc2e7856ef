import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { isErrorEntry, type HistogramBucket, type LogQuery, type LogSearch, type LogSource } from "../../contract/logs";
import { entryOf, logFileOf, matches, mayMatch, type LogScope } from "./entries";

/** The range a search covers when it names none: the last hour. */
export const DEFAULT_RANGE_MS = 3600_000;
/** Histogram steps, smallest first; a range gets the smallest that draws it in at most MAX_BUCKETS bars. */
const STEPS_MS = [1, 5, 10, 30, 60, 300, 600, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600].map((s) => s * 1000);
const MAX_BUCKETS = 60;

export function bucketSizeFor(rangeMs: number): number {
  return STEPS_MS.find((step) => rangeMs / step <= MAX_BUCKETS) ?? STEPS_MS[STEPS_MS.length - 1];
}

/** A log file of the folder, in the order its lines were written: oldest generation first. */
interface LogFile {
  path: string;
  name: string;
  source: LogSource;
  generation: number;
  mtimeMs: number;
}

export function logFilesIn(dir: string): LogFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const file = logFileOf(name);
      if (!file) return [];
      try {
        return [{ ...file, name, path: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }];
      } catch {
        return []; // rotated away between the listing and the look
      }
    })
    .sort((a, b) => a.source.localeCompare(b.source) || b.generation - a.generation);
}

/** pino writes `{"level":30,"time":…` first: the time is read without parsing the line. */
const LEADING_TIME = /"time":(\d+)/;

interface Hit {
  time: number;
  /** Reading order: within a millisecond, the line read later was written later. */
  seq: number;
  raw: string;
  source: LogSource;
  id: string;
}

/**
 * Searches the folder as a log shipper reads it: every line of every file of the range, in the
 * caller's scope, through the filters; a page of them newest first and the histogram of all.
 */
export function searchLogs(dir: string, query: LogQuery, scope: LogScope, now = Date.now()): LogSearch {
  const to = query.to ?? now;
  const from = query.from ?? to - DEFAULT_RANGE_MS;
  const bucketMs = bucketSizeFor(to - from);
  const firstBucket = Math.floor(from / bucketMs) * bucketMs;
  const buckets: HistogramBucket[] = [];
  for (let start = firstBucket; start <= to; start += bucketMs) buckets.push({ start, requests: 0, errors: 0 });

  const hits: Hit[] = [];
  for (const file of logFilesIn(dir)) {
    // A file last written before the range holds nothing of it.
    if (file.mtimeMs < from) continue;
    let content: string;
    try {
      content = readFileSync(file.path, "utf8");
    } catch {
      continue;
    }
    let offset = 0;
    while (offset < content.length) {
      const end = content.indexOf("\n", offset);
      const lineEnd = end < 0 ? content.length : end;
      const raw = content.slice(offset, lineEnd);
      const at = offset;
      offset = lineEnd + 1;
      const time = Number(LEADING_TIME.exec(raw.slice(0, 48))?.[1] ?? NaN);
      if (!(time >= from && time <= to) || !mayMatch(raw, query)) continue;
      const entry = entryOf(raw, file.source, `${file.name}:${at}`, false);
      if (!entry || !matches(entry, query, scope, raw)) continue;
      hits.push({ time: entry.time, seq: hits.length, raw, source: file.source, id: entry.id });
      const bucket = buckets[Math.floor((entry.time - firstBucket) / bucketMs)];
      if (bucket && entry.status != null) bucket.requests++;
      if (bucket && isErrorEntry(entry)) bucket.errors++;
    }
  }
  // Newest first; within a millisecond, the app's line before the provider's it caused, each file's later line first.
  hits.sort((a, b) => b.time - a.time || (a.source === b.source ? b.seq - a.seq : a.source < b.source ? -1 : 1));
  const start = (query.currentPage - 1) * query.pageSize;
  const list = hits.slice(start, start + query.pageSize).flatMap((hit) => entryOf(hit.raw, hit.source, hit.id, true) ?? []);
  return { list, pagination: { total: hits.length, pageSize: query.pageSize, current: query.currentPage }, from, to, bucketMs, buckets };
}
