import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { databaseFile } from "../db/client";

/** A server the bench started as a child process (its own process group). */
export interface ChildServer {
  name: string;
  pid: number;
  url: string;
  /** Last lines the child wrote, for error messages. */
  output(): string;
  /** Stops the whole process group: SIGTERM, then SIGKILL after a grace period. Idempotent. */
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, "..");
const OUTPUT_LINES = 40;

/** Fails loudly if something already listens on the port: we must not benchmark a stranger. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((done, fail) => {
    const probe = createServer();
    probe.once("error", (err: NodeJS.ErrnoException) =>
      fail(new Error(`port ${host}:${port} is busy (${err.code}); set the BENCH_*_PORT variables to free ports`)),
    );
    probe.listen(port, host, () => probe.close(() => done()));
  });
}

/**
 * Spawns `node <args>` in ROOT with the given env (on top of ours), then polls readyUrl until it
 * answers 200. Throws with the child's output if it exits or is not ready in time.
 */
export async function startChild(opts: {
  name: string;
  args: string[];
  env: Record<string, string>;
  url: string;
  readyUrl: string;
  timeoutMs: number;
}): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, opts.args, {
    cwd: ROOT,
    env: { ...process.env, ...opts.env },
    detached: true, // own process group, so stop() also reaches anything it forks
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > OUTPUT_LINES) lines.splice(0, lines.length - OUTPUT_LINES);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited: string | null = null;
  const exit = new Promise<void>((done) =>
    child.once("exit", (code, signal) => {
      exited = `exited (code ${code}, signal ${signal})`;
      done();
    }),
  );
  child.once("error", (err) => {
    exited ??= `failed to start (${err.message})`;
  });

  const server: ChildServer = {
    name: opts.name,
    pid: child.pid ?? -1,
    url: opts.url,
    output: () => lines.join("\n"),
    stop: async () => {
      if (exited || child.pid === undefined) return;
      signalGroup(child.pid, "SIGTERM");
      const grace = new Promise<void>((done) => setTimeout(done, 5_000).unref());
      await Promise.race([exit, grace]);
      if (!exited) {
        signalGroup(child.pid, "SIGKILL");
        await exit;
      }
    },
  };

  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${opts.name} ${exited} before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(opts.readyUrl, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${opts.name} did not answer 200 on ${opts.readyUrl} within ${opts.timeoutMs / 1000} s:\n${server.output()}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // group already gone
  }
}

/** The bare node:http yardstick. */
export async function startBaseline(port: number, host: string): Promise<ChildServer> {
  await assertPortFree(port, host);
  const url = `http://${host}:${port}`;
  return startChild({
    name: "baseline",
    args: ["--import", "tsx", "bench/baseline-server.ts"],
    env: { PORT: String(port), HOST: host },
    url,
    readyUrl: `${url}/`,
    timeoutMs: 20_000,
  });
}

export interface SystemUnderTest extends ChildServer {
  simUrl: string;
  /** The database file the embedded simulator runs on. */
  dbFile: string;
}

/**
 * The app as `npm start` runs it (build/app/server.js): the embedded simulator in the primary
 * process (PROVIDER_URL unset) and `processes` app processes (WEB_CONCURRENCY), in production
 * mode on a fresh data dir. SIM_RATE_LIMIT_FACTOR multiplies the simulator's per-IP rate limits
 * (provider-sim/policy.ts) so they never throttle the bench, which loads from one IP.
 */
export async function startSystem(opts: { port: number; providerPort: number; host: string; processes: number }): Promise<SystemUnderTest> {
  await assertPortFree(opts.port, opts.host);
  await assertPortFree(opts.providerPort, opts.host);
  const dataDir = await mkdtemp(join(tmpdir(), "bench-data-"));
  const url = `http://${opts.host}:${opts.port}`;
  const env: Record<string, string> = {
    PORT: String(opts.port),
    HOST: opts.host,
    PROVIDER_PORT: String(opts.providerPort),
    PROVIDER_URL: "", // unset → embedded simulator (empty means unset to the env parsers)
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    SIM_DEV_OUTBOX: "1",
    SIM_RATE_LIMIT_FACTOR: "1000",
    APP_RATE_LIMIT_FACTOR: "1000",
    WEB_CONCURRENCY: String(opts.processes),
    // One JSON line per request from both servers would be measured with them.
    LOG_LEVEL: "warn",
  };
  let child: ChildServer;
  try {
    child = await startChild({
      name: `simulator + ${opts.processes} app process${opts.processes === 1 ? "" : "es"}`,
      args: ["build/app/server.js"],
      env,
      url,
      readyUrl: `${url}/login`,
      timeoutMs: 60_000,
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...child,
    simUrl: `http://${opts.host}:${opts.providerPort}`,
    dbFile: databaseFile(dataDir),
    stop: async () => {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory now (VmRSS) and at its peak (VmHWM), in MB (MiB), of a process and every process under it (the app processes and the simulator). */
export async function memoryOf(pid: number): Promise<{ rssMB: number; peakMB: number; processes: number }> {
  const pids = await processTree(pid);
  let rss = 0;
  let peak = 0;
  for (const one of pids) {
    const status = await readFile(`/proc/${one}/status`, "utf8").catch(() => "");
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    rss += kib("VmRSS");
    peak += kib("VmHWM");
  }
  if (rss === 0) throw new Error(`no VmRSS for process ${pid}`);
  return { rssMB: rss / 1024, peakMB: peak / 1024, processes: pids.length };
}

async function processTree(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  const below = await Promise.all(children.split(/\s+/).filter(Boolean).map((child) => processTree(Number(child))));
  return [pid, ...below.flat()];
}
