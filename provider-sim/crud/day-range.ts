import { gte, lt, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { CrudFilter } from "./resource";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD` day, or nothing for any other text (a filter that is not one). */
function midnightOf(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? undefined : new Date(at);
}

/** A stamp on or after the day's start (UTC). */
export function fromDay(column: SQLiteColumn, day: string): SQL | undefined {
  const start = midnightOf(day);
  return start && gte(column, start);
}

/** A stamp before the next day's start (UTC): the day itself is included. */
export function toDay(column: SQLiteColumn, day: string): SQL | undefined {
  const start = midnightOf(day);
  return start && lt(column, new Date(start.getTime() + DAY_MS));
}

/**
 * The list filters `<name>From` and `<name>To` over a time stamp, each a `YYYY-MM-DD` day (UTC)
 * and both included: what the data report's figures link to.
 */
export const dayRangeFilters = (name: string, column: SQLiteColumn): Record<string, CrudFilter> => ({
  [`${name}From`]: { where: (value) => fromDay(column, value) },
  [`${name}To`]: { where: (value) => toDay(column, value) },
});
