import { nextId } from "../../db/snowflake";

let source: (() => string) | null = null;

/** The engine's ids: snowflakes, or the seeds' fixed ones while `withIds` runs. */
export const newId = (): string => (source ? source() : nextId());

/**
 * Runs `fn` with the engine taking its ids from `next` (seeds/workflow.ts: the same rows on
 * every run). Synchronous only, like the engine, so no other request sees the swap.
 */
export function withIds<T>(next: () => string, fn: () => T): T {
  source = next;
  try {
    return fn();
  } finally {
    source = null;
  }
}
