import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

/** Every setting the app reads, validated once at start (server.ts). */
export const appEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PROVIDER_URL: z.url({ message: "PROVIDER_URL must be an http(s) URL" }).optional(),
  PROVIDER_PORT: port.default(3100),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  DATA_DIR: z.string().min(1).default("./data"),
  SEED_PASSWORD: z.string().min(6, "SEED_PASSWORD must be 6 to 31 characters").max(31).default("123456"),
  SIM_DEV_OUTBOX: z.enum(["0", "1"]).optional(),
  /** Multiplies the embedded simulator's per-IP rate limits (e2e runs and benchmarks raise it). */
  SIM_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Multiplies the app's own per-client limit on sign-in, sign-up, reset and account posts. */
  APP_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100_000).default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OPENAPI_KEY: z.string().optional(),
  /** The public account the home page's QR code opens (SPEC §1); unset, the code opens the site itself. */
  PUBLIC_ACCOUNT_URL: z.url({ message: "PUBLIC_ACCOUNT_URL must be an http(s) URL" }).optional(),
  /** The e-mail address About us gives visitors; unset, the page offers the hotline only. */
  CONTACT_EMAIL: z.email({ message: "CONTACT_EMAIL must be an e-mail address" }).optional(),
  OPENAPI_SECRET: z.string().optional(),
  /** Signs the flash cookie; every machine behind one load balancer must share it (required with REDIS_URL). */
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  /** The Redis every machine shares its counters through (shared-state-redis.server.ts); unset, one machine counts alone. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: "REDIS_URL must be a redis:// or rediss:// URL" }).optional(),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /** Origins whose parent frame may embed the app and send it navigation actions (comma-separated). */
  EMBED_ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ message: "EMBED_ALLOWED_ORIGINS must list origins like https://portal.example.com" }))),
  /**
   * How long at most a session's grants, posts and orgs are kept between pages (0: asked on every
   * page). Any write through this machine's app processes (every machine's, with REDIS_URL) drops them at once.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** App processes `npm start` runs (node:cluster); default: one per core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** SPEC §9: the new-version check runs every 60 s. */
  VERSION_CHECK_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
})
  // Each machine would otherwise draw its own secret, and a flash cookie set by one would not read on another.
  .refine((env) => !env.REDIS_URL || env.SESSION_SECRET, {
    path: ["SESSION_SECRET"],
    message: "SESSION_SECRET is required when REDIS_URL is set: every machine must sign cookies alike",
  });

export type AppEnv = z.infer<typeof appEnvSchema>;

/** Parses the environment or throws one message naming every invalid variable. */
export function parseAppEnv(source: Record<string, string | undefined>): AppEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = appEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The simulator's dev endpoints (outbox, captcha answers) are on only when asked for. */
export function simulatorDevEndpoints(env: Pick<AppEnv, "SIM_DEV_OUTBOX">): boolean {
  return env.SIM_DEV_OUTBOX === "1";
}
