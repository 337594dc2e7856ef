import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { PageQuery } from "../contract/envelope";
import { providerMessages as x } from "../contract/messages";
import { SimError } from "./http";

/** One column of a page's order. */
export interface SortKey {
  column: SQLiteColumn;
  direction: "asc" | "desc";
  /** Where NULLs go in this direction (SQLite puts them first in ascending order). */
  nulls?: "first" | "last";
}
export const ascending = (column: SQLiteColumn, nulls?: SortKey["nulls"]): SortKey => ({ column, direction: "asc", ...(nulls ? { nulls } : {}) });
export const descending = (column: SQLiteColumn, nulls?: SortKey["nulls"]): SortKey => ({ column, direction: "desc", ...(nulls ? { nulls } : {}) });

/** The same key read the other way round: direction and the place of NULLs both flip. */
export const reversedKey = (key: SortKey): SortKey => ({
  column: key.column,
  direction: key.direction === "asc" ? "desc" : "asc",
  ...(key.nulls ? { nulls: key.nulls === "last" ? "first" : "last" } : {}),
});

export const orderByOf = (keys: readonly SortKey[]): SQL[] =>
  keys.flatMap((key) => {
    const order = key.direction === "asc" ? asc : desc;
    if (!key.nulls) return [order(key.column)];
    return [sql`(${key.column} is null) ${sql.raw(key.nulls === "last" ? "asc" : "desc")}`, order(key.column)];
  });

/**
 * The order of a page query as columns: `sorter=<field>_ascend|<field>_descend` over the fields
 * a resource allows, else `fallback` (newest createTime first by convention). `tieBreak` keeps
 * pages stable when values repeat, and makes the order total (which keyset paging needs).
 */
export function sortKeysOf(sorter: PageQuery["sorter"], sortable: Record<string, SQLiteColumn>, fallback: readonly SortKey[], tieBreak: SQLiteColumn): SortKey[] {
  if (!sorter) return [...fallback, descending(tieBreak)];
  const cut = sorter.lastIndexOf("_");
  const field = sorter.slice(0, cut);
  const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (!column) throw new SimError(`${x.notSortable}: ${field}`);
  const direction = sorter.slice(cut + 1) === "ascend" ? "asc" : "desc";
  return [{ column, direction }, { column: tieBreak, direction }];
}

/** The ORDER BY of a page query whose default order is an expression rather than columns. */
export function orderOf(sorter: PageQuery["sorter"], sortable: Record<string, SQLiteColumn>, fallback: SQL[], tieBreak: SQLiteColumn): SQL[] {
  if (!sorter) return [...fallback, desc(tieBreak)];
  return orderByOf(sortKeysOf(sorter, sortable, [], tieBreak));
}

/** LIMIT/OFFSET of a page; a page no table could reach is the caller's mistake (HTTP 400), not SQLite's. */
export function windowOf(query: Pick<PageQuery, "currentPage" | "pageSize">): { limit: number; offset: number } {
  const offset = (query.currentPage - 1) * query.pageSize;
  if (!Number.isSafeInteger(offset)) throw new SimError(x.pageOutOfRange, 400, 400);
  return { limit: query.pageSize, offset };
}

/** `column LIKE %text%`, with the user's % and _ taken literally. */
export function contains(column: SQLiteColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} like ${pattern} escape '\\'`;
}
