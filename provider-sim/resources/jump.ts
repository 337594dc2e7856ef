import { and, count, eq, inArray, lt } from "drizzle-orm";
import type { Request } from "express";
import { z } from "zod";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import {
  addExternalSystemSchema,
  BINDING_DAYS,
  bindExternalSystemPath,
  checkJumpTokenBodySchema,
  checkJumpTokenPath,
  confirmJumpBindingBodySchema,
  confirmJumpBindingPath,
  externalSystemPaths,
  jumpExternalSystemPath,
  jumpMessages as jm,
  unbindExternalSystemPath,
  updateExternalSystemSchema,
  userBindingPaths,
  webUrlSchema,
  type JumpPurpose,
  type JumpTokenAnswer,
} from "../../contract/business/jump";
import { nextId } from "../../db/snowflake";
import { externalSystems, jumpTokenUses, userBindings, users } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { languageOf } from "../crud/export-text";
import type { CrudResource, Values } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { claimedAudience, newSigningKeys, signJumpToken, verifyJumpToken } from "../services/jump-tokens";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { SUPPLIER_STATUS } from "./export-labels";
import type { SimResource } from "./resource";

const MENU = "jumpManagement";
/** How long the platform waits for an external system to take an unbind notice. */
const UNBIND_TIMEOUT_MS = 5_000;

type SystemRow = typeof externalSystems.$inferSelect;
type BindingRow = typeof userBindings.$inferSelect;

const bindingOf = (db: Queryable, tenantCode: string, systemId: string, userId: string): BindingRow | undefined =>
  db
    .select()
    .from(userBindings)
    .where(and(scoped(userBindings, tenantCode), eq(userBindings.systemId, systemId), eq(userBindings.userId, userId)))
    .get();

const inForce = (binding: BindingRow | undefined, now: number): binding is BindingRow => Boolean(binding?.isEffective && binding.expTime.getTime() > now);

const systemCrud: CrudResource = {
  menuCode: MENU,
  title: { en: "External systems", zh: "外部系统", tw: "外部系統" },
  paths: externalSystemPaths,
  table: externalSystems,
  addSchema: addExternalSystemSchema,
  updateSchema: updateExternalSystemSchema,
  filters: {
    systemName: { column: externalSystems.systemName, match: "contains" },
    status: { column: externalSystems.status, match: "equals" },
  },
  sortable: { systemName: externalSystems.systemName, status: externalSystems.status, createTime: externalSystems.createTime },
  defaultOrder: [ascending(externalSystems.systemName)],
  exportColumns: [
    { field: "systemName", header: { en: "System", zh: "系统名称", tw: "系統名稱" } },
    { field: "bindingUrl", header: { en: "Binding URL", zh: "绑定地址", tw: "綁定網址" } },
    { field: "skipUrl", header: { en: "Jump URL", zh: "跳转地址", tw: "跳轉網址" } },
    { field: "tokenCheckUrl", header: { en: "Token check URL", zh: "令牌校验地址", tw: "權杖校驗網址" } },
    { field: "unbindUrl", header: { en: "Unbind URL", zh: "解绑地址", tw: "解綁網址" } },
    { field: "effectiveSecond", header: { en: "Token life (s)", zh: "有效秒数", tw: "有效秒數" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: SUPPLIER_STATUS } },
    { field: "createTime", header: { en: "Created", zh: "创建时间", tw: "建立時間" }, kind: "time" },
  ],
  unique: { field: "systemName", column: externalSystems.systemName, message: jm.systemNameTaken },
  // A new system gets its own key pair; an edit keeps it (the external system already trusts its public half).
  prepare(_db, _principal, values, id) {
    return id ? values : { ...values, ...newSigningKeys() };
  },
  onDelete(db, principal, ids) {
    db.delete(userBindings).where(and(scoped(userBindings, principal), inArray(userBindings.systemId, [...ids]))).run();
  },
  view(row, db, principal, now) {
    const { privateKey: _never, ...rest } = row;
    const mine = bindingOf(db, principal.tenantCode, row.id, principal.userId);
    const [{ n }] = db.select({ n: count() }).from(userBindings).where(and(scoped(userBindings, principal), eq(userBindings.systemId, row.id))).all();
    return { ...rest, myBinding: inForce(mine, now) ? "bound" : "unbound", myLoginName: inForce(mine, now) ? mine.loginName : null, bindingCount: n };
  },
};

/** The last characters of the external system's token: enough to tell two apart, not to use one. */
const masked = (token: string | null) => (token ? `••••${token.slice(-4)}` : null);

const bindingCrud: CrudResource = {
  menuCode: MENU,
  title: { en: "User bindings", zh: "用户绑定", tw: "使用者綁定" },
  paths: userBindingPaths,
  table: userBindings,
  readOnly: true,
  addSchema: z.object({}),
  updateSchema: z.object({}),
  filters: {
    systemId: { column: userBindings.systemId, match: "equals" },
    userId: { column: userBindings.userId, match: "equals" },
    loginName: { column: userBindings.loginName, match: "contains" },
  },
  sortable: { loginName: userBindings.loginName, expTime: userBindings.expTime, createTime: userBindings.createTime },
  defaultOrder: [descending(userBindings.createTime)],
  exportColumns: [
    { field: "systemName", header: { en: "System", zh: "系统名称", tw: "系統名稱" } },
    { field: "username", header: { en: "User", zh: "用户", tw: "使用者" } },
    { field: "loginName", header: { en: "Login name there", zh: "外部登录名", tw: "外部登入名" } },
    { field: "uid", header: { en: "External user id", zh: "外部用户ID", tw: "外部使用者ID" } },
    { field: "expTime", header: { en: "Expires", zh: "过期时间", tw: "到期時間" }, kind: "time" },
    { field: "isEffective", header: { en: "In force", zh: "是否有效", tw: "是否有效" }, kind: "boolean" },
  ],
  view(row, db, principal, now) {
    const system = db.select({ systemName: externalSystems.systemName }).from(externalSystems).where(and(scoped(externalSystems, principal), eq(externalSystems.id, String(row.systemId)))).get();
    const user = db.select({ username: users.username }).from(users).where(and(scoped(users, principal), eq(users.id, String(row.userId)))).get();
    const expTime = row.expTime instanceof Date ? row.expTime.getTime() : Number(row.expTime);
    return { ...row, authToken: masked(row.authToken as string | null), isEffective: Boolean(row.isEffective) && expTime > now, systemName: system?.systemName ?? null, username: user?.username ?? null };
  },
};

const idQuery = z.object({ id: idSchema });
const bindQuery = z.object({ id: idSchema, returnUrl: webUrlSchema });
const badRequest = (message: string) => new SimError(message, 400, 400);

/** The caller's system of this tenant, enabled: the one a token is signed for. */
function enabledSystem(db: Queryable, principal: Principal, id: string): SystemRow {
  const system = db.select().from(externalSystems).where(and(scoped(externalSystems, principal), eq(externalSystems.id, id))).get();
  if (!system) throw new SimError(rm.notFound);
  if (system.status !== "enabled") throw new SimError(jm.systemDisabled);
  return system;
}

/** The URL with the token (and the reader's language, for the external system's pages) in its query. */
function withToken(url: string, token: string, req: Request): string {
  const target = new URL(url);
  target.searchParams.set("token", token);
  target.searchParams.set("lang", languageOf(req.get("accept-language")));
  return target.toString();
}

async function tokenFor(system: SystemRow, userId: string, purpose: JumpPurpose, now: number, returnUrl?: string) {
  return signJumpToken(system.privateKey, { tenantCode: system.tenantCode, systemId: system.id, userId, purpose, returnUrl }, system.effectiveSecond, now);
}

/**
 * Checks a token an external system presents and spends it: its signature with the system's key,
 * its issuer, audience and life, and that its `jti` was never presented before (decision 0021).
 */
async function spendToken(ctx: SimContext, token: string) {
  const claimed = claimedAudience(token);
  if (!/^\d{1,20}$/.test(claimed.systemId) || !/^\d{1,20}$/.test(claimed.tenantCode)) throw new SimError(jm.tokenInvalid, 400);
  const system = ctx.db.select().from(externalSystems).where(and(scoped(externalSystems, claimed.tenantCode), eq(externalSystems.id, claimed.systemId))).get();
  if (!system) throw new SimError(jm.tokenInvalid, 401);
  const now = ctx.now();
  const verified = await verifyJumpToken(token, system.publicKey, claimed, now);
  if (system.status !== "enabled") throw new SimError(jm.systemDisabled, 401);
  ctx.db.transaction((tx) => {
    const used = tx.select({ id: jumpTokenUses.id }).from(jumpTokenUses).where(and(scoped(jumpTokenUses, system.tenantCode), eq(jumpTokenUses.id, verified.jti))).get();
    if (used) throw new SimError(jm.tokenUsed, 401);
    // A spent token past its life is refused for its life anyway: its record can go.
    tx.delete(jumpTokenUses)
      .where(and(scoped(jumpTokenUses, system.tenantCode), lt(jumpTokenUses.expiresAt, new Date(now))))
      .run();
    tx.insert(jumpTokenUses)
      .values({ id: verified.jti, tenantCode: system.tenantCode, systemId: system.id, userId: verified.userId, purpose: verified.purpose, expiresAt: new Date(verified.expiresAt), usedAt: new Date(now) })
      .run();
  });
  const user = ctx.db.select({ username: users.username }).from(users).where(and(scoped(users, system.tenantCode), eq(users.id, verified.userId))).get();
  if (!user) throw new SimError(jm.tokenInvalid, 401);
  return { system, verified, username: user.username, now };
}

/** Bind, jump and unbind for the caller, and the two calls external systems make with a token. */
export const jump: SimResource = {
  bases: [externalSystemPaths.base],
  crud: systemCrud,
  routes(router, local, ctx) {
    router.post(
      local(bindExternalSystemPath),
      handle(async (req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "authorize");
        const { id, returnUrl } = parseWith(bindQuery, req.query, badRequest);
        const system = enabledSystem(ctx.db, principal, id);
        if (inForce(bindingOf(ctx.db, principal.tenantCode, id, principal.userId), ctx.now())) throw new SimError(jm.alreadyBound);
        const { token } = await tokenFor(system, principal.userId, "bind", ctx.now(), returnUrl);
        return ok({ url: withToken(system.bindingUrl, token, req) });
      }),
    );
    router.post(
      local(jumpExternalSystemPath),
      handle(async (req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "authorize");
        const { id } = parseWith(idQuery, req.query, badRequest);
        const system = enabledSystem(ctx.db, principal, id);
        if (!inForce(bindingOf(ctx.db, principal.tenantCode, id, principal.userId), ctx.now())) throw new SimError(jm.notBound);
        const { token } = await tokenFor(system, principal.userId, "jump", ctx.now());
        return ok({ url: withToken(system.skipUrl, token, req) });
      }),
    );
    router.post(
      local(unbindExternalSystemPath),
      handle(async (req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "authorize");
        const { id } = parseWith(idQuery, req.query, badRequest);
        const system = ctx.db.select().from(externalSystems).where(and(scoped(externalSystems, principal), eq(externalSystems.id, id))).get();
        if (!system) throw new SimError(rm.notFound);
        const binding = bindingOf(ctx.db, principal.tenantCode, id, principal.userId);
        if (!binding) throw new SimError(jm.notBound);
        // The system is told first, while the binding it asks about still exists; ours ends either way.
        const told = await tellUnbound(system, principal.userId, ctx.now());
        ctx.db.transaction((tx) => {
          tx.delete(userBindings).where(and(scoped(userBindings, principal), eq(userBindings.id, binding.id))).run();
          writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: principal, action: "delete", entity: MENU, entityId: binding.id, before: { ...binding, authToken: masked(binding.authToken) }, after: { told }, ip: req.ip });
        });
        return ok({ told });
      }),
    );
    router.post(
      local(checkJumpTokenPath),
      handle(async (req) => {
        const { token } = parseWith(checkJumpTokenBodySchema, req.body, () => badRequest(jm.tokenInvalid));
        const { system, verified, username, now } = await spendToken(ctx, token);
        const binding = bindingOf(ctx.db, system.tenantCode, system.id, verified.userId);
        if (verified.purpose !== "bind" && !inForce(binding, now)) throw new SimError(jm.notBound, 401);
        const answer: JumpTokenAnswer = {
          purpose: verified.purpose,
          tenantCode: system.tenantCode,
          systemId: system.id,
          userId: verified.userId,
          username,
          uid: binding?.uid ?? null,
          loginName: binding?.loginName ?? null,
          returnUrl: verified.returnUrl ?? null,
        };
        return ok(answer);
      }),
    );
    router.post(
      local(confirmJumpBindingPath),
      handle(async (req) => {
        const body = parseWith(confirmJumpBindingBodySchema, req.body, badRequest);
        const { system, verified, username, now } = await spendToken(ctx, body.token);
        if (verified.purpose !== "bind") throw new SimError(jm.tokenInvalid, 401);
        const values: Values = { uid: body.uid, loginName: body.loginName, authToken: body.authToken ?? null, expTime: new Date(now + BINDING_DAYS * 86_400_000), isEffective: true, updateTime: new Date(now) };
        ctx.db.transaction((tx) => {
          const before = bindingOf(tx, system.tenantCode, system.id, verified.userId);
          const id = before?.id ?? nextId();
          if (before) tx.update(userBindings).set(values).where(and(scoped(userBindings, system.tenantCode), eq(userBindings.id, id))).run();
          else tx.insert(userBindings).values({ ...values, id, tenantCode: system.tenantCode, systemId: system.id, userId: verified.userId } as typeof userBindings.$inferInsert).run();
          // The system confirmed on the user's behalf: the audit names the user and the account there.
          const after = { systemId: system.id, uid: body.uid, loginName: body.loginName };
          writeAudit(tx, now, { tenantCode: system.tenantCode, actor: { userId: verified.userId, username }, action: before ? "update" : "create", entity: MENU, entityId: id, after });
        });
        const answer: JumpTokenAnswer = { purpose: "bind", tenantCode: system.tenantCode, systemId: system.id, userId: verified.userId, username, uid: body.uid, loginName: body.loginName, returnUrl: verified.returnUrl ?? null };
        return ok(answer);
      }),
    );
  },
};

/** The user bindings' list (a sub-list of the systems): read by the kit, written only by the round trip. */
export const userBinding: SimResource = { bases: [userBindingPaths.base], crud: bindingCrud };

/** Posts an unbind token to the system's unbind URL; whether it took it (a 2xx answer). */
async function tellUnbound(system: SystemRow, userId: string, now: number): Promise<boolean> {
  const { token } = await tokenFor(system, userId, "unbind", now);
  try {
    const answer = await fetch(system.unbindUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
      redirect: "manual",
      signal: AbortSignal.timeout(UNBIND_TIMEOUT_MS),
    });
    return answer.ok;
  } catch {
    return false;
  }
}
