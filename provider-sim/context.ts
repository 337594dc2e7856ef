import type { Db } from "../db/client";

/** What every router of the simulator is built from. */
export interface SimContext {
  /** The tenant-guarded handle (see tenant.ts). */
  db: Db;
  /** The clock, in epoch milliseconds; tests move it. */
  now: () => number;
  /** Multiplies the per-IP rate limits (1 in production; raised for load tests and e2e runs). */
  rateLimitFactor: number;
}

/** The database or a transaction on it: what the services query through. */
export type Queryable = Pick<Db, "select" | "selectDistinct" | "insert" | "update" | "delete">;
