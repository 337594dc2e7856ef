import { and, eq } from "drizzle-orm";
import type { Request } from "express";
import { z } from "zod";
import type { AuditAction } from "../../contract/admin/auditlog";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import {
  addWeChatConfigSchema,
  auditWeChatConfigPath,
  auditWeChatConfigSchema,
  submitWeChatConfigPath,
  updateWeChatConfigSchema,
  WECHAT_CONFIG_STEPS,
  wechatConfigPaths,
  wechatMessages as wm,
} from "../../contract/business/wechat";
import { wechatConfigs } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { mountCrud } from "../crud/router";
import type { Text } from "../crud/export-text";
import type { CrudResource, Row } from "../crud/resource";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { writeAudit } from "../services/audit";
import { seal } from "../services/secret-box";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";

const MENU = "weChatManagement";

const CONFIG_STATUS: Record<string, Text> = {
  draft: { en: "Draft", zh: "草稿", tw: "草稿" },
  submitted: { en: "Awaiting audit", zh: "待审核", tw: "待審核" },
  approved: { en: "Approved", zh: "已通过", tw: "已通過" },
  rejected: { en: "Rejected", zh: "已驳回", tw: "已駁回" },
};

type ConfigRow = typeof wechatConfigs.$inferSelect;

/** A public account as it leaves the provider: the sealed secret dropped, only whether one is set. */
export function configWire(row: Record<string, unknown>): Row {
  const { appSecretSealed, ...rest } = row;
  const stamp = (key: string) => (row[key] instanceof Date ? isoTime(row[key] as Date) : row[key]);
  return { ...(rest as Row), hasSecret: Boolean(appSecretSealed), secretState: appSecretSealed ? "set" : "unset", submitTime: stamp("submitTime"), auditTime: stamp("auditTime") };
}

/** The crud resource's writes, with the secret sealed under the context's key. */
function crudOf(ctx: SimContext): CrudResource {
  return {
    menuCode: MENU,
    title: { en: "WeChat public accounts", zh: "公众号配置", tw: "公眾號設定" },
    paths: wechatConfigPaths,
    table: wechatConfigs,
    addSchema: addWeChatConfigSchema,
    updateSchema: updateWeChatConfigSchema,
    filters: {
      name: { column: wechatConfigs.name, match: "contains" },
      appKey: { column: wechatConfigs.appKey, match: "contains" },
      status: { column: wechatConfigs.status, match: "equals" },
    },
    sortable: { name: wechatConfigs.name, appKey: wechatConfigs.appKey, status: wechatConfigs.status, createTime: wechatConfigs.createTime },
    defaultOrder: [descending(wechatConfigs.createTime), ascending(wechatConfigs.name)],
    exportColumns: [
      { field: "name", header: { en: "Name", zh: "名称", tw: "名稱" } },
      { field: "appKey", header: { en: "AppID", zh: "AppID", tw: "AppID" } },
      { field: "routeUrl", header: { en: "Route URL", zh: "跳转地址", tw: "跳轉網址" } },
      { field: "templateId", header: { en: "Template ID", zh: "模板ID", tw: "範本ID" } },
      { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: CONFIG_STATUS } },
      { field: "submitter", header: { en: "Submitted by", zh: "提交人", tw: "提交人" } },
      { field: "auditor", header: { en: "Audited by", zh: "审核人", tw: "審核人" } },
      { field: "auditReason", header: { en: "Reason", zh: "驳回原因", tw: "駁回原因" } },
      { field: "createTime", header: { en: "Created", zh: "创建时间", tw: "建立時間" }, kind: "time" },
    ],
    unique: { field: "appKey", column: wechatConfigs.appKey, message: wm.appKeyTaken },
    // Only a draft or a rejected account is edited; one pending or approved stays as audited.
    check(db, principal, _values, id) {
      if (!id) return;
      const row = db.select({ status: wechatConfigs.status }).from(wechatConfigs).where(and(scoped(wechatConfigs, principal), eq(wechatConfigs.id, id))).get();
      if (row && !(WECHAT_CONFIG_STEPS.update.from as readonly string[]).includes(row.status)) throw new SimError(wm.stepNotAllowed);
    },
    // The secret is sealed as it arrives; a blank one on an edit keeps the sealed one; a new account is a draft.
    prepare(_db, _principal, values, id) {
      const { appSecret, status: _status, submitter: _s, auditor: _a, auditReason: _r, hasSecret: _h, secretState: _st, ...rest } = values;
      const sealed = typeof appSecret === "string" && appSecret !== "" ? { appSecretSealed: seal(ctx.secretKey, appSecret) } : {};
      return id ? { ...rest, ...sealed } : { ...rest, ...sealed, status: "draft" };
    },
    view: (row) => configWire(row),
  };
}

function findConfig(db: Queryable, principal: Principal, id: string): ConfigRow {
  const row = db.select().from(wechatConfigs).where(and(scoped(wechatConfigs, principal), eq(wechatConfigs.id, id))).get();
  if (!row) throw new SimError(rm.notFound);
  return row;
}

/** One audit step in a transaction with its audit row: who did it and when, the state before and after. */
function stepConfig(ctx: SimContext, req: Request, id: string, action: AuditAction, change: (row: ConfigRow, principal: Principal, now: Date) => Partial<ConfigRow>) {
  const principal = principalOf(req);
  ctx.db.transaction((tx) => {
    const before = findConfig(tx, principal, id);
    const changes = { ...change(before, principal, new Date(ctx.now())), updateTime: new Date(ctx.now()) };
    tx.update(wechatConfigs).set(changes).where(and(scoped(wechatConfigs, principal), eq(wechatConfigs.id, id))).run();
    writeAudit(tx, ctx.now(), {
      tenantCode: principal.tenantCode,
      actor: { userId: principal.userId, username: principal.username },
      action,
      entity: MENU,
      entityId: id,
      before: configWire(before),
      after: configWire({ ...before, ...changes }),
      ip: req.ip,
    });
  });
}

const badRequest = (message: string) => new SimError(message, 400, 400);
const allows = (step: "submit" | "audit", status: string) => (WECHAT_CONFIG_STEPS[step].from as readonly string[]).includes(status);

/** WeChat public accounts (/weChatManagement): the kit's calls (mounted by its routes, for the key), submit and audit. */
export const wechatConfig: SimResource = {
  bases: [wechatConfigPaths.base],
  routes(router, local, ctx) {
    router.post(
      local(submitWeChatConfigPath),
      handle((req) => {
        requireButton(ctx.db, principalOf(req), MENU, "update");
        const { id } = parseWith(z.object({ id: idSchema }), req.query, badRequest);
        stepConfig(ctx, req, id, "submit", (row, principal, now) => {
          if (!allows("submit", row.status)) throw new SimError(wm.stepNotAllowed);
          if (!row.appSecretSealed) throw new SimError(wm.secretMissing);
          return { status: "submitted", submitter: principal.username, submitTime: now, auditor: null, auditTime: null, auditReason: null };
        });
        return ok();
      }),
    );
    router.post(
      local(auditWeChatConfigPath),
      handle((req) => {
        requireButton(ctx.db, principalOf(req), MENU, "update");
        const { id, decision, reason } = parseWith(auditWeChatConfigSchema, { ...req.query, ...req.body }, badRequest);
        stepConfig(ctx, req, id, decision === "approved" ? "approve" : "reject", (row, principal, now) => {
          if (!allows("audit", row.status)) throw new SimError(wm.stepNotAllowed);
          return { status: decision, auditor: principal.username, auditTime: now, auditReason: decision === "rejected" ? (reason ?? null) : null };
        });
        return ok();
      }),
    );
    // The kit's calls, whose writes seal the secret with this simulator's key.
    mountCrud(router, local, ctx, crudOf(ctx));
  },
};
