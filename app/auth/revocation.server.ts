import { isOutage } from "./messages.server";

/** Backoff between attempts to revoke a token the provider could not take back at logout. */
export const REVOKE_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000] as const;
/** At most this many tokens wait for a retry; beyond it the oldest is given up. */
export const REVOKE_QUEUE_LIMIT = 1_000;

type Revoke = (token: string) => Promise<void>;

/**
 * Logout clears the cookie at once, but a token the provider did not revoke would stay usable
 * by whoever holds a copy. Revocations that fail because the provider is down or slow are
 * retried with backoff. Limits: the queue lives in this process (a restart forgets it), holds
 * {@link REVOKE_QUEUE_LIMIT} tokens and stops after the last delay; the token then lives until
 * the provider expires it.
 */
export function createRevocationQueue(revoke: Revoke, delays: readonly number[] = REVOKE_RETRY_DELAYS_MS) {
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();

  const attempt = async (token: string, round: number): Promise<void> => {
    waiting.delete(token);
    try {
      await revoke(token);
    } catch (error) {
      // Only an outage is worth retrying: any other answer means the token is already dead or unknown.
      if (!isOutage(error) || round >= delays.length) return;
      if (waiting.size >= REVOKE_QUEUE_LIMIT) {
        const [oldest, timer] = waiting.entries().next().value!;
        clearTimeout(timer);
        waiting.delete(oldest);
      }
      const timer = setTimeout(() => void attempt(token, round + 1), delays[round]);
      timer.unref?.();
      waiting.set(token, timer);
    }
  };

  return {
    /** Revokes now; on an outage keeps retrying in the background. Resolves after the first attempt. */
    revoke: (token: string) => attempt(token, 0),
    pending: () => waiting.size,
  };
}
