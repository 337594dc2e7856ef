import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { logQuerySchema, type LogQuery } from "../../contract/logs";
import { bucketSizeFor, searchLogs } from "./search";

const T0 = Date.UTC(2026, 0, 1, 12);
const MIN = 60_000;

/** pino's line shapes: the app's request line, the provider's, and a plain message. */
const appLine = (at: number, o: { id: string; path: string; status: number; ms?: number; user?: string; tenant?: string; method?: string }) =>
  JSON.stringify({ level: o.status >= 500 ? 50 : 30, time: at, pid: 1, hostname: "h", app: "trade-platform", req: { id: o.id, method: o.method ?? "GET", path: o.path }, res: { status: o.status }, responseTime: o.ms ?? 5, ...(o.user ? { user: o.user, tenant: o.tenant } : {}), msg: "request completed" });
const simLine = (at: number, o: { id: string; path: string; status: number; ms?: number; user?: string; tenant?: string }) =>
  JSON.stringify({ level: 30, time: at, service: "provider-sim", req: { id: o.id, method: "GET", path: o.path }, res: { status: o.status }, responseTime: o.ms ?? 2, ...(o.user ? { userId: "9", user: o.user, tenantCode: o.tenant } : {}), msg: "request completed" });

function folder(files: Record<string, string[]>, mtime = T0 + 60 * MIN) {
  const dir = mkdtempSync(join(tmpdir(), "logs-"));
  for (const [name, lines] of Object.entries(files)) {
    writeFileSync(join(dir, name), lines.map((l) => `${l}\n`).join(""));
    utimesSync(join(dir, name), mtime / 1000, mtime / 1000);
  }
  return dir;
}

const query = (q: Record<string, unknown> = {}): LogQuery => logQuerySchema.parse({ from: T0, to: T0 + 60 * MIN, ...q });

const dir = folder({
  "app.log.1": [
    appLine(T0 + 1 * MIN, { id: "r1", path: "/sysuser", status: 200, user: "admin", tenant: "10001" }),
    "not json at all",
    appLine(T0 + 2 * MIN, { id: "r2", path: "/Declaration/404", status: 404, user: "admin", tenant: "10001" }),
  ],
  "app.log": [
    appLine(T0 + 10 * MIN, { id: "r3", path: "/jobinfo", status: 500, ms: 900, user: "hkadmin", tenant: "10002" }),
    JSON.stringify({ level: 30, time: T0 + 11 * MIN, msg: "trade platform started" }),
    appLine(T0 + 70 * MIN, { id: "late", path: "/sysuser", status: 200 }),
  ],
  "sim.log": [
    simLine(T0 + 2 * MIN, { id: "r2", path: "/api/customs/declaration/getDeclaration?id=404", status: 200, user: "admin", tenant: "10001" }),
    simLine(T0 + 10 * MIN, { id: "r3", path: "/api/powerjob/job/list", status: 200, ms: 40, user: "hkadmin", tenant: "10002" }),
  ],
  "notes.txt": [appLine(T0 + 3 * MIN, { id: "x", path: "/", status: 200 })],
});

const ids = (q: Record<string, unknown>, scope: Parameters<typeof searchLogs>[2] = "all") => searchLogs(dir, query(q), scope).list.map((e) => `${e.source}:${e.requestId ?? e.msg}`);

describe("searchLogs", () => {
  it("reads every log file of the range, newest first, the app's and the provider's lines alike", () => {
    expect(ids({})).toEqual(["app:trade platform started", "app:r3", "sim:r3", "app:r2", "sim:r2", "app:r1"]);
    const [first] = searchLogs(dir, query({ requestId: "r3", source: "sim" }), "all").list;
    expect(first).toMatchObject({ source: "sim", method: "GET", path: "/api/powerjob/job/list", status: 200, latency: 40, user: "hkadmin", tenant: "10002" });
    expect(first.line).not.toHaveProperty("hostname");
  });

  it("filters by level, tenant, user, method, path, status, latency, request id and text", () => {
    expect(ids({ level: "error" })).toEqual(["app:r3"]);
    expect(ids({ tenant: "10002" })).toEqual(["app:r3", "sim:r3"]);
    expect(ids({ user: "admin" })).toEqual(["app:r2", "sim:r2", "app:r1"]);
    expect(ids({ method: "post" })).toEqual([]);
    expect(ids({ path: "declaration" })).toEqual(["app:r2", "sim:r2"]);
    expect(ids({ status: "404" })).toEqual(["app:r2"]);
    expect(ids({ status: "5xx" })).toEqual(["app:r3"]);
    expect(ids({ minLatency: 40 })).toEqual(["app:r3", "sim:r3"]);
    expect(ids({ requestId: "r2" })).toEqual(["app:r2", "sim:r2"]);
    expect(ids({ text: "POWERJOB" })).toEqual(["sim:r3"]);
    expect(ids({ from: T0 + 60 * MIN, to: T0 + 80 * MIN })).toEqual(["app:late"]);
  });

  it("keeps a tenant's administrator to that tenant's lines", () => {
    expect(ids({}, { tenant: "10002" })).toEqual(["app:r3", "sim:r3"]);
    expect(ids({ tenant: "10001" }, { tenant: "10002" })).toEqual([]);
  });

  it("pages newest first with the total of all matches", () => {
    const many = folder({ "app.log": Array.from({ length: 25 }, (_, n) => appLine(T0 + n * 1000, { id: `n${n}`, path: "/", status: 200 })) });
    const pages = [1, 2, 3, 4].map((currentPage) => searchLogs(many, query({ currentPage, pageSize: 10 }), "all"));
    expect(pages.map((p) => p.list.length)).toEqual([10, 10, 5, 0]);
    expect(pages[0].pagination).toEqual({ total: 25, pageSize: 10, current: 1 });
    expect(pages.flatMap((p) => p.list.map((e) => e.requestId))).toEqual(Array.from({ length: 25 }, (_, n) => `n${24 - n}`));
  });

  it("counts requests and errors (a 5xx answer or a line at error) in buckets over the range", () => {
    const found = searchLogs(dir, query(), "all");
    expect(found.bucketMs).toBe(60_000);
    expect(found.buckets[0].start).toBe(T0);
    const at = (minute: number) => found.buckets[minute];
    expect(at(1)).toEqual({ start: T0 + MIN, requests: 1, errors: 0 });
    expect(at(2)).toEqual({ start: T0 + 2 * MIN, requests: 2, errors: 0 });
    expect(at(10)).toEqual({ start: T0 + 10 * MIN, requests: 2, errors: 1 });
    expect(at(11)).toEqual({ start: T0 + 11 * MIN, requests: 0, errors: 0 });
    expect(found.buckets.reduce((n, b) => n + b.requests, 0)).toBe(5);
  });

  it("draws any range in at most 60 sensible buckets", () => {
    expect(bucketSizeFor(15 * MIN)).toBe(30_000);
    expect(bucketSizeFor(60 * MIN)).toBe(60_000);
    expect(bucketSizeFor(24 * 60 * MIN)).toBe(30 * MIN);
    expect(bucketSizeFor(7 * 24 * 60 * MIN)).toBe(3 * 60 * MIN);
    expect(bucketSizeFor(31 * 24 * 60 * MIN)).toBe(24 * 60 * MIN);
  });

  it("skips files last written before the range, and answers nothing for a folder that is not there", () => {
    const old = folder({ "app.log": [appLine(T0 + MIN, { id: "r1", path: "/", status: 200 })] }, T0 - MIN);
    expect(searchLogs(old, query(), "all").pagination.total).toBe(0);
    expect(searchLogs(join(dir, "missing"), query(), "all").list).toEqual([]);
  });

  it("defaults to the last hour before now", () => {
    const found = searchLogs(dir, logQuerySchema.parse({}), "all", T0 + 30 * MIN);
    expect([found.from, found.to]).toEqual([T0 - 30 * MIN, T0 + 30 * MIN]);
    expect(found.pagination.total).toBe(6);
  });
});
