import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";
import { eq } from "drizzle-orm";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { performance } from "node:perf_hooks";
import { openApiUsers } from "../../db/schema";
import { hsMessages as hm, OPEN_API_TIMESTAMP_WINDOW_MS, openApiCredentialSchema } from "../../contract/hs";
import type { SimContext } from "../context";
import { SimError } from "../http";
import { OPEN_API_VERIFIED_KEPT, OPEN_API_VERIFIED_TTL_MS } from "../policy";
import { TIMING_DECOY_HASH } from "../services/login";
import type { ApiUser } from "../resources/open-api-billing";
import { findClient } from "../services/tokens";
import { acrossTenants } from "../tenant";

const CLIENT_CREDENTIALS = "client_credentials";

/**
 * The envelope's 401 over HTTP 200, as business failures travel: an HTTP 401 would tell the
 * app's client that its user's session ended (SPEC §8), while a bad credential is the app's
 * own configuration.
 */
const refuse = (message: string) => new SimError(message, 401);

const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * Who a verified credential is: the platform's own app client (the marketing site's free
 * look-ups), or an API user whose calls are logged and billed. `startedAt` (performance.now())
 * is when the call arrived, for the log's latency.
 */
export type OpenApiCaller = { kind: "platform"; startedAt: number } | { kind: "apiUser"; apiUser: ApiUser; startedAt: number };

export const openApiCallerOf = (res: Response): OpenApiCaller => res.locals.openApiCaller as OpenApiCaller;

/** The key's holder and the hash its secret must match: an app client allowed client_credentials, else an API user. */
function holderOf(ctx: SimContext, appKey: string): { hash: string; apiUser?: ApiUser } | undefined {
  const client = findClient(ctx, appKey);
  if (client) return client.clientSecretHash !== "" && client.authorizedGrantTypes.split(",").includes(CLIENT_CREDENTIALS) ? { hash: client.clientSecretHash } : undefined;
  // A key names its API user in whichever tenant it belongs to: the lookup precedes knowing the tenant.
  const apiUser = acrossTenants("an open API call names its API user by key alone", () => ctx.db.select().from(openApiUsers).where(eq(openApiUsers.accessKey, appKey)).get());
  return apiUser && { hash: apiUser.secretHash, apiUser };
}

/**
 * The open API's check of the body's `openApiCredential { appKey, appSecret, timestamp }`: the
 * key is an app client allowed `client_credentials` or an API user's access key, the secret its
 * own, the timestamp within
 * five minutes of the simulator's clock. An unknown key and a wrong secret get one answer.
 * A verified credential is remembered briefly, keyed by the key and a digest of the secret,
 * and only while the client's stored hash is the one it matched (a renewed secret ends it).
 */
export function requireOpenApiCredential(ctx: SimContext): RequestHandler {
  const verified = new Map<string, { secretHash: string; until: number }>();

  function remember(key: string, secretHash: string, now: number): void {
    verified.delete(key);
    verified.set(key, { secretHash, until: now + OPEN_API_VERIFIED_TTL_MS });
    if (verified.size > OPEN_API_VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
  }

  async function check(req: Request): Promise<ApiUser | undefined> {
    const body: unknown = req.body;
    const block = body && typeof body === "object" ? (body as { openApiCredential?: unknown }).openApiCredential : undefined;
    const parsed = openApiCredentialSchema.safeParse(block);
    if (!parsed.success) throw refuse(hm.credentialMissing);
    const { appKey, appSecret, timestamp } = parsed.data;
    const now = ctx.now();
    if (Math.abs(now - timestamp) > OPEN_API_TIMESTAMP_WINDOW_MS) throw refuse(hm.credentialStale);

    const holder = holderOf(ctx, appKey);
    const key = `${appKey}\n${digest(appSecret)}`;
    const known = verified.get(key);
    if (holder && known && known.secretHash === holder.hash && known.until > now) return holder.apiUser;
    // A client that may not be used costs a comparison too, so the time taken tells nothing.
    const matches = await bcrypt.compare(appSecret, holder ? holder.hash : TIMING_DECOY_HASH);
    if (!holder || !matches) throw refuse(hm.credentialRejected);
    remember(key, holder.hash, now);
    return holder.apiUser;
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = performance.now();
    check(req).then((apiUser) => {
      const caller: OpenApiCaller = apiUser ? { kind: "apiUser", apiUser, startedAt } : { kind: "platform", startedAt };
      res.locals.openApiCaller = caller;
      next();
    }, next);
  };
}
