import { z } from "zod";

/** An unset variable and an empty one mean the same: take the default. */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

export const simEnvSchema = z.object({
  PROVIDER_PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).default(3100)),
  HOST: z.preprocess(unsetIfEmpty, z.string().trim().min(1).default("127.0.0.1")),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().min(1).default("./data")),
  SEED_PASSWORD: z.preprocess(unsetIfEmpty, z.string().min(6).max(31).default("123456")),
  NODE_ENV: z.preprocess(unsetIfEmpty, z.enum(["development", "production", "test"]).default("development")),
  SIM_DEV_OUTBOX: z.preprocess(unsetIfEmpty, z.enum(["0", "1"]).optional()),
  /** Comma-separated proxy addresses whose X-Forwarded-For is believed; default none. */
  SIM_TRUSTED_PROXIES: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default("")
      .transform((list) => list.split(",").map((a) => a.trim()).filter(Boolean)),
  ),
  /** The key sealing the public accounts' app secrets: 32 bytes, base64. Unset: one generated into DATA_DIR. */
  WECHAT_SECRET_KEY: z.preprocess(unsetIfEmpty, z.string().refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes in base64").optional()),
  SIM_RATE_LIMIT_FACTOR: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type SimEnv = z.infer<typeof simEnvSchema>;

export class SimEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid environment: ${problems.join("; ")}`);
    this.name = "SimEnvError";
  }
}

/** Reads the simulator's settings; every problem names its variable. */
export function loadSimEnv(env: Record<string, string | undefined> = process.env): SimEnv {
  const result = simEnvSchema.safeParse(env);
  if (!result.success) {
    throw new SimEnvError(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  return result.data;
}

/** Dev endpoints are on except in production, where SIM_DEV_OUTBOX=1 turns them on. */
export function devEndpointsEnabled(env: SimEnv): boolean {
  return env.NODE_ENV !== "production" || env.SIM_DEV_OUTBOX === "1";
}
