import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Inserts in batches that stay well under SQLite's bound-parameter limit. */
export function insertAll<T extends SQLiteTable>(tx: Pick<Db, "insert">, table: T, rows: T["$inferInsert"][]): void {
  for (let i = 0; i < rows.length; i += 200) {
    tx.insert(table).values(rows.slice(i, i + 200)).run();
  }
}
