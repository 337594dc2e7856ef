import { seedId } from "../db/snowflake";

/**
 * Each table seeds ids from its own block of 100,000 so ids never collide across tables
 * and stay the same on every run.
 */
const BLOCKS = {
  tenant: 1,
  role: 2,
  org: 3,
  post: 4,
  menu: 5,
  button: 6,
  url: 7,
  dict: 8,
  region: 9,
  param: 10,
  dataField: 11,
  notification: 12,
  user: 13,
  userPost: 14,
} as const;

export function idFor(table: keyof typeof BLOCKS, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 100_000) throw new Error(`seed id ${table}#${n} out of range`);
  return seedId(BLOCKS[table] * 100_000 + n);
}

/** Seeded rows are dated from this fixed instant, never from the clock. */
export const BASE_TIME = Date.UTC(2026, 0, 1);
export const DAY_MS = 86_400_000;

export function seedDate(days: number, hours = 0): Date {
  return new Date(BASE_TIME + days * DAY_MS + hours * 3_600_000);
}

/** createTime and updateTime for a row created `days` after the base date. */
export function stamp(days = 0): { createTime: Date; updateTime: Date } {
  const at = seedDate(days);
  return { createTime: at, updateTime: at };
}
