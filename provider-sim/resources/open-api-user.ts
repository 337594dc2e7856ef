import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Request } from "express";
import type { AuditAction } from "../../contract/admin/auditlog";
import { resourceMessages as rm } from "../../contract/admin/resource";
import {
  addOpenApiUserSchema,
  openApiOwnerOptionsPath,
  openApiUserPaths,
  PRICE_FIELDS,
  priceFieldsOf,
  pricesOf,
  type Prices,
  rotateOpenApiSecretPath,
  rotateOpenApiSecretQuerySchema,
  updateOpenApiUserSchema,
} from "../../contract/openapi/api-user";
import { openApiMessages as m } from "../../contract/openapi/messages";
import { openApiCalls, openApiUsers, users } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row, Values } from "../crud/resource";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { ascending } from "../paging";
import { BCRYPT_COST } from "../policy";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { SUPPLIER_STATUS } from "./export-labels";
import type { SimResource } from "./resource";
import { callsToday } from "./open-api-calls";

const MENU = "OpenApiUser";

/** A key names the API user in every call; the secret proves it. Both random, the secret kept only hashed. */
const newAccessKey = () => `AK${randomBytes(10).toString("hex").toUpperCase()}`;
const newSecret = () => randomBytes(32).toString("base64url");

/** The owner is a member of the caller's tenant. */
function checkOwner(db: Queryable, principal: Principal, ownerUserId: unknown) {
  const owner = db.select({ id: users.id }).from(users).where(and(scoped(users, principal), eq(users.id, String(ownerUserId)))).get();
  if (!owner) throw new SimError(m.ownerUnknown);
}

/** The form's fields as stored: the price fields folded into one map of minor units. */
function stored(values: Values): Values {
  const rest = Object.fromEntries(Object.entries(values).filter(([field]) => !(PRICE_FIELDS as readonly string[]).includes(field)));
  return { ...rest, prices: pricesOf(values as Parameters<typeof pricesOf>[0]) };
}

function ownerNames(db: Queryable, principal: Principal, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  const rows = db.select({ id: users.id, username: users.username, nickname: users.nickname }).from(users).where(and(scoped(users, principal), inArray(users.id, [...ids]))).all();
  return new Map(rows.map((r) => [r.id, r.nickname ? `${r.nickname} (${r.username})` : r.username]));
}

/** On the wire and in the audit: never the secret's hash; prices as the form's fields. */
function view(row: Row, db: Queryable, principal: Principal, now: number): Row {
  const { secretHash: _hash, prices, ...rest } = row;
  return {
    ...rest,
    ...priceFieldsOf((prices ?? {}) as Prices),
    ownerName: ownerNames(db, principal, [String(row.ownerUserId)]).get(String(row.ownerUserId)) ?? null,
    callsToday: callsToday(db, principal.tenantCode, row.id, now),
  } as Row;
}

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "API users", zh: "接口用户", tw: "介面使用者" },
  paths: openApiUserPaths,
  table: openApiUsers,
  addSchema: addOpenApiUserSchema,
  updateSchema: updateOpenApiUserSchema,
  filters: {
    name: { column: openApiUsers.name, match: "contains" },
    accessKey: { column: openApiUsers.accessKey, match: "contains" },
    status: { column: openApiUsers.status, match: "equals" },
    ownerUserId: { column: openApiUsers.ownerUserId, match: "equals" },
  },
  sortable: { name: openApiUsers.name, status: openApiUsers.status, quotaPerDay: openApiUsers.quotaPerDay, createTime: openApiUsers.createTime },
  defaultOrder: [ascending(openApiUsers.name)],
  exportColumns: [
    { field: "name", header: { en: "Name", zh: "名称", tw: "名稱" } },
    { field: "accessKey", header: { en: "Access key", zh: "访问密钥", tw: "存取金鑰" } },
    { field: "ownerName", header: { en: "Owner", zh: "所属成员", tw: "所屬成員" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: SUPPLIER_STATUS } },
    { field: "quotaPerDay", header: { en: "Quota per day", zh: "每日配额", tw: "每日配額" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "createTime", header: { en: "Created", zh: "创建时间", tw: "建立時間" }, kind: "time" },
  ],
  check: (db, principal, values) => checkOwner(db, principal, values.ownerUserId),
  // Calls are billed against their rows: an API user that made any is disabled, never deleted.
  checkDelete(db, principal, ids) {
    const used = db.select({ n: count() }).from(openApiCalls).where(and(scoped(openApiCalls, principal), inArray(openApiCalls.apiUserId, [...ids]))).get();
    if ((used?.n ?? 0) > 0) throw new SimError(m.userHasCalls);
  },
  prepare: (_db, _principal, values) => stored(values),
  view,
};

/**
 * API users (/OpenApiUser): creating one answers its key and secret, once; "rotate secret"
 * (the menu's `authorize` button) answers a new secret for the same key. The factory serves the
 * list, edit, delete and exports.
 */
export const openApiUser: SimResource = {
  bases: [openApiUserPaths.base],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;
    const audit = (tx: Queryable, req: Request, action: AuditAction, id: string, before: unknown, after: unknown) => {
      const principal = principalOf(req);
      writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: MENU, entityId: id, before, after, ip: req.ip });
    };

    router.get(
      local(openApiOwnerOptionsPath),
      handle((req) => {
        const rows = db
          .select({ value: users.id, username: users.username, nickname: users.nickname })
          .from(users)
          .where(and(scoped(users, principalOf(req)), eq(users.status, 1)))
          .orderBy(asc(users.username))
          .all();
        return ok(rows.map((r) => ({ value: r.value, label: r.nickname ? `${r.nickname} (${r.username})` : r.username })));
      }),
    );

    // Served before the factory's add: creating an API user answers its secret, once.
    router.post(
      local(openApiUserPaths.add),
      handle(async (req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "add");
        const values = parseWith(addOpenApiUserSchema, req.body);
        // Refused before the slow hash, and again inside the write.
        checkOwner(db, principal, values.ownerUserId);
        const secret = newSecret();
        const secretHash = await bcrypt.hash(secret, BCRYPT_COST);
        const id = nextId();
        const accessKey = newAccessKey();
        db.transaction((tx) => {
          checkOwner(tx, principal, values.ownerUserId);
          const at = new Date(ctx.now());
          tx.insert(openApiUsers)
            .values({ ...(stored(values) as Omit<typeof openApiUsers.$inferInsert, "id" | "tenantCode" | "accessKey" | "secretHash">), id, tenantCode: principal.tenantCode, accessKey, secretHash, createTime: at, updateTime: at })
            .run();
          const row = tx.select().from(openApiUsers).where(and(scoped(openApiUsers, principal), eq(openApiUsers.id, id))).get()!;
          audit(tx, req, "create", id, null, view(stamped(row), tx, principal, ctx.now()));
        });
        return ok({ id, accessKey, secret });
      }),
    );

    router.post(
      local(rotateOpenApiSecretPath),
      handle(async (req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "authorize");
        const { id } = parseWith(rotateOpenApiSecretQuerySchema, req.query);
        const find = (q: Queryable) => q.select().from(openApiUsers).where(and(scoped(openApiUsers, principal), eq(openApiUsers.id, id))).get();
        if (!find(db)) throw new SimError(rm.notFound);
        const secret = newSecret();
        const secretHash = await bcrypt.hash(secret, BCRYPT_COST);
        const accessKey = db.transaction((tx) => {
          const before = find(tx);
          if (!before) throw new SimError(rm.notFound);
          tx.update(openApiUsers).set({ secretHash, updateTime: new Date(ctx.now()) }).where(and(scoped(openApiUsers, principal), eq(openApiUsers.id, id))).run();
          audit(tx, req, "newSecret", id, null, { accessKey: before.accessKey, secret: "renewed" });
          return before.accessKey;
        });
        return ok({ id, accessKey, secret });
      }),
    );
  },
};

const stamped = (row: typeof openApiUsers.$inferSelect): Row => ({ ...row, createTime: isoTime(row.createTime), updateTime: isoTime(row.updateTime) }) as unknown as Row;
