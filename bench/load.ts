import autocannon from "autocannon";

/** One target's figures from one timed run. Latencies are in ms, over 2xx answers only. */
export interface LoadResult {
  target: string;
  url: string;
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  /** Answers per status code, e.g. { "200": 41234 }. */
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  target: string;
  url: string;
  headers?: Record<string, string>;
  connections: number;
  warmupS: number;
  durationS: number;
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Runs autocannon once; calls onResponse for every answer. */
function fire(
  opts: LoadOptions,
  durationS: number,
  onResponse?: (status: number, ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url: opts.url, headers: opts.headers, connections: opts.connections, duration: durationS, timeout: 10 },
      (err, result) => (err ? fail(err) : done(result)),
    );
    if (onResponse) instance.on("response", (_client, status, _bytes, ms) => onResponse(status, ms));
  });
}

/**
 * Warms the target up (results discarded), then loads it for durationS with `connections`
 * keep-alive connections. Percentiles are exact, from every 2xx answer's own latency
 * (autocannon's summary has no p95).
 */
export async function measure(opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmupS > 0) await fire(opts, opts.warmupS);
  const latencies: number[] = [];
  const result = await fire(opts, opts.durationS, (status, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const requests = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    target: opts.target,
    url: opts.url,
    connections: opts.connections,
    durationS: result.duration,
    requests,
    reqPerSec: requests / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

/** A run is worthless if more than 1% of attempts got no 2xx answer. */
export function failureShare(r: LoadResult): number {
  const attempts = r.requests + r.errors;
  return attempts === 0 ? 1 : (r.non2xx + r.errors) / attempts;
}
