import { performance } from "node:perf_hooks";

/**
 * Issue #9: the HS open API's answer time at the simulator, one call at a time (the answer time
 * a visitor waits for, not throughput), over a mix of word searches, code prefixes, browsing and
 * details, each answer checked.
 */

const WORDS = ["cotton t-shirt", "frozen shrimp", "office chair", "laptop computer", "lithium batteries", "wine", "steel screws", "leather handbags", "solar panels", "toys"];
const CODES = ["6109", "0306", "9401.31", "8471", "85", "61"];
const PARENTS = ["XI", "61", "6109", "0306", "85", "8471"];

export interface HsFigure {
  kind: string;
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

function credential() {
  return { appKey: "openapi", appSecret: "openapi-secret", timestamp: Date.now() };
}

async function call(simUrl: string, path: string, body: object): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${simUrl}/api/hs/openApi/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, openApiCredential: credential() }),
  });
  const json = (await res.json()) as { status?: number; code?: number; message?: string };
  const ms = performance.now() - started;
  const status = json.status ?? json.code;
  if (res.status !== 200 || status !== 200) throw new Error(`HS ${path} ${JSON.stringify(body)} answered ${res.status}/${status}: ${json.message}`);
  return ms;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

function figure(kind: string, times: number[]): HsFigure {
  const sorted = [...times].sort((a, b) => a - b);
  return { kind, calls: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
}

export async function hsFigures(simUrl: string, rounds = 20): Promise<HsFigure[]> {
  type Call = () => Promise<number>;
  const kinds: Record<string, Call[]> = {
    "word search (10 phrases)": WORDS.map((keyword) => () => call(simUrl, "queryHsCode", { keyword, currentPage: 1, pageSize: 10 })),
    "code prefix (6 codes)": CODES.map((keyword) => () => call(simUrl, "queryHsCode", { keyword, currentPage: 1, pageSize: 10 })),
    "browse a level (6 parents)": PARENTS.map((parent) => () => call(simUrl, "queryHsCode", { parent, currentPage: 1, pageSize: 20 })),
    "code detail (610910)": [() => call(simUrl, "queryHsCodeDetail", { code: "610910" })],
  };
  // One unmeasured round: SQLite's page cache and the prepared statements.
  for (const calls of Object.values(kinds)) for (const run of calls) await run();
  const figures: HsFigure[] = [];
  for (const [kind, calls] of Object.entries(kinds)) {
    const times: number[] = [];
    // One call at a time: each time is that call's own.
    for (let round = 0; round < rounds; round++) for (const run of calls) times.push(await run());
    figures.push(figure(kind, times));
  }
  return figures;
}

/** The report lines; DESIGN §6's 50 ms is the budget of one answer. */
export function hsLines(figures: HsFigure[], budgetMs: number): string[] {
  return figures.map(
    (f) =>
      `HS open API at the simulator, ${f.kind.padEnd(28)} p50 ${f.p50.toFixed(2)} ms  p95 ${f.p95.toFixed(2)} ms  max ${f.max.toFixed(2)} ms  ` +
      `(${f.calls} calls; budget ${budgetMs} ms: ${f.p95 <= budgetMs ? "within" : "OVER"})`,
  );
}
