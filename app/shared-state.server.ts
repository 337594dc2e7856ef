import cluster, { type Worker } from "node:cluster";
import { parseAppEnv } from "./env.server";
import { RedisState } from "./shared-state-redis.server";

/**
 * What every app process of one machine must see alike (DESIGN §6: scale out, not up): the
 * per-client form-post budget, the last SMS code sent to a mobile, and the count of writes to the
 * provider that tells every process its cached sessions are stale. With REDIS_URL set, Redis
 * holds them for every process of every machine (shared-state-redis.server.ts). Without it, the
 * one machine's node:cluster primary holds them and the workers ask it over IPC; a process on its
 * own holds them itself.
 */
export interface SharedState {
  /** Counts one hit of `key` in a fixed window; the seconds to wait when over `limit`, else 0. */
  hit(key: string, limit: number, windowMs: number): Promise<number>;
  /** A number kept under `key` for `ttlMs`, or undefined once it has lapsed. */
  get(key: string): Promise<number | undefined>;
  set(key: string, value: number, ttlMs: number): Promise<void>;
  /** Adds one to the counter `key` (kept for good) and answers its new value. */
  bump(key: string): Promise<number>;
}

type Question =
  | { op: "hit"; key: string; limit: number; windowMs: number }
  | { op: "get"; key: string }
  | { op: "set"; key: string; value: number; ttlMs: number }
  | { op: "bump"; key: string };

const CHANNEL = "trade-platform.shared-state";
/** Entries kept before lapsed ones are swept. */
const SWEEP_ABOVE = 10_000;

/** The state itself, in this process. */
export class LocalState implements SharedState {
  readonly #now: () => number;
  readonly #windows = new Map<string, { start: number; count: number; until: number }>();
  readonly #values = new Map<string, { value: number; until: number }>();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  answer(question: Question): number | undefined {
    if (question.op === "hit") return this.hitNow(question.key, question.limit, question.windowMs);
    if (question.op === "get") return this.getNow(question.key);
    if (question.op === "bump") return this.bumpNow(question.key);
    this.setNow(question.key, question.value, question.ttlMs);
    return undefined;
  }

  hitNow(key: string, limit: number, windowMs: number): number {
    const now = this.#now();
    const name = `${limit}/${windowMs}/${key}`;
    let window = this.#windows.get(name);
    if (!window || now >= window.until) {
      if (this.#windows.size > SWEEP_ABOVE) sweep(this.#windows, now);
      window = { start: now, count: 0, until: now + windowMs };
      this.#windows.set(name, window);
    }
    window.count += 1;
    if (window.count <= limit) return 0;
    return Math.max(1, Math.ceil((window.until - now) / 1000));
  }

  getNow(key: string): number | undefined {
    const entry = this.#values.get(key);
    return entry && this.#now() < entry.until ? entry.value : undefined;
  }

  setNow(key: string, value: number, ttlMs: number): void {
    const now = this.#now();
    if (this.#values.size > SWEEP_ABOVE) sweep(this.#values, now);
    this.#values.set(key, { value, until: now + ttlMs });
  }

  bumpNow(key: string): number {
    const value = (this.getNow(key) ?? 0) + 1;
    this.#values.set(key, { value, until: Infinity });
    return value;
  }

  hit = (key: string, limit: number, windowMs: number) => Promise.resolve(this.hitNow(key, limit, windowMs));
  bump = (key: string) => Promise.resolve(this.bumpNow(key));
  get = (key: string) => Promise.resolve(this.getNow(key));
  set = (key: string, value: number, ttlMs: number) => Promise.resolve(this.setNow(key, value, ttlMs));
}

function sweep(entries: Map<string, { until: number }>, now: number) {
  for (const [key, entry] of entries) if (now >= entry.until) entries.delete(key);
}

/** A cluster worker's view: each question goes to the primary, which answers from its LocalState. */
class PrimaryState implements SharedState {
  #next = 0;
  readonly #waiting = new Map<number, (value: number | undefined) => void>();

  constructor() {
    process.on("message", (message: { channel?: string; id?: number; value?: number }) => {
      if (message?.channel !== CHANNEL || typeof message.id !== "number") return;
      this.#waiting.get(message.id)?.(message.value);
      this.#waiting.delete(message.id);
    });
  }

  #ask(question: Question): Promise<number | undefined> {
    const id = this.#next++;
    return new Promise((done) => {
      this.#waiting.set(id, done);
      process.send!({ channel: CHANNEL, id, ...question });
    });
  }

  hit = async (key: string, limit: number, windowMs: number) => (await this.#ask({ op: "hit", key, limit, windowMs })) ?? 0;
  get = (key: string) => this.#ask({ op: "get", key });
  set = async (key: string, value: number, ttlMs: number) => void (await this.#ask({ op: "set", key, value, ttlMs }));
  bump = async (key: string) => (await this.#ask({ op: "bump", key })) ?? 0;
}

/** The primary answers one worker's questions from `state`. */
export function answerWorker(worker: Worker, state: LocalState) {
  worker.on("message", (message: ({ channel?: string; id?: number } & Question) | undefined) => {
    if (message?.channel !== CHANNEL || typeof message.id !== "number") return;
    worker.send({ channel: CHANNEL, id: message.id, value: state.answer(message) });
  });
}

// server.ts and the Remix build each bundle this module: one instance per process, on a global symbol.
const KEY = Symbol.for("trade-platform.shared-state");
const globals = globalThis as unknown as Record<symbol, SharedState | undefined>;

/** This process's way to the shared state: Redis when REDIS_URL is set, else this machine's primary or itself. */
export function sharedState(): SharedState {
  return (globals[KEY] ??= newState(parseAppEnv(process.env).REDIS_URL));
}

function newState(redisUrl: string | undefined): SharedState {
  if (redisUrl) return new RedisState(redisUrl);
  return cluster.isWorker && process.send ? new PrimaryState() : new LocalState();
}
