import { sysAuditLogPaths } from "../contract/admin/auditlog";
import { sysParamPaths } from "../contract/admin/sysparam";

/**
 * The simulator's paged query on 1,000,000 rows against the same query on 1,000 (DESIGN §6,
 * budget ratio ≤ 2): the audit log of the big and the small bench tenant, read the ways the list
 * screen reads it, one request at a time over HTTP.
 */

export interface PagingFigure {
  /** What was read. */
  step: string;
  bigMs: number;
  smallMs: number;
}

const PAGE_SIZE = 20;
const WALK = 20;
const REPEATS = 15;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timed(url: string, token: string, init: RequestInit = {}): Promise<{ ms: number; body: { status?: number; data?: { pagination?: { total?: number } } } }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { status?: number; data?: { pagination?: { total?: number } } };
  const ms = performance.now() - started;
  if (response.status !== 200 || body.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

/** The times of one tenant's audit log, in ms (medians of REPEATS). */
async function tenantTimes(simUrl: string, token: string): Promise<Record<string, number>> {
  const query = (page: number) => `${simUrl}${sysAuditLogPaths.query}?currentPage=${page}&pageSize=${PAGE_SIZE}`;
  const first = await timed(query(1), token);
  const total = first.body.data?.pagination?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const times: Record<string, number[]> = { open: [], next: [], last: [], middle: [], afterWrite: [] };
  let paramCount = 0;
  for (let r = 0; r < REPEATS; r++) {
    times.open.push((await timed(query(1), token)).ms);
    for (let page = 2; page <= WALK + 1; page++) times.next.push((await timed(query(page), token)).ms);
    times.last.push((await timed(query(lastPage), token)).ms);
    times.middle.push((await timed(query(Math.ceil(lastPage / 2)), token)).ms);
    // A write anywhere makes the next list count its rows again.
    await timed(`${simUrl}${sysParamPaths.add}`, token, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ paramName: "bench", paramKey: `bench.k${paramCount++}`, paramValue: "1" }),
    });
    times.afterWrite.push((await timed(query(1), token)).ms);
  }
  return Object.fromEntries(Object.entries(times).map(([step, values]) => [step, median(values)]));
}

export async function pagingFigures(simUrl: string, bigToken: string, smallToken: string): Promise<PagingFigure[]> {
  const big = await tenantTimes(simUrl, bigToken);
  const small = await tenantTimes(simUrl, smallToken);
  const steps: [string, string][] = [
    ["open", "first page with its total"],
    ["next", `next page, pages 2–${WALK + 1}`],
    ["last", "jump to the last page"],
    ["afterWrite", "first page right after a write"],
    ["middle", "jump to the middle page"],
  ];
  return steps.map(([key, step]) => ({ step, bigMs: big[key], smallMs: small[key] }));
}
