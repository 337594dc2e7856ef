import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { hsMessages as hm, OPEN_API_TIMESTAMP_WINDOW_MS, openApiCredentialSchema } from "../../contract/hs";
import type { SimContext } from "../context";
import { SimError } from "../http";
import { OPEN_API_VERIFIED_KEPT, OPEN_API_VERIFIED_TTL_MS } from "../policy";
import { TIMING_DECOY_HASH } from "../services/login";
import { findClient } from "../services/tokens";

const CLIENT_CREDENTIALS = "client_credentials";

/**
 * The envelope's 401 over HTTP 200, as business failures travel: an HTTP 401 would tell the
 * app's client that its user's session ended (SPEC §8), while a bad credential is the app's
 * own configuration.
 */
const refuse = (message: string) => new SimError(message, 401);

const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * The open API's check of the body's `openApiCredential { appKey, appSecret, timestamp }`: the
 * key is an app client allowed `client_credentials`, the secret its own, the timestamp within
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

  async function check(req: Request): Promise<void> {
    const body: unknown = req.body;
    const block = body && typeof body === "object" ? (body as { openApiCredential?: unknown }).openApiCredential : undefined;
    const parsed = openApiCredentialSchema.safeParse(block);
    if (!parsed.success) throw refuse(hm.credentialMissing);
    const { appKey, appSecret, timestamp } = parsed.data;
    const now = ctx.now();
    if (Math.abs(now - timestamp) > OPEN_API_TIMESTAMP_WINDOW_MS) throw refuse(hm.credentialStale);

    const client = findClient(ctx, appKey);
    const usable = client && client.clientSecretHash !== "" && client.authorizedGrantTypes.split(",").includes(CLIENT_CREDENTIALS);
    const key = `${appKey}\n${digest(appSecret)}`;
    const known = verified.get(key);
    if (usable && known && known.secretHash === client.clientSecretHash && known.until > now) return;
    // A client that may not be used costs a comparison too, so the time taken tells nothing.
    const matches = await bcrypt.compare(appSecret, usable ? client.clientSecretHash : TIMING_DECOY_HASH);
    if (!usable || !matches) throw refuse(hm.credentialRejected);
    remember(key, client.clientSecretHash, now);
  }

  return (req: Request, _res: Response, next: NextFunction) => {
    check(req).then(() => next(), next);
  };
}
