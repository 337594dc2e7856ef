/**
 * `npm run db:reset`: deletes the simulator's database under DATA_DIR (default ./data),
 * recreates it from the migrations and seeds it with SEED_PASSWORD (default 123456).
 */
import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { rmSync } from "node:fs";
import { databaseFile, openDb } from "../db/client";
import * as schema from "../db/schema";
import { seedDatabase } from "./index";

const dataDir = process.env.DATA_DIR || "./data";
const password = process.env.SEED_PASSWORD || "123456";
const file = databaseFile(dataDir);

if (file !== ":memory:") {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
}

const started = performance.now();
const db = openDb(file);
seedDatabase(db, { password });

const tally = (table: SQLiteTable) => db.select({ n: count() }).from(table).get()!.n;
const counts = {
  tenants: tally(schema.tenants),
  users: tally(schema.users),
  roles: tally(schema.roles),
  menus: tally(schema.menus),
  buttons: tally(schema.menuButtons),
  regions: tally(schema.regions),
  dicts: tally(schema.dicts),
  notifications: tally(schema.notifications),
};
db.$client.close();

const summary = Object.entries(counts).map(([name, n]) => `${n} ${name}`).join(", ");
console.log(`Seeded ${file} in ${Math.round(performance.now() - started)} ms: ${summary}.`);
