import compression from "compression";
import express from "express";
import type { Logger } from "pino";
import { FILE_MOUNT } from "../contract/file";
import { ELK_PREFIX } from "../contract/logs";
import type { Db } from "../db/client";
import type { SimContext } from "./context";
import { errorHandler, notFound } from "./middleware/errors";
import { securityHeaders } from "./middleware/headers";
import { loopbackOnly } from "./middleware/loopback";
import { defaultLogger, requestLog } from "./middleware/request-log";
import { ACCOUNT_MOUNT, accountRouter } from "./routes/account";
import { ADMIN_MOUNT, adminRouter } from "./routes/admin";
import { fileRouter } from "./routes/file";
import { RESOURCES_MOUNT, resourcesRouter } from "./routes/resources";
import { DEV_MOUNT, devRouter } from "./routes/dev";
import { elkRouter } from "./routes/elk";
import { DEMO_EXTERNAL_MOUNT, demoExternalRouter } from "./routes/demo-external";
import { HS_MOUNT, hsRouter } from "./routes/hs";
import { NOTIFICATION_MOUNT, notificationRouter } from "./routes/notification";
import { POWERJOB_MOUNT, powerJobRouter } from "./routes/powerjob";
import { GENERATOR_MOUNT } from "../contract/dev/generator";
import { generatorRouter } from "./routes/generator";
import { formRouter } from "./routes/form";
import { UAA_MOUNT, uaaRouter } from "./routes/uaa";
import { LoginGuard } from "./services/login-guard";
import { guardedDb } from "./tenant";
import { secretKeyOf } from "./services/secret-box";
import { createJobEngine, type JobEngine } from "./jobs/engine";
import { createWorkflowEngine, type WorkflowEngine } from "./jobs/workflows/runner";

export interface SimulatorOptions {
  db: Db;
  /** Mounts /__dev (outbox, captcha answers, session expiry). Never in production. */
  devEndpoints: boolean;
  /** The clock in epoch ms; tests move it to expire tokens, codes and lock-outs. */
  now?: () => number;
  /** Multiplies the per-IP rate limits; default 1. */
  rateLimitFactor?: number;
  /**
   * Addresses (or CIDR ranges) of proxies whose X-Forwarded-For is believed, e.g. the app's
   * server. Default none: the socket's address is the client, so per-IP limits cannot be dodged.
   */
  trustedProxies?: readonly string[];
  /** The request log; default pino at LOG_LEVEL (info). */
  logger?: Logger;
  /** The log folder the log search reads (decision 0030); none: the search answers that no logs are kept. */
  logDir?: string;
  /** How the login delay waits; default a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** The key of the sealed app secrets; default one per process (an in-memory database's). */
  secretKey?: Buffer;
}

/** The job scheduler of a simulator built by createSimulator: started on a timer by start.ts, ticked by hand in tests. */
export function jobEngineOf(app: express.Express): JobEngine {
  return app.locals.jobs as JobEngine;
}

/** The DAG workflow engine on that scheduler (jobs/workflows/runner.ts). */
export function workflowEngineOf(app: express.Express): WorkflowEngine {
  return app.locals.workflows as WorkflowEngine;
}

/** What the running simulator's timer drives each second: the job scheduler, then the workflows it serves. */
export function schedulerOf(app: express.Express): Pick<JobEngine, "tick" | "recover"> {
  const jobs = jobEngineOf(app);
  const workflows = workflowEngineOf(app);
  return {
    tick: () => {
      jobs.tick();
      workflows.tick();
    },
    recover: () => {
      jobs.recover();
      workflows.recover();
    },
  };
}

const BODY_LIMIT = "1mb";

/**
 * The simulated provider: the gateway's /api areas, one router each, behind the same
 * middleware. A new API area is a new file in routes/ and one line here.
 */
export function createSimulator(opts: SimulatorOptions): express.Express {
  const db = guardedDb(opts.db);
  const now = opts.now ?? Date.now;
  const logger = opts.logger ?? defaultLogger();
  const jobs = createJobEngine({ db, now, onListenerError: (err) => logger.error({ err }, "job instance listener failed") });
  const ctx: SimContext = {
    db,
    now,
    rateLimitFactor: opts.rateLimitFactor ?? 1,
    loginGuard: new LoginGuard(),
    sleep: opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    devCaptchaAnswers: opts.devEndpoints ? new Map() : undefined,
    secretKey: opts.secretKey ?? secretKeyOf({}),
    jobs,
    workflows: createWorkflowEngine({ db, now, jobs }),
    logDir: opts.logDir,
  };
  const app = express();
  app.locals.jobs = ctx.jobs;
  app.locals.workflows = ctx.workflows;
  app.disable("x-powered-by");
  // Repeated parameters become arrays (deleteXxx?id=1&id=2); no nested objects from brackets.
  app.set("query parser", "simple");
  const trusted = opts.trustedProxies ?? [];
  app.set("trust proxy", trusted.length > 0 ? [...trusted] : false);

  app.use(requestLog(logger));
  app.use(securityHeaders);
  app.use(compression());
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));

  app.use(UAA_MOUNT, uaaRouter(ctx));
  app.use(RESOURCES_MOUNT, resourcesRouter(ctx));
  app.use(ADMIN_MOUNT, adminRouter(ctx));
  app.use(ACCOUNT_MOUNT, accountRouter(ctx));
  app.use(NOTIFICATION_MOUNT, notificationRouter(ctx));
  app.use(HS_MOUNT, hsRouter(ctx));
  app.use(POWERJOB_MOUNT, powerJobRouter(ctx));
  app.use(GENERATOR_MOUNT, formRouter(ctx));
  app.use(GENERATOR_MOUNT, generatorRouter(ctx));
  app.use(FILE_MOUNT, fileRouter(ctx));
  app.use(ELK_PREFIX, elkRouter(ctx));
  // A third party for the jump round trip, on the simulator's own port (decision 0021).
  app.use(DEMO_EXTERNAL_MOUNT, demoExternalRouter(ctx));
  if (opts.devEndpoints) app.use(DEV_MOUNT, loopbackOnly, devRouter(ctx));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
