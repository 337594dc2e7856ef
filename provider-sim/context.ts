import type { Db } from "../db/client";
import type { JobEngine } from "./jobs/engine";
import type { WorkflowEngine } from "./jobs/workflows/runner";
import type { LoginGuard } from "./services/login-guard";

/** What every router of the simulator is built from. */
export interface SimContext {
  /** The tenant-guarded handle (see tenant.ts). */
  db: Db;
  /** The clock, in epoch milliseconds; tests move it. */
  now: () => number;
  /** Multiplies the per-IP rate limits (1 in production; raised for load tests and e2e runs). */
  rateLimitFactor: number;
  /** Failed-login counts per account and source (services/login-guard.ts). */
  loginGuard: LoginGuard;
  /** Waits; tests record the wait instead. */
  sleep: (ms: number) => Promise<void>;
  /**
   * Plain image-captcha answers, kept in memory only while dev endpoints are on (the database
   * holds hashes alone); undefined otherwise.
   */
  devCaptchaAnswers?: Map<string, string>;
  /** Seals and opens the public accounts' app secrets (services/secret-box.ts). */
  secretKey: Buffer;
  /** The job scheduler (jobs/engine.ts): the scheduling API and the workflow engine start instances through it. */
  jobs: JobEngine;
  /** DAG workflows run node by node on the job scheduler (jobs/workflows/runner.ts). */
  workflows: WorkflowEngine;
  /** The folder of the request logs the log search reads (decision 0030), when the simulator keeps them. */
  logDir?: string;
}

/** The database or a transaction on it: what the services query through. */
export type Queryable = Pick<Db, "select" | "selectDistinct" | "insert" | "update" | "delete">;
