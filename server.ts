import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { AsyncResource } from "node:async_hooks";
import { fork } from "node:child_process";
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { hasTokenCookie } from "./app/auth/token-cookie.server";
import { type AppEnv, parseAppEnv, simulatorDevEndpoints } from "./app/env.server";
import { formPostLimit } from "./app/rate-limit.server";
import type { FormBody } from "./app/request-body.server";
import { formPosts } from "./app/request-body.server";
import { describeRequestUser, requestContextStore, type RequestContext } from "./app/request-context.server";
import { alsoLogTo, logger, requestIdFor, requestLog } from "./app/request-log.server";
import { needsNoStore, sameOriginPosts, securityHeaders } from "./app/security-headers.server";
import { answerWorker, LocalState } from "./app/shared-state.server";
import { precompressedAssets } from "./app/static-assets.server";
import { logDirOf, RotatingFile } from "./provider-sim/logs/rotating-file";

/** The simulator trusts X-Forwarded-For only from the app itself, which calls it over loopback. */
const APP_LOOPBACK = ["127.0.0.1", "::1", "::ffff:127.0.0.1"];

/** How long after the 1st, 2nd, … death in a row an app process is started again (the last repeats). */
const RESTART_DELAYS_MS = [100, 1_000, 5_000, 30_000, 60_000];

/**
 * Production entry (DESIGN §6: scale out, not up). The primary process starts the provider
 * simulator when no PROVIDER_URL is set, holds the state the app processes share unless
 * REDIS_URL puts it in Redis (app/shared-state.server.ts), and runs WEB_CONCURRENCY app processes
 * (node:cluster, one per core by default) that share the port. `npm run dev` runs the app in the one process, beside Vite.
 */
async function main() {
  let env: AppEnv;
  try {
    env = parseAppEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (process.env[SEED_ROLE] === "1") return seedAndExit(env);
  // Every process of the app appends to the one rotating app.log (decision 0030).
  const logDir = logDirOf(env.DATA_DIR);
  mkdirSync(logDir, { recursive: true });
  alsoLogTo(new RotatingFile(join(logDir, "app.log")));
  if (cluster.isWorker) return serveApp(env);
  // The app processes sign the flash cookie alike: one that another process set must read back.
  // Machines that share Redis must share SESSION_SECRET too (env.server.ts refuses to start without).
  process.env.SESSION_SECRET ||= randomBytes(32).toString("hex");

  let stopSimulator: (() => Promise<void>) | undefined;
  if (!env.PROVIDER_URL) {
    if (env.NODE_ENV !== "development") await seedInChildProcess();
    const { startSimulator } = await import("./provider-sim/start");
    const devEndpoints = simulatorDevEndpoints(env);
    const sim = await startSimulator({
      port: env.PROVIDER_PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      seedPassword: env.SEED_PASSWORD,
      devEndpoints,
      rateLimitFactor: env.SIM_RATE_LIMIT_FACTOR,
      // The simulator believes the browser's address in X-Forwarded-For only from the app itself.
      trustedProxies: APP_LOOPBACK,
      logDir,
    });
    // The app processes inherit these.
    process.env.PROVIDER_URL = sim.url;
    // The simulator's seeded open-API client answers the public HS look-up unless others are set.
    process.env.OPENAPI_KEY ||= "openapi";
    process.env.OPENAPI_SECRET ||= "openapi-secret";
    stopSimulator = sim.close;
    logger.info({ url: sim.url, dataDir: env.DATA_DIR, devEndpoints }, "provider simulator started");
  }
  if (env.NODE_ENV === "development") return serveApp(parseAppEnv(process.env), stopSimulator);
  startWorkers(env.WEB_CONCURRENCY ?? availableParallelism(), stopSimulator, !env.REDIS_URL);
}

/** Set in the environment of the process that seeds the database and exits. */
const SEED_ROLE = "APP_SEED_PROCESS";

/** Seeds the simulator's database in a child process (this same program), and waits for it. */
async function seedInChildProcess() {
  const child = fork(process.argv[1], process.argv.slice(2), { env: { ...process.env, [SEED_ROLE]: "1" }, execArgv: process.execArgv });
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`seeding the simulator's database failed (exit ${code ?? signal})`);
}

async function seedAndExit(env: AppEnv) {
  const { seedDataDir } = await import("./provider-sim/start");
  seedDataDir(env.DATA_DIR, env.SEED_PASSWORD);
  process.exit(0);
}

/** The primary: forks the app processes, starts again one that dies, and stops them all on a signal. */
function startWorkers(count: number, stopSimulator: (() => Promise<void>) | undefined, holdsState: boolean) {
  // With REDIS_URL the app processes ask Redis themselves; else this process holds what they share.
  const state = holdsState ? new LocalState() : undefined;
  let stopping = false;
  let failures = 0;
  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    if (state) answerWorker(worker, state);
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const delay = RESTART_DELAYS_MS[Math.min(failures++, RESTART_DELAYS_MS.length - 1)];
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: delay }, "app process died; starting another");
    setTimeout(fork, delay).unref();
  });
  // A worker that has served for a minute resets the back-off.
  cluster.on("listening", () => setTimeout(() => (failures = 0), 60_000).unref());
  for (let i = 0; i < count; i++) fork();
  logger.info({ processes: count }, "app processes starting");

  const shutdown = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    void (stopSimulator?.() ?? Promise.resolve()).finally(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

/** One app process: the Remix app behind express on PORT (shared with the other app processes). */
async function serveApp(env: AppEnv, stopSimulator?: () => Promise<void>) {
  const remix = await remixBuild(env.NODE_ENV === "development");
  const trustProxy = env.TRUST_PROXY === "1";
  const app = express();
  app.disable("x-powered-by");
  if (trustProxy) app.set("trust proxy", true);
  app.use((req, res, next) => {
    const context: RequestContext = {
      requestId: requestIdFor(req.headers["x-request-id"], trustProxy),
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
      nonce: randomBytes(16).toString("base64"),
    };
    res.locals.context = context;
    res.locals.nonce = context.nonce;
    res.setHeader("X-Request-Id", context.requestId);
    requestContextStore.run(context, next);
  });
  app.use(requestLog());
  app.use(compression());
  app.use(securityHeaders({ embedOrigins: env.EMBED_ALLOWED_ORIGINS, https: trustProxy }));
  app.use(sameOriginPosts);
  // React Router reads "/%5C" as "/\", which URL parsing takes for a protocol-relative "//"; no page has one.
  app.use((req, res, next) => (/%5c/i.test(req.path) ? res.status(400).type("text/plain").send("400 Bad Request") : next()));
  app.use(remix.assets);
  app.use(formPostLimit(env.APP_RATE_LIMIT_FACTOR));
  app.use((req, res, next) => formPosts(req, res, AsyncResource.bind(next)));
  app.all("*", remixHandler(remix.build, env.NODE_ENV === "development" ? "development" : "production"));
  app.use(plainErrors);

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ url: `http://${env.HOST}:${env.PORT}`, mode: env.NODE_ENV }, "trade platform started");
  });

  const shutdown = () => {
    server.close();
    void stopSimulator?.().finally(() => process.exit(0));
    if (!stopSimulator) process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  if (cluster.isWorker) {
    // Ctrl-C reaches the whole process group: the primary stops the app processes itself.
    process.on("SIGINT", () => undefined);
    // A primary that is gone passes on no more connections.
    process.on("disconnect", shutdown);
  } else {
    process.on("SIGINT", shutdown);
  }
}

/**
 * The Remix server build and what serves the browser's files. In production: the Vite build, with
 * hashed assets cached for a year. Under `npm run dev`: Vite's dev server, rebuilding per request.
 */
async function remixBuild(development: boolean): Promise<{ build: ServerBuild | (() => Promise<ServerBuild>); assets: express.Handler }> {
  if (development) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true } });
    return { build: () => server.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>, assets: server.middlewares };
  }
  const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
  const assets = express.Router();
  assets.use("/assets", precompressedAssets("build/client/assets"), express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  assets.use(express.static("build/client", { maxAge: "1h" }));
  return { build, assets };
}

/** Remix behind express; a form post's body was already read and checked by `formPosts`. */
function remixHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string) {
  const handle = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = fetchRequest(req, res);
      const context = res.locals.context as RequestContext;
      const response = await handle(request, {
        nonce: context.nonce,
        requestId: context.requestId,
        clientAddress: context.clientAddress,
        describeUser: describeRequestUser,
      });
      if (needsNoStore(new URL(request.url).pathname, hasTokenCookie(request))) {
        // A stream of events asks not to be transformed: compression would hold its events back.
        response.headers.set("Cache-Control", /no-transform/.test(response.headers.get("Cache-Control") ?? "") ? "no-store, no-transform" : "no-store");
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

function fetchRequest(req: Request, res: Response): globalThis.Request {
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = res.locals.formBody as FormBody | undefined;
  // Only GET, HEAD and checked form posts get this far (formPosts).
  if (!body) return new globalThis.Request(url.href, { method: req.method, headers, signal: controller.signal });
  headers.set("Content-Type", body.contentType);
  headers.set("Content-Length", String(body.bytes.length));
  headers.delete("Transfer-Encoding");
  return new globalThis.Request(url.href, { method: req.method, headers, body: new Uint8Array(body.bytes), signal: controller.signal });
}

/** Whatever went wrong, the answer is a plain page without details; the log has the stack. */
function plainErrors(error: unknown, _req: Request, res: Response, _next: NextFunction) {
  const declared = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  const status = typeof declared === "number" && declared >= 400 && declared < 500 ? declared : error instanceof URIError ? 400 : 500;
  if (status >= 500) res.err = error as Error;
  if (res.headersSent) return res.destroy();
  res.status(status).type("text/plain").send(status === 400 ? "400 Bad Request" : status >= 500 ? "500 Internal Server Error" : `${status}`);
}

void main();
