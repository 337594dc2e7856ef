import { logFilterSchema, type LogFilter } from "#contract/logs";

/** The ranges the screen offers, ending now; `custom` is a from–to the address names (a bar zoomed into, a request followed). */
export const RANGES = { "15m": 15 * 60_000, "1h": 3600_000, "6h": 6 * 3600_000, "24h": 24 * 3600_000, "7d": 7 * 24 * 3600_000 } as const;
export type RangeName = keyof typeof RANGES | "custom";
export const DEFAULT_RANGE = "1h" satisfies RangeName;

/** The filters the form sends, by name, besides the range. */
export const FILTER_NAMES = ["source", "level", "tenant", "user", "method", "path", "status", "minLatency", "requestId", "text"] as const;

/** How far around a followed line its request's other lines are looked for. */
export const FOLLOW_MARGIN_MS = 5 * 60_000;

export interface LogAddress {
  range: RangeName;
  filter: LogFilter;
  /** The contract's message when the address holds a filter it cannot take (the search then runs without filters). */
  problem: string | null;
}

/** The screen's address read into the provider's filters; a named range ends at `now`. */
export function readAddress(params: URLSearchParams, now: number): LogAddress {
  const asked = params.get("range") ?? DEFAULT_RANGE;
  const fields = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? undefined]));
  const custom = asked === "custom" ? { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined } : null;
  const preset = (Object.hasOwn(RANGES, asked) ? asked : DEFAULT_RANGE) as keyof typeof RANGES;
  const range: RangeName = custom ? "custom" : preset;
  const span = custom ? null : { from: now - RANGES[preset], to: now };
  const parsed = logFilterSchema.safeParse({ ...fields, ...(custom ?? span) });
  if (parsed.success && (range !== "custom" || (parsed.data.from !== undefined && parsed.data.to !== undefined))) return { range, filter: parsed.data, problem: null };
  const message = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  return { range: DEFAULT_RANGE, filter: { from: now - RANGES[DEFAULT_RANGE], to: now }, problem: message };
}

/** The address of the screen with `changes` applied (undefined removes one); a new search starts on page 1. */
export function addressWith(params: URLSearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  if (!("currentPage" in changes)) next.delete("currentPage");
  return `?${next.toString()}`;
}

/** The address that follows one request: its id, over a window around its line, every other filter dropped. */
export function followAddress(requestId: string, time: number): string {
  return addressWith(new URLSearchParams(), { range: "custom", from: time - FOLLOW_MARGIN_MS, to: time + FOLLOW_MARGIN_MS, requestId });
}

/** The filters of the address as the live tail's query (no range: the tail follows from now). */
export function tailQuery(filter: LogFilter): string {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value !== undefined) query.set(name, String(value));
  }
  return query.toString();
}
