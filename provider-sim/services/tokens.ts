import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { TokenResponse } from "../../contract/auth";
import { appClients, tokens, users } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { SimContext } from "../context";
import { TOKEN_BYTES } from "../policy";
import { acrossTenants, scoped } from "../tenant";

export type AppClient = typeof appClients.$inferSelect;
export type TokenRow = typeof tokens.$inferSelect;
type User = typeof users.$inferSelect;

/** Tokens are kept only as SHA-256 hashes; the raw value lives in the client's hands. */
export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/** The token as Spring prints it in errors: its first 8 characters. */
export function tokenHint(raw: string): string {
  return `${raw.slice(0, 8)}…`;
}

export function grantTypesOf(client: AppClient): string[] {
  return client.authorizedGrantTypes.split(/[\s,]+/).filter(Boolean);
}

export interface IssueOptions {
  user: Pick<User, "id" | "tenantCode">;
  client: AppClient;
  scope: string;
  ip?: string;
  userAgent?: string;
}

/** Issues an access token, and a refresh token when the client may use the refresh grant. */
export function issueTokens(ctx: SimContext, options: IssueOptions): TokenResponse {
  const { user, client } = options;
  const now = ctx.now();
  const access = randomBytes(TOKEN_BYTES).toString("base64url");
  const refresh = grantTypesOf(client).includes("refresh_token") ? randomBytes(TOKEN_BYTES).toString("base64url") : undefined;
  ctx.db
    .insert(tokens)
    .values({
      id: nextId(),
      tenantCode: user.tenantCode,
      userId: user.id,
      clientId: client.clientId,
      accessHash: hashToken(access),
      refreshHash: refresh ? hashToken(refresh) : null,
      accessExpiresAt: new Date(now + client.accessTokenValidity * 1000),
      refreshExpiresAt: refresh ? new Date(now + client.refreshTokenValidity * 1000) : null,
      ip: options.ip ?? null,
      userAgent: options.userAgent ?? null,
      createTime: new Date(now),
    })
    .run();
  return {
    access_token: access,
    token_type: "bearer",
    ...(refresh ? { refresh_token: refresh } : {}),
    expires_in: client.accessTokenValidity,
    scope: options.scope,
  };
}

/** The row of a raw access token that is neither revoked nor expired. */
export function findLiveAccessToken(ctx: SimContext, raw: string): TokenRow | undefined {
  const row = acrossTenants("a bearer token names its tenant only through its row", () =>
    ctx.db.select().from(tokens).where(eq(tokens.accessHash, hashToken(raw))).get(),
  );
  if (!row || row.revoked || row.accessExpiresAt.getTime() <= ctx.now()) return undefined;
  return row;
}

/** The row of a raw refresh token that is neither revoked nor expired. */
export function findLiveRefreshToken(ctx: SimContext, raw: string): TokenRow | undefined {
  const row = acrossTenants("a refresh token names its tenant only through its row", () =>
    ctx.db.select().from(tokens).where(eq(tokens.refreshHash, hashToken(raw))).get(),
  );
  if (!row || row.revoked || !row.refreshExpiresAt || row.refreshExpiresAt.getTime() <= ctx.now()) return undefined;
  return row;
}

export function revokeToken(ctx: SimContext, row: Pick<TokenRow, "id" | "tenantCode">): void {
  ctx.db
    .update(tokens)
    .set({ revoked: true })
    .where(and(scoped(tokens, row), eq(tokens.id, row.id)))
    .run();
}

/** Ends every session of the user, except `keepTokenId` (the caller's own) when given. */
export function revokeUserTokens(ctx: SimContext, user: Pick<User, "id" | "tenantCode">, keepTokenId?: string): void {
  ctx.db
    .update(tokens)
    .set({ revoked: true })
    .where(and(scoped(tokens, user), eq(tokens.userId, user.id), keepTokenId ? ne(tokens.id, keepTokenId) : undefined))
    .run();
}

export function findClient(ctx: SimContext, clientId: string): AppClient | undefined {
  return ctx.db.select().from(appClients).where(eq(appClients.clientId, clientId)).get();
}
