import { createHash, randomInt, timingSafeEqual } from "node:crypto";
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
  contact: (tenantCode: string, userId: string, channel: string, to: string) => `contact:${tenantCode}:${userId}:${channel}:${to}`,
};

export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/**
 * Answers are stored only as a hash salted with their challenge key (DESIGN §7): a copy of
 * the database hands out no live captcha, SMS or reset code.
 */
export function answerHash(key: string, answer: string): string {
  return createHash("sha256").update(`${key}\u0000${answer.trim().toLowerCase()}`).digest("hex");
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
    answer: answerHash(c.key, c.answer),
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

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Checks an answer (case-insensitive). An image captcha is used up by its first check, right
 * or wrong, so a solved one cannot be replayed. A code sent by SMS or e-mail takes
 * MAX_CODE_ATTEMPTS wrong answers and is consumed by the caller once it has served. An
 * expired or exhausted challenge never matches. Returns the live challenge on success.
 */
export function checkChallenge(db: Queryable, at: number, key: string, kind: Kind, answer: string): Challenge | undefined {
  const row = findChallenge(db, key);
  if (!row || row.kind !== kind) return undefined;
  if (kind === "image") consumeChallenge(db, key);
  if (row.expiresAt.getTime() <= at || row.attempts >= MAX_CODE_ATTEMPTS) return undefined;
  if (sameHash(row.answer, answerHash(key, answer))) return row;
  if (kind !== "image") {
    db.update(captchas)
      .set({ attempts: sql`${captchas.attempts} + 1` })
      .where(eq(captchas.key, key))
      .run();
  }
  return undefined;
}

export function consumeChallenge(db: Queryable, key: string): void {
  db.delete(captchas).where(eq(captchas.key, key)).run();
}
