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
 * (autocannon's summary has no p95). With several `urls` (servers behind an imagined load
 * balancer) the connections are split evenly between them, one autocannon each, all at once, and
 * the answers summed: requests per second over the longest run, percentiles over every answer.
 */
export async function measure(opts: LoadOptions, urls: string[] = [opts.url]): Promise<LoadResult> {
  const each = urls.map((url) => ({ ...opts, url, connections: Math.max(1, Math.round(opts.connections / urls.length)) }));
  if (opts.warmupS > 0) await Promise.all(each.map((one) => fire(one, opts.warmupS)));
  const latencies: number[] = [];
  const results = await Promise.all(
    each.map((one) =>
      fire(one, opts.durationS, (status, ms) => {
        if (status >= 200 && status < 300) latencies.push(ms);
      }),
    ),
  );
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const result of results) {
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = (statusCodes[code] ?? 0) + (stat.count ?? 0);
  }
  const requests = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const durationS = Math.max(...results.map((r) => r.duration));
  return {
    target: opts.target,
    url: urls.join(" + "),
    connections: each.reduce((a, one) => a + one.connections, 0),
    durationS,
    requests,
    reqPerSec: requests / durationS,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: results.reduce((a, r) => a + r.non2xx, 0),
    errors: results.reduce((a, r) => a + r.errors, 0),
    statusCodes,
  };
}

/** A run is worthless if more than 1% of attempts got no 2xx answer. */
export function failureShare(r: LoadResult): number {
  const attempts = r.requests + r.errors;
  return attempts === 0 ? 1 : (r.non2xx + r.errors) / attempts;
}
