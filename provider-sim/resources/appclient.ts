import type { AuditAction } from "../../contract/admin/auditlog";
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { eq } from "drizzle-orm";
import {
  addAppClientSchema,
  appClientMessages as am,
  appClientFields,
  appClientPaths,
  newSecretQuerySchema,
  PRODUCT_CLIENTS,
  updateAppClientSchema,
} from "../../contract/admin/appclient";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { appClients } from "../../db/schema";
import { ascending } from "../paging";
import type { CrudResource, Row, Values } from "../crud/resource";
import { requireButton } from "../crud/buttons";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { BCRYPT_COST } from "../policy";
import { writeAudit } from "../services/audit";
import { parseWith } from "../validate";
import { platformAdminsOnly } from "./platform";
import type { SimResource } from "./resource";
import { GRANT_TYPE } from "./export-labels";

/** A new client secret: 32 random bytes, shown once and kept only as a bcrypt hash. */
const newSecret = () => randomBytes(32).toString("base64url");

/** As stored: grant types comma-separated, the approval flag as text. */
function stored(values: Values): Values {
  return { ...values, authorizedGrantTypes: (values.authorizedGrantTypes as string[]).join(","), autoApprove: values.autoApprove ? "true" : "false" };
}

/** On the wire: keyed by clientId, never the secret's hash. */
function clientView(row: Row | Record<string, unknown>): Row {
  const { clientSecretHash: _hash, ...rest } = row;
  return {
    ...rest,
    id: String(row.clientId),
    authorizedGrantTypes: String(row.authorizedGrantTypes ?? "").split(",").filter(Boolean),
    autoApprove: row.autoApprove === "true",
  } as Row;
}

const crud: CrudResource = {
  menuCode: "appclient",
  title: { en: "App clients", zh: "应用客户端", tw: "應用客戶端" },
  paths: appClientPaths,
  table: appClients,
  scope: "platform",
  key: { field: "clientId", column: appClients.clientId, schema: appClientFields.clientId },
  addSchema: addAppClientSchema,
  updateSchema: updateAppClientSchema.transform(({ id, ...values }) => ({ ...values, clientId: id })),
  filters: { clientId: { column: appClients.clientId, match: "contains" }, scope: { column: appClients.scope, match: "contains" } },
  sortable: { clientId: appClients.clientId, accessTokenValidity: appClients.accessTokenValidity, createTime: appClients.createTime },
  defaultOrder: [ascending(appClients.clientId)],
  exportColumns: [
    { field: "clientId", header: { en: "Client", zh: "客户端", tw: "客戶端" } },
    { field: "authorizedGrantTypes", header: { en: "Grant types", zh: "授权类型", tw: "授權類型" }, kind: { labels: GRANT_TYPE } },
    { field: "scope", header: { en: "Scope", zh: "范围", tw: "範圍" } },
    { field: "accessTokenValidity", header: { en: "Access token (s)", zh: "令牌有效期", tw: "令牌有效期" } },
    { field: "refreshTokenValidity", header: { en: "Refresh token (s)", zh: "刷新令牌有效期", tw: "刷新令牌有效期" } },
  ],
  unique: { field: "clientId", column: appClients.clientId, message: am.clientIdTaken },
  prepare: (_db, _principal, values) => stored(values),
  checkDelete(_db, _principal, ids) {
    if (ids.some((id) => (PRODUCT_CLIENTS as readonly string[]).includes(id))) throw new SimError(am.productClient);
  },
  view: (row) => clientView(row),
};

/**
 * App clients (SPEC §3 app client): platform records kept by platform administrators. A
 * client's secret is made here, answered once, and stored only as a bcrypt hash.
 */
export const appClient: SimResource = {
  bases: [appClientPaths.base],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;
    router.use(local(appClientPaths.base), platformAdminsOnly);

    const audited = (req: Parameters<typeof principalOf>[0], action: AuditAction, clientId: string, before: unknown, after: unknown) => {
      const principal = principalOf(req);
      return (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
        writeAudit(tx, ctx.now(), {
          tenantCode: principal.tenantCode,
          actor: { userId: principal.userId, username: principal.username },
          action,
          entity: "appclient",
          entityId: clientId,
          before,
          after,
          ip: req.ip,
        });
    };

    // Served before the factory's add: creating a client answers its secret, once.
    router.post(
      local(appClientPaths.add),
      handle(async (req) => {
        requireButton(db, principalOf(req), "appclient", "add");
        const values = parseWith(addAppClientSchema, req.body);
        const clientSecret = newSecret();
        const clientSecretHash = await bcrypt.hash(clientSecret, BCRYPT_COST);
        db.transaction((tx) => {
          if (tx.select({ id: appClients.clientId }).from(appClients).where(eq(appClients.clientId, values.clientId)).get()) throw new SimError(am.clientIdTaken);
          const at = new Date(ctx.now());
          tx.insert(appClients).values({ ...(stored(values) as typeof appClients.$inferInsert), clientSecretHash, createTime: at, updateTime: at }).run();
          const row = tx.select().from(appClients).where(eq(appClients.clientId, values.clientId)).get()!;
          audited(req, "create", values.clientId, null, clientView(stamped(row)))(tx);
        });
        return ok({ clientId: values.clientId, clientSecret });
      }),
    );

    router.post(
      local(appClientPaths.newSecret),
      handle(async (req) => {
        requireButton(db, principalOf(req), "appclient", "update");
        const { clientId } = parseWith(newSecretQuerySchema, req.query);
        const clientSecret = newSecret();
        const clientSecretHash = await bcrypt.hash(clientSecret, BCRYPT_COST);
        db.transaction((tx) => {
          const before = tx.select().from(appClients).where(eq(appClients.clientId, clientId)).get();
          if (!before) throw new SimError(rm.notFound);
          tx.update(appClients).set({ clientSecretHash, updateTime: new Date(ctx.now()) }).where(eq(appClients.clientId, clientId)).run();
          audited(req, "newSecret", clientId, null, { clientId, secret: "renewed" })(tx);
        });
        return ok({ clientId, clientSecret });
      }),
    );
  },
};

const stamped = (row: typeof appClients.$inferSelect) => ({ ...row, createTime: isoTime(row.createTime), updateTime: isoTime(row.updateTime) });
