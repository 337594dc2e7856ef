import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { captchas } from "../../db/schema";
import type { Queryable } from "../context";
import { MAX_CODE_ATTEMPTS } from "../policy";

type Kind = (typeof captchas.$inferSelect)["kind"];
export type Challenge = typeof captchas.$inferSelect;

/** One row per challenge; the key says what it guards so kinds never collide. */
export const challengeKey = {
  image: (key: string) => `image:${key}`,
  sms: (tenantCode: string, mobile: string) => `sms:${tenantCode}:${mobile}`,
  reset: (tenantCode: string, email: string) => `reset:${tenantCode}:${email}`,
};

export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export interface NewChallenge {
  key: string;
  kind: Kind;
  answer: string;
  target?: string;
  tenantCode?: string;
  ttlMs: number;
}

/** Stores a challenge, replacing any earlier one under the same key (fresh attempts). */
export function putChallenge(db: Queryable, at: number, c: NewChallenge): void {
  const row = {
    key: c.key,
    kind: c.kind,
    answer: c.answer,
    target: c.target ?? null,
    tenantCode: c.tenantCode ?? null,
    attempts: 0,
    expiresAt: new Date(at + c.ttlMs),
    createTime: new Date(at),
  };
  db.insert(captchas)
    .values(row)
    .onConflictDoUpdate({ target: captchas.key, set: row })
    .run();
}

export function findChallenge(db: Queryable, key: string): Challenge | undefined {
  return db.select().from(captchas).where(eq(captchas.key, key)).get();
}

/**
 * Checks an answer (case-insensitive). A wrong answer costs an attempt; an expired or
 * exhausted challenge never matches. Returns the live challenge on success.
 */
export function checkChallenge(db: Queryable, at: number, key: string, kind: Kind, answer: string): Challenge | undefined {
  const row = findChallenge(db, key);
  if (!row || row.kind !== kind || row.expiresAt.getTime() <= at || row.attempts >= MAX_CODE_ATTEMPTS) return undefined;
  if (row.answer.toLowerCase() === answer.trim().toLowerCase()) return row;
  db.update(captchas)
    .set({ attempts: sql`${captchas.attempts} + 1` })
    .where(eq(captchas.key, key))
    .run();
  return undefined;
}

export function consumeChallenge(db: Queryable, key: string): void {
  db.delete(captchas).where(eq(captchas.key, key)).run();
}
