import { Redis, type Result } from "ioredis";
import { logger } from "./request-log.server";
import { LocalState, type SharedState } from "./shared-state.server";

/**
 * One hit of a fixed window: the first hit starts the window's expiry, so a window is never left
 * without one; over the limit it answers the milliseconds left, else 0. One script, so two
 * machines' hits cannot interleave between the count and the expiry.
 */
const HIT_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count <= tonumber(ARGV[2]) then return 0 end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return left`;

declare module "ioredis" {
  interface RedisCommander<Context> {
    hitWindow(key: string, windowMs: number, limit: number): Result<number, Context>;
  }
}

/** How long a command may wait on Redis before the call is answered locally. */
const COMMAND_TIMEOUT_MS = 500;

/** Every key this app keeps in Redis starts with it, so the app can share a Redis with others. */
export const REDIS_PREFIX = "trade-platform:";

/**
 * The state every app process of every machine must see alike, kept in Redis (REDIS_URL): each
 * process holds one client and asks Redis directly.
 *
 * When Redis cannot be reached, each call is answered by this process's own LocalState and one
 * warning is logged per outage; the client reconnects by itself and the next call after it is
 * back goes to Redis again. Counting locally for the outage is the chosen degradation: sign-in
 * and every page stay available, at the price of a budget counted per process (the provider still
 * keeps its own limits) and of kept sessions invalidated per process, bounded by SESSION_CACHE_MS.
 * Refusing every sign-in because a counter is out of reach would turn a cache outage into a
 * product outage.
 */
export class RedisState implements SharedState {
  readonly #redis: Redis;
  readonly #local = new LocalState();
  #down = false;

  constructor(url: string, { prefix = REDIS_PREFIX }: { prefix?: string } = {}) {
    this.#redis = new Redis(url, {
      keyPrefix: prefix,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // A command waiting for a connection fails at the first reconnection that fails, not after 20.
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    });
    this.#redis.defineCommand("hitWindow", { numberOfKeys: 1, lua: HIT_WINDOW });
    this.#redis.on("error", (error: Error) => this.#lost(error));
    this.#redis.on("close", () => this.#lost(new Error("connection closed")));
    this.#redis.on("ready", () => this.#back());
  }

  hit(key: string, limit: number, windowMs: number): Promise<number> {
    return this.#ask(
      async (redis) => {
        const left = await redis.hitWindow(`hit:${limit}/${windowMs}/${key}`, windowMs, limit);
        return left === 0 ? 0 : Math.max(1, Math.ceil(left / 1_000));
      },
      () => this.#local.hitNow(key, limit, windowMs),
    );
  }

  get(key: string): Promise<number | undefined> {
    return this.#ask(
      async (redis) => {
        const value = await redis.get(`value:${key}`);
        return value === null ? undefined : Number(value);
      },
      () => this.#local.getNow(key),
    );
  }

  set(key: string, value: number, ttlMs: number): Promise<void> {
    return this.#ask(
      async (redis) => void (await redis.set(`value:${key}`, String(value), "PX", ttlMs)),
      () => this.#local.setNow(key, value, ttlMs),
    );
  }

  bump(key: string): Promise<number> {
    return this.#ask(
      (redis) => redis.incr(`value:${key}`),
      () => this.#local.bumpNow(key),
    );
  }

  /** Closes the connection for good (tests, shutdown). */
  async close(): Promise<void> {
    this.#redis.removeAllListeners("close");
    this.#redis.removeAllListeners("error");
    this.#redis.disconnect();
  }

  /** Asks Redis; while it is out of reach, or when it fails, answers from this process. */
  async #ask<T>(remote: (redis: Redis) => Promise<T>, local: () => T): Promise<T> {
    if (this.#down && this.#redis.status !== "ready") return local();
    try {
      const answer = await remote(this.#redis);
      this.#back();
      return answer;
    } catch (error) {
      this.#lost(error as Error);
      return local();
    }
  }

  #lost(error: Error) {
    if (this.#down) return;
    this.#down = true;
    logger.warn({ err: error.message }, "shared state: Redis out of reach; counting in this process until it is back");
  }

  #back() {
    if (!this.#down) return;
    this.#down = false;
    logger.info("shared state: Redis is back; counting there again");
  }
}
