import { resourceMessages as rm } from "../contract/admin/resource";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import { gzipSync } from "node:zlib";
import pino from "pino";
import { providerMessages as m } from "../contract/messages";
import { databaseFile, openDb } from "../db/client";
import { isLoopback, loopbackOnly } from "./middleware/loopback";
import { loggedUrl } from "./middleware/request-log";
import { PASSWORD, T1 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

let sim: TestSimulator;
afterEach(() => sim?.close());

describe("headers on every answer", () => {
  it("carry nosniff and no CORS headers, preflights included", async () => {
    sim = await startTestSimulator();
    const token = await sim.login("admin", T1);
    const origin = { origin: "https://elsewhere.example", "access-control-request-method": "GET" };
    const answers = [
      await sim.get("/api/admin/sysorg/querySysOrg", { token, headers: { origin: origin.origin } }),
      await sim.call("OPTIONS", "/api/admin/sysorg/querySysOrg", { headers: origin }),
      await sim.call("OPTIONS", "/api/uaa/oauth/token", { headers: origin }),
      await sim.get("/nowhere"),
      await sim.get("/api/account/captcha/generateImageCaptcha", { query: { key: "captcha-key-0001" } }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      for (const name of answer.headers.keys()) expect(name).not.toMatch(/^access-control-/);
    }
  });
});

describe("the client's address", () => {
  it("ignores X-Forwarded-For from a caller that is not a trusted proxy", async () => {
    sim = await startTestSimulator();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await sim.call("POST", "/api/uaa/oauth/token", { headers: { "x-forwarded-for": `203.0.113.${i}` } });
      statuses.push(answer.status);
    }
    expect(statuses[19]).toBe(401);
    expect(statuses[20]).toBe(429);
  });

  it("believes X-Forwarded-For from a configured proxy, limiting each real client", async () => {
    sim = await startTestSimulator({ trustedProxies: ["127.0.0.1"] });
    const from = (ip: string) => sim.call("POST", "/api/uaa/oauth/token", { headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 20; i++) expect((await from("203.0.113.7")).status).toBe(401);
    expect((await from("203.0.113.7")).status).toBe(429);
    expect((await from("203.0.113.8")).status).toBe(401);
  });
});

describe("dev endpoints", () => {
  const fakeRequest = (remoteAddress: string, forwardedFor?: string) =>
    ({ socket: { remoteAddress }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} }) as never;

  it("answer loopback callers only, by the socket's address, never a forwarded header", () => {
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.8.0.3"].every(isLoopback)).toBe(true);
    expect(["10.0.0.5", "::ffff:10.0.0.5", "", undefined, "1127.0.0.1"].some(isLoopback)).toBe(false);
    const outcome = (req: never) => {
      let passed: unknown = "not called";
      loopbackOnly(req, {} as never, (err?: unknown) => (passed = err));
      return passed;
    };
    expect(outcome(fakeRequest("127.0.0.1"))).toBeUndefined();
    expect(outcome(fakeRequest("192.0.2.10", "127.0.0.1"))).toMatchObject({ status: 404, httpStatus: 404 });
  });

  it("serve the captcha answer from memory while the database keeps only its hash", async () => {
    sim = await startTestSimulator();
    await sim.get("/api/account/captcha/generateImageCaptcha", { query: { key: "captcha-key-0001" } });
    const { answer } = (await sim.get("/__dev/captcha", { query: { key: "captcha-key-0001" } })).body;
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    const rows = sim.db.$client.prepare("select answer from sys_captcha").all() as { answer: string }[];
    expect(rows.map((r) => r.answer)).not.toContain(answer);
  });
});

describe("malformed requests", () => {
  beforeEach(async () => {
    sim = await startTestSimulator();
  });

  it("a page beyond any table is a 400 with a clear message", async () => {
    const token = await sim.login("admin", T1);
    for (const currentPage of ["9007199254740991", "900719925474099"]) {
      const answer = await sim.get("/api/admin/sysorg/querySysOrg", { token, query: { currentPage, pageSize: "10000" } });
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(400);
      expect(answer.body.message).toContain(rm.pageOutOfRange);
    }
  });

  it("a broken gzip or deflate body is a 400, a good gzip body is read", async () => {
    for (const encoding of ["gzip", "deflate"]) {
      const answer = await fetch(`${sim.base}/api/account/sysuserdetail/registerAccount`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-encoding": encoding },
        body: "not compressed at all",
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ status: 400, message: m.bodyMalformed });
    }
    const good = await fetch(`${sim.base}/api/account/sysuserdetail/registerAccount`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: gzipSync(JSON.stringify({ tenantCode: T1 })),
    });
    expect(good.status).toBe(200);
  });

  it("a path that does not decode is a 400", async () => {
    const answer = await sim.get("/api/admin/sysorg/%E0%A4%A");
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe("the request log", () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { lines, logger: pino({ level: "info" }, stream) };
  }

  it("writes one JSON line per request with id, user and tenant, and no secrets", async () => {
    const { lines, logger } = capture();
    sim = await startTestSimulator({ logger });
    const token = await sim.login("admin", T1);
    const answer = await sim.get("/api/uaa/users/getSysUser", { token, headers: { "x-request-id": "demo-42" } });
    expect(answer.headers.get("x-request-id")).toBe("demo-42");
    const junk = await sim.get("/api/nothing", { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(junk.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    expect(lines).toHaveLength(3);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/authorization/i);
    const [login, me] = lines;
    expect(login).toMatchObject({ req: { method: "POST", path: expect.stringContaining("password=***") }, res: { status: 200 } });
    expect(me).toMatchObject({ reqId: "demo-42", req: { path: "/api/uaa/users/getSysUser" }, res: { status: 200 }, tenantCode: T1 });
    expect(me.userId).toBeDefined();
    expect(typeof me.responseTime).toBe("number");
  });

  it("keeps an unexpected error's stack in the log, not the answer", async () => {
    const { lines, logger } = capture();
    sim = await startTestSimulator({ logger });
    const token = await sim.login("admin", T1);
    sim.db.$client.exec("DROP TABLE sys_notification_recipient");
    const answer = await sim.get("/api/notification/notification/queryHeadNotification", { token });
    expect(answer.body).toEqual({ status: 500, message: m.internal });
    const failed = lines.find((l) => (l.res as { status: number }).status === 500)!;
    expect(failed.level).toBe(50);
    expect((failed.err as { stack: string }).stack).toMatch(/sys_notification_recipient/);
  });

  it("masks secret-bearing query values", () => {
    expect(loggedUrl("/x?username=a&password=p&smsCaptcha=1&refresh_token=r")).toBe(
      "/x?username=a&password=***&smsCaptcha=***&refresh_token=***",
    );
  });
});

describe("database files", () => {
  it("are the owner's alone: data dir 0700, db, -wal and -shm 0600", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "sim-files-")), "data");
    try {
      const db = openDb(databaseFile(dir));
      db.$client.exec("create table probe(x); insert into probe values (1);");
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      for (const suffix of ["", "-wal", "-shm"]) expect(statSync(`${databaseFile(dir)}${suffix}`).mode & 0o777).toBe(0o600);
      db.$client.close();
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});
