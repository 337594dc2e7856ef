import express from "express";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { Writable } from "node:stream";
import { describeRequestUser, requestContextStore, type RequestContext } from "./request-context.server";
import { alsoLogTo, isStaticFile, logger, pathOf, requestIdFor, requestLog } from "./request-log.server";

describe("requestIdFor", () => {
  it("keeps a sane incoming id only behind the trusted proxy", () => {
    expect(requestIdFor("abc-123", true)).toBe("abc-123");
    expect(requestIdFor("abc-123", false)).not.toBe("abc-123");
    expect(requestIdFor("bad id\n{", true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor("x".repeat(65), true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("requestLog", () => {
  it("writes one line with id, method, path, status, duration, user and tenant, and no query, headers or body", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    const app = express();
    app.use((_req, res, next) => {
      const context: RequestContext = { requestId: "req-7", clientAddress: "127.0.0.1", nonce: "n" };
      res.locals.context = context;
      requestContextStore.run(context, next);
    });
    app.use(requestLog(pino(sink)));
    app.post("/login", (_req, res) => {
      describeRequestUser({ username: "admin", tenantCode: "10001" });
      res.status(303).end();
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/login?code=654321`;
      await fetch(url, { method: "POST", headers: { Cookie: "token=secret-token", "Content-Type": "application/x-www-form-urlencoded" }, body: "password=hunter22", redirect: "manual" });
      await vi.waitFor(() => expect(lines).toHaveLength(1));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ req: { id: "req-7", method: "POST", path: "/login" }, res: { status: 303 }, user: "admin", tenant: "10001" });
    expect(typeof line.responseTime).toBe("number");
    expect(lines[0]).not.toMatch(/654321|secret-token|hunter22/);
  });

  it("writes no line for a static file served well, but one for a static file that failed", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.context = { requestId: "req-8", clientAddress: "127.0.0.1", nonce: "n" } satisfies RequestContext;
      next();
    });
    app.use(requestLog(pino(sink)));
    app.get(["/assets/app-1.js", "/favicon.ico", "/site/site.js"], (_req, res) => void res.send("x"));
    app.get("/workbench", (_req, res) => void res.send("page"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of ["/assets/app-1.js", "/favicon.ico", "/site/site.js", "/assets/gone.js", "/workbench"]) await fetch(base + path);
      await vi.waitFor(() => expect(lines).toHaveLength(2));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines.map((line) => [JSON.parse(line).req.path, JSON.parse(line).res.status])).toEqual([
      ["/assets/gone.js", 404],
      ["/workbench", 200],
    ]);
    expect(isStaticFile("/assets/a.css?v=1")).toBe(true);
    expect(isStaticFile("/upload-download")).toBe(false);
  });

  it("reads the path without its query string", () => {
    expect(pathOf("/a/b?x=1")).toBe("/a/b");
    expect(pathOf(undefined)).toBe("/");
  });
});

describe("the app's logger", () => {
  it("also writes to the file it is given, with secrets masked even in an error's message", () => {
    const lines: string[] = [];
    alsoLogTo({ write: (line: string) => lines.push(line) });
    logger.error({ err: new Error("token call failed: /api/uaa/oauth/token?password=hunter22&grant_type=password"), header: "Bearer abc.def" }, "provider call failed");
    const line = lines.find((l) => l.includes("provider call failed"))!;
    expect(line).toBeDefined();
    expect(line).not.toMatch(/hunter22|abc\.def/);
    expect(JSON.parse(line).err.message).toContain("password=***");
  });
});
