import type { AddressInfo } from "node:net";
import { databaseFile, openDb, type Db } from "../db/client";
import { isSeeded, seedDatabase } from "../seeds/index";
import { pointDemoSystemsAt } from "./services/demo-external-origin";
import { createSimulator, schedulerOf } from "./app";
import { startJobTimer } from "./jobs/timer";
import { defaultLogger, folderLogger } from "./middleware/request-log";
import { secretKeyOf } from "./services/secret-box";

export interface StartOptions {
  port: number;
  host: string;
  dataDir: string;
  seedPassword: string;
  devEndpoints: boolean;
  rateLimitFactor?: number;
  trustedProxies?: readonly string[];
  /** The folder the simulator writes `sim.log` to and its log search reads (decision 0030); none: stdout only. */
  logDir?: string;
}

export interface RunningSimulator {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * Seeds the database in `dataDir` if it is not yet, and closes it. `npm start` runs this in a
 * process of its own that exits afterwards, so the long-lived simulator process never holds the
 * seed's reference data and garbage (about 140 MB of its resident memory).
 */
export function seedDataDir(dataDir: string, seedPassword: string): void {
  const db = openDb(databaseFile(dataDir));
  try {
    if (!isSeeded(db)) seedDatabase(db, { password: seedPassword, secretKey: secretKeyOf(process.env, dataDir) });
  } finally {
    db.$client.close();
  }
}

/** Opens (and on first run seeds) the database, then serves the simulator. `port: 0` picks one. */
export async function startSimulator(opts: StartOptions): Promise<RunningSimulator> {
  const db = openDb(databaseFile(opts.dataDir));
  const secretKey = secretKeyOf(process.env, opts.dataDir);
  if (!isSeeded(db)) seedDatabase(db, { password: opts.seedPassword, secretKey });
  const logger = opts.logDir ? folderLogger(opts.logDir) : defaultLogger();
  const app = createSimulator({
    logger,
    logDir: opts.logDir,
    db,
    secretKey,
    devEndpoints: opts.devEndpoints,
    rateLimitFactor: opts.rateLimitFactor,
    trustedProxies: opts.trustedProxies,
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const s = app.listen(opts.port, opts.host, () => resolve(s));
    s.once("error", reject);
  });
  const stopJobs = startJobTimer(schedulerOf(app), logger);
  const { port } = server.address() as AddressInfo;
  const host = opts.host.includes(":") ? `[${opts.host}]` : opts.host;
  const url = `http://${host}:${port}`;
  // A browser on this machine reaches a wildcard listener at the loopback address.
  pointDemoSystemsAt(db, opts.host === "0.0.0.0" || opts.host === "::" ? `http://127.0.0.1:${port}` : url);
  return {
    url,
    db,
    close: () =>
      new Promise<void>((resolve, reject) => {
        stopJobs();
        server.close((err) => {
          db.$client.close();
          if (err) reject(err);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
