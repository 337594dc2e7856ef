import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, REDIS_SERVER_BINARY, RedisServer } from "../app/shared-state-redis.testing";
import { passwordToken } from "../scripts/provider-token";
import type { LoadResult } from "./load";
import { assertPortFree, startChild, type ChildServer } from "./system";

/**
 * Throughput on many machines (issue #28, docs/decisions/0033): `/workbench` logged in, each app
 * server one process (WEB_CONCURRENCY=1), all in front of one simulator, first without Redis
 * (today's single machine), then over one `redis-server` the bench starts on a free port, with one
 * app server and with two. The two servers get half the connections each, at once (what a load
 * balancer spreading evenly would send them). On one machine the servers share its cores, so two
 * servers show what Redis and a second process cost and bring here, not what a second machine adds.
 */

export type MachinesFigures =
  | { skipped: string }
  | {
      /** One app process, no Redis: the single machine of today, against the same simulator. */
      local: LoadResult;
      redisOne: LoadResult;
      redisTwo: LoadResult;
    };

export interface MachinesOptions {
  host: string;
  /** The first app server's port; the second takes the next one. */
  appPort: number;
  simPort: number;
  /** Loads a target (its URLs spread as `measure` does) and refuses a run of error pages. */
  load: (target: string, urls: string[], headers: Record<string, string>) => Promise<LoadResult>;
  /** Children the caller stops on the way out, whatever happens. */
  track: <T extends ChildServer>(start: Promise<T>) => Promise<T>;
  untrack: (child: ChildServer) => Promise<void>;
  log: (message: string) => void;
}

/** The flash cookie's secret every app server must share when REDIS_URL is set (README "Running on many machines"). */
const SESSION_SECRET = "bench-many-machines-secret-0123456789abcdef";

/** A child whose data folder goes with it. */
async function withDataDir(name: string, start: (dataDir: string) => Promise<ChildServer>): Promise<ChildServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  const child = await start(dataDir).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return { ...child, stop: () => child.stop().finally(() => rm(dataDir, { recursive: true, force: true })) };
}

function startSimulator(host: string, port: number): Promise<ChildServer> {
  return withDataDir("sim", async (dataDir) => {
    await assertPortFree(port, host);
    const url = `http://${host}:${port}`;
    return startChild({
      name: "simulator",
      args: ["--import", "tsx", "provider-sim/main.ts"],
      env: { PROVIDER_PORT: String(port), HOST: host, DATA_DIR: dataDir, NODE_ENV: "production", SIM_RATE_LIMIT_FACTOR: "1000", LOG_LEVEL: "warn" },
      url,
      readyUrl: `${url}/api/account/captcha/generateImageCaptcha`,
      timeoutMs: 60_000,
    });
  });
}

function startAppServer(host: string, port: number, simUrl: string, redisUrl?: string): Promise<ChildServer> {
  return withDataDir("app", async (dataDir) => {
    await assertPortFree(port, host);
    const url = `http://${host}:${port}`;
    return startChild({
      name: `app server on ${port}${redisUrl ? " over Redis" : ""}`,
      args: ["build/app/server.js"],
      env: {
        PORT: String(port),
        HOST: host,
        PROVIDER_URL: simUrl,
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        WEB_CONCURRENCY: "1",
        APP_RATE_LIMIT_FACTOR: "1000",
        LOG_LEVEL: "warn",
        ...(redisUrl ? { REDIS_URL: redisUrl, SESSION_SECRET } : { REDIS_URL: "" }),
      },
      url,
      readyUrl: `${url}/login`,
      timeoutMs: 60_000,
    });
  });
}

export async function machinesFigures(opts: MachinesOptions): Promise<MachinesFigures> {
  if (!REDIS_SERVER_BINARY) return { skipped: "no redis-server on this machine (apt-get install redis-server)" };
  const { host, track, untrack, log } = opts;
  log("many machines: one simulator, app servers of one process each, without and with Redis");
  const sim = await track(startSimulator(host, opts.simPort));
  const redis = new RedisServer(await freePort());
  try {
    const token = await passwordToken(sim.url, "admin");
    const headers = { Accept: "text/html,application/xhtml+xml", "Accept-Encoding": "gzip, deflate, br", Cookie: `token=${token}` };
    const workbench = async (target: string, servers: ChildServer[]) => {
      for (const server of servers) {
        const res = await fetch(`${server.url}/workbench`, { headers, redirect: "manual" });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${server.name}: /workbench answered ${res.status}`);
      }
      return opts.load(target, servers.map((s) => `${s.url}/workbench`), headers);
    };

    const alone = await track(startAppServer(host, opts.appPort, sim.url));
    const local = await workbench("/workbench, 1 server, no Redis", [alone]);
    await untrack(alone);

    await redis.start();
    const first = await track(startAppServer(host, opts.appPort, sim.url, redis.url));
    const redisOne = await workbench("/workbench, 1 server, Redis", [first]);
    const second = await track(startAppServer(host, opts.appPort + 1, sim.url, redis.url));
    const redisTwo = await workbench("/workbench, 2 servers, Redis", [first, second]);
    await Promise.all([untrack(first), untrack(second)]);
    return { local, redisOne, redisTwo };
  } finally {
    await redis.stop();
    await untrack(sim);
  }
}
