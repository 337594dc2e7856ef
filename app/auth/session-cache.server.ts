import { PROVIDER_WRITES } from "~/provider/writes.server";
import { sharedState, type SharedState } from "~/shared-state.server";

/** Sessions kept at the most; past it the oldest goes first. */
const MAX_ENTRIES = 5_000;

interface Entry<T> {
  /** The load, shared by every page that asks while it is still on its way. */
  value: Promise<T>;
  /** The machine's count of provider writes when the value was asked for. */
  writes: number;
  at: number;
}

/**
 * What a session's pages need from the provider beyond the user itself (the post and role it
 * works in, their authority, the org tree), kept per token, working choice and role set, so a page
 * asks the provider two things (the user, the bell) instead of six. An entry holds while nothing
 * was written to the provider through any app process sharing the state since it was read (a
 * grant, a role, a menu, an org, a logout: the shared count of writes moved on), and for at most
 * `ttlMs`, the bound on what the provider's own console changes (or another machine, without
 * REDIS_URL). The count is read on every page: with Redis, one GET (decision 0033). The user is asked every
 * time, so a token the provider revoked or let expire is refused at once wherever it was cached.
 */
export class SessionPartsCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #ttlMs: number;
  readonly #state: () => SharedState;
  readonly #now: () => number;

  constructor({ ttlMs, state = sharedState, now = Date.now }: { ttlMs: number; state?: () => SharedState; now?: () => number }) {
    this.#ttlMs = ttlMs;
    this.#state = state;
    this.#now = now;
  }

  /** Whether anything is kept at all (`ttlMs` above 0). */
  get keeps(): boolean {
    return this.#ttlMs > 0;
  }

  /**
   * The kept value of `key`, or `load`'s. A load still on its way is shared (the page right after a
   * login finds the one the login started); a failed load is forgotten; a value is not served once
   * a write happened after it was asked for.
   */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const writes = (await this.#state().get(PROVIDER_WRITES)) ?? 0;
    const now = this.#now();
    const kept = this.#entries.get(key);
    if (kept && kept.writes === writes && now - kept.at < this.#ttlMs) return kept.value;
    this.#entries.delete(key);
    const value = load();
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    const entry = { value, writes, at: now };
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }
}
