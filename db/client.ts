import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, join } from "node:path";
import { projectRoot } from "./project-root";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_FOLDER = join(projectRoot(), "db", "migrations");

/**
 * The data dir is the owner's alone (0700) and the database file 0600 before SQLite opens it;
 * SQLite gives its -wal and -shm files the database file's mode.
 */
function prepareFiles(filename: string): void {
  const dir = dirname(filename);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  closeSync(openSync(filename, "a", 0o600));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

/** Opens (creating if needed) a database file, or ":memory:", in WAL mode, migrated. */
export function openDb(filename: string): Db {
  if (filename !== ":memory:") prepareFiles(filename);
  const sqlite = new Database(filename);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  const db = withDrizzle(sqlite);
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

/**
 * An in-memory database holding a copy of `image` (a `serialize()` of a migrated database):
 * tests start from one prepared image instead of migrating and filling a database each time.
 */
export function openDbImage(image: Buffer): Db {
  return withDrizzle(new Database(image));
}

function withDrizzle(sqlite: Database.Database): Db {
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return drizzle(sqlite, { schema, casing: "snake_case" }) as Db;
}

export function databaseFile(dataDir: string): string {
  return dataDir === ":memory:" ? ":memory:" : join(dataDir, "provider.db");
}
