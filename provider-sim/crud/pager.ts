import type { Statement } from "better-sqlite3";
import { and, count, eq, getTableColumns, gt, gte, lt, lte, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { orderByOf, reversedKey, type SortKey } from "../paging";

/** One page of a resource query: its rows and the total matching `where`. */
export interface PageAnswer<Row> {
  rows: Row[];
  total: number;
}

export interface PageRequest {
  table: SQLiteTable;
  where: SQL | undefined;
  /** A total order: the last key is unique (the factory adds the record's key). */
  keys: readonly SortKey[];
  currentPage: number;
  pageSize: number;
  /** The total when it is known without counting (a counter the database keeps). */
  knownTotal?: number;
  /**
   * Where the row at `offset` of this order lies, when the database keeps its rows counted by
   * position (`positionIndex`): undefined where that count does not apply.
   */
  locate?: (offset: number) => PageStart | undefined;
}

/** The rows from a narrower `where` on, `skip` of them before the page: the same page, fewer rows read. */
export interface PageStart {
  where: SQL;
  skip: number;
}

/** How a page was read, for tests and the bench; the answer is the same whichever way. */
export type PageMethod = "offset" | "keyset" | "reverse" | "position" | "empty";

/** Answers kept at most, so a stream of distinct filters cannot grow memory without bound. */
const MAX_COUNTS = 500;
const MAX_ORDERS = 200;
const MAX_PAGES_PER_ORDER = 1000;

/**
 * Pages that stay flat as a table grows (decision 0004). A paged list costs a COUNT(*) over
 * every matching row and an OFFSET that reads every row before the page; on a million rows
 * both dominate. The pager keeps the database's answers until the database changes:
 *
 * - the total of each filter is kept, keyed by its SQL, until any write;
 * - the last row of each page served is remembered, so the next page seeks past it through
 *   the order's index (keyset) instead of counting rows off from the start;
 * - a page in the back half is read from the end, in the reversed order;
 * - a jump far from both ends of a table that keeps its rows counted by hour (`locate`) skips
 *   whole hours by their counts and reads only the rows of its own hour.
 *
 * "Until the database changes" is `total_changes()` of this connection plus `data_version`
 * (other connections' commits): both cost nothing to read and cover every write path, the
 * factory's or not, so a kept answer is never stale. Tables that keep their own count per tenant
 * (`sys_row_count`) give the unfiltered total without counting even right after a write.
 */
export class Pager {
  private readonly totalChanges: Statement;
  private readonly dataVersion: Statement;
  private readonly counts = new Map<string, { stamp: string; total: number }>();
  private readonly boundaries = new Map<string, { stamp: string; pages: Map<number, unknown[]> }>();
  /** How the last page was read. */
  lastMethod: PageMethod = "offset";

  constructor(private readonly db: Db) {
    this.totalChanges = db.$client.prepare("select total_changes()").pluck();
    this.dataVersion = db.$client.prepare("pragma data_version").pluck();
  }

  private stamp(): string {
    return `${String(this.dataVersion.get())}:${String(this.totalChanges.get())}`;
  }

  page<Row extends Record<string, unknown>>(request: PageRequest): PageAnswer<Row> {
    const { table, where, keys, currentPage, pageSize } = request;
    const stamp = this.stamp();
    const total = request.knownTotal ?? this.total(table, where, stamp);
    const offset = (currentPage - 1) * pageSize;
    if (offset >= total) {
      this.lastMethod = "empty";
      return { rows: [], total };
    }

    const base = () => this.db.select().from(table);
    const signature = signatureOf(base().where(where).orderBy(...orderByOf(keys)).toSQL());
    const props = propsOf(table, keys);
    const previous = currentPage > 1 ? this.boundary(signature, stamp, currentPage - 1) : undefined;

    const fromEnd = Math.max(0, total - offset - pageSize);
    const start = previous && props ? undefined : Math.min(offset, fromEnd) > pageSize ? request.locate?.(offset) : undefined;

    let rows: Row[];
    if (previous && props) {
      this.lastMethod = "keyset";
      rows = base().where(and(where, after(keys, previous))).orderBy(...orderByOf(keys)).limit(pageSize).all() as Row[];
    } else if (start && start.skip < Math.min(offset, fromEnd)) {
      this.lastMethod = "position";
      rows = base().where(and(where, start.where)).orderBy(...orderByOf(keys)).limit(pageSize).offset(start.skip).all() as Row[];
    } else if (offset > total / 2) {
      // From the end: the rows after this page, counted backwards, are fewer than those before it.
      this.lastMethod = "reverse";
      const end = Math.min(offset + pageSize, total);
      const reversed = keys.map(reversedKey);
      rows = (base().where(where).orderBy(...orderByOf(reversed)).limit(end - offset).offset(total - end).all() as Row[]).reverse();
    } else {
      this.lastMethod = "offset";
      rows = base().where(where).orderBy(...orderByOf(keys)).limit(pageSize).offset(offset).all() as Row[];
    }

    const last = rows.at(-1);
    if (last && props) this.remember(signature, stamp, currentPage, props.map((prop) => last[prop]));
    return { rows, total };
  }

  private total(table: SQLiteTable, where: SQL | undefined, stamp: string): number {
    const query = this.db.select({ total: count() }).from(table).where(where);
    const signature = signatureOf(query.toSQL());
    const kept = this.counts.get(signature);
    if (kept && kept.stamp === stamp) return kept.total;
    const [{ total }] = query.all();
    remember(this.counts, signature, { stamp, total }, MAX_COUNTS);
    return total;
  }

  private boundary(signature: string, stamp: string, page: number): unknown[] | undefined {
    const kept = this.boundaries.get(signature);
    return kept && kept.stamp === stamp ? kept.pages.get(page) : undefined;
  }

  private remember(signature: string, stamp: string, page: number, values: unknown[]) {
    let kept = this.boundaries.get(signature);
    if (!kept || kept.stamp !== stamp) {
      kept = { stamp, pages: new Map() };
      remember(this.boundaries, signature, kept, MAX_ORDERS);
    }
    if (values.some((value) => value === null || value === undefined)) return;
    remember(kept.pages, page, values, MAX_PAGES_PER_ORDER);
  }
}

const pagers = new WeakMap<Db, Pager>();

/** The one pager of a database connection. */
export function pagerOf(db: Db): Pager {
  let pager = pagers.get(db);
  if (!pager) pagers.set(db, (pager = new Pager(db)));
  return pager;
}

const signatureOf = (query: { sql: string; params: unknown[] }) => `${query.sql}\u0000${JSON.stringify(query.params)}`;

/** Inserts, dropping the oldest entry past `max`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/**
 * The row properties of the order's columns, or undefined when keyset paging cannot apply: a
 * column of another table, or one that may hold NULL (NULLs sort apart from every value, so
 * "after this value" would need its own case).
 */
function propsOf(table: SQLiteTable, keys: readonly SortKey[]): string[] | undefined {
  const byColumn = new Map<SQLiteColumn, string>(Object.entries(getTableColumns(table)).map(([prop, column]) => [column as SQLiteColumn, prop]));
  const props: string[] = [];
  for (const key of keys) {
    const prop = byColumn.get(key.column);
    if (!prop || !key.column.notNull) return undefined;
    props.push(prop);
  }
  return props;
}

/**
 * Rows after `values` in the order `keys`: (k1 > v1) or (k1 = v1 and k2 > v2) or …, with ">"
 * read per direction, led by a range on the first key so the index seeks to it.
 */
export function after(keys: readonly SortKey[], values: readonly unknown[]): SQL | undefined {
  const beyond = (key: SortKey, value: unknown) => (key.direction === "asc" ? gt(key.column, value) : lt(key.column, value));
  const terms = keys.map((key, i) => and(...keys.slice(0, i).map((earlier, j) => eq(earlier.column, values[j])), beyond(key, values[i])));
  const [first] = keys;
  const lead = first.direction === "asc" ? gte(first.column, values[0]) : lte(first.column, values[0]);
  return and(lead, or(...terms));
}

/** Hours of the position index, in ms. */
const HOUR_MS = 3_600_000;

/**
 * `locate` for a tenant's rows of a table counted by hour of `time` in `sys_row_count_hour`
 * (migration 0017), read newest first (`desc`) or oldest first: the hour holding the row at
 * `offset` and the rows of that hour before it. Cost: one row per hour walked, however many rows
 * each hour holds.
 */
export function hourLocator(db: Db, tableName: string, tenantCode: string, time: SQLiteColumn, direction: "asc" | "desc") {
  return (offset: number): PageStart | undefined => {
    const hours = db.$client
      .prepare(`select hour, n from sys_row_count_hour where table_name = ? and tenant_code = ? order by hour ${direction === "desc" ? "desc" : "asc"}`)
      .iterate(tableName, tenantCode) as IterableIterator<{ hour: number; n: number }>;
    let before = 0;
    for (const { hour, n } of hours) {
      if (before + n > offset) {
        hours.return?.();
        const where = direction === "desc" ? lt(time, new Date((hour + 1) * HOUR_MS)) : gte(time, new Date(hour * HOUR_MS));
        return { where, skip: offset - before };
      }
      before += n;
    }
    return undefined;
  };
}
