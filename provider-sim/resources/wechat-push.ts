import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AuditAction } from "../../contract/admin/auditlog";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import {
  pushWeChatTemplatePath,
  pushWeChatTemplateSchema,
  retryWeChatPushPath,
  wechatMessages as wm,
  wechatPushConfigOptionsPath,
  wechatPushMemberOptionsPath,
  wechatPushPaths,
  type PushOutcome,
} from "../../contract/business/wechat";
import { users, wechatConfigs, wechatOpenIds, wechatPushes } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { dayRangeFilters } from "../crud/day-range";
import type { Text } from "../crud/export-text";
import type { CrudResource } from "../crud/resource";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { writeAudit } from "../services/audit";
import { failReasonOf, sendTemplateMessage } from "../services/wechat-template";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";

const MENU = "pushManagement";

const OUTCOME: Record<string, Text> = {
  delivered: { en: "Delivered", zh: "成功", tw: "成功" },
  failed: { en: "Failed", zh: "失败", tw: "失敗" },
};

type ConfigRow = typeof wechatConfigs.$inferSelect;
const configOf = (db: Queryable, principal: Principal, id: string): ConfigRow | undefined =>
  db.select().from(wechatConfigs).where(and(scoped(wechatConfigs, principal), eq(wechatConfigs.id, id))).get();

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Push records", zh: "推送记录", tw: "推送紀錄" },
  paths: wechatPushPaths,
  table: wechatPushes,
  // Records are written by a push and a retry only; the list, exports and delete are the kit's.
  readOnly: true,
  addSchema: z.object({}),
  updateSchema: z.object({}),
  filters: {
    outcome: { where: (value) => (value === "failed" || value === "delivered" ? eq(wechatPushes.isFail, value === "failed") : undefined) },
    configId: { column: wechatPushes.configId, match: "equals" },
    receivedBy: { column: wechatPushes.receivedBy, match: "contains" },
    ...dayRangeFilters("pushTime", wechatPushes.pushTime),
  },
  sortable: { pushTime: wechatPushes.pushTime, receivedBy: wechatPushes.receivedBy, createTime: wechatPushes.createTime },
  defaultOrder: [descending(wechatPushes.pushTime)],
  exportColumns: [
    { field: "pushTime", header: { en: "Pushed at", zh: "推送时间", tw: "推送時間" }, kind: "time" },
    { field: "configName", header: { en: "Public account", zh: "公众号", tw: "公眾號" } },
    { field: "receivedBy", header: { en: "Receiver", zh: "接收人", tw: "接收人" } },
    { field: "receivedByPhone", header: { en: "Phone", zh: "接收人电话", tw: "接收人電話" } },
    { field: "openId", header: { en: "Open ID", zh: "OpenID", tw: "OpenID" } },
    { field: "context", header: { en: "Message", zh: "推送内容", tw: "推送內容" } },
    { field: "outcome", header: { en: "Outcome", zh: "结果", tw: "結果" }, kind: { labels: OUTCOME } },
    { field: "failReason", header: { en: "Failure reason", zh: "失败原因", tw: "失敗原因" } },
    { field: "attempts", header: { en: "Attempts", zh: "尝试次数", tw: "嘗試次數" } },
  ],
  view(row, db, principal) {
    const config = configOf(db, principal, String(row.configId));
    const pushTime = row.pushTime instanceof Date ? isoTime(row.pushTime) : row.pushTime;
    return { ...row, pushTime, configName: config?.name ?? null, outcome: row.isFail ? "failed" : "delivered" };
  },
};

const badRequest = (message: string) => new SimError(message, 400, 400);
const audit = (tx: Queryable, ctx: SimContext, principal: Principal, ip: string | undefined, action: AuditAction, id: string, before: unknown, after: unknown) =>
  writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: MENU, entityId: id, before, after, ip });

/** A template message to each chosen member through an approved account: one record per receiver, failed or not. */
function push(ctx: SimContext, principal: Principal, ip: string | undefined, body: unknown): PushOutcome {
  const { configId, userIds, context } = parseWith(pushWeChatTemplateSchema, body, badRequest);
  const wanted = [...new Set(userIds)];
  return ctx.db.transaction((tx) => {
    const config = configOf(tx, principal, configId);
    if (config?.status !== "approved") throw new SimError(wm.configNotApproved);
    const receivers = tx
      .select({ userId: wechatOpenIds.userId, openId: wechatOpenIds.openId, username: users.username, nickname: users.nickname, mobile: users.mobile })
      .from(wechatOpenIds)
      .innerJoin(users, and(eq(users.id, wechatOpenIds.userId), scoped(users, principal)))
      .where(and(scoped(wechatOpenIds, principal), inArray(wechatOpenIds.userId, wanted)))
      .orderBy(asc(users.username))
      .all();
    if (receivers.length !== wanted.length) throw new SimError(wm.receiverUnknown);
    const outcome = { delivered: 0, failed: 0 };
    for (const receiver of receivers) {
      const answer = sendTemplateMessage(tx, ctx.now(), { tenantCode: principal.tenantCode, appKey: config.appKey, templateId: config.templateId, openId: receiver.openId, text: context });
      const failed = answer.errcode !== 0;
      const record = {
        id: nextId(),
        tenantCode: principal.tenantCode,
        configId,
        context,
        openId: receiver.openId,
        receivedBy: receiver.nickname || receiver.username,
        receivedByPhone: receiver.mobile,
        isFail: failed,
        failReason: failed ? failReasonOf(answer) : null,
        attempts: 1,
        pushTime: new Date(ctx.now()),
        pushedBy: principal.username,
      };
      tx.insert(wechatPushes).values(record).run();
      audit(tx, ctx, principal, ip, "push", record.id, null, record);
      outcome[failed ? "failed" : "delivered"] += 1;
    }
    return outcome;
  });
}

/** The failed records sent again through their account; a delivery clears the failure, each try counts. */
function retry(ctx: SimContext, principal: Principal, ip: string | undefined, ids: readonly string[]): PushOutcome {
  return ctx.db.transaction((tx) => {
    const rows = tx.select().from(wechatPushes).where(and(scoped(wechatPushes, principal), inArray(wechatPushes.id, [...ids]))).all();
    if (rows.length !== ids.length) throw new SimError(rm.notFound);
    if (rows.some((row) => !row.isFail)) throw new SimError(wm.notFailed);
    const outcome = { delivered: 0, failed: 0 };
    for (const row of rows) {
      const config = configOf(tx, principal, row.configId);
      if (config?.status !== "approved") throw new SimError(wm.configNotApproved);
      const answer = sendTemplateMessage(tx, ctx.now(), { tenantCode: principal.tenantCode, appKey: config.appKey, templateId: config.templateId, openId: row.openId, text: row.context });
      const failed = answer.errcode !== 0;
      const changes = { isFail: failed, failReason: failed ? failReasonOf(answer) : null, attempts: row.attempts + 1, pushTime: new Date(ctx.now()), updateTime: new Date(ctx.now()) };
      tx.update(wechatPushes).set(changes).where(and(scoped(wechatPushes, principal), eq(wechatPushes.id, row.id))).run();
      audit(tx, ctx, principal, ip, "retry", row.id, row, { ...row, ...changes });
      outcome[failed ? "failed" : "delivered"] += 1;
    }
    return outcome;
  });
}

const idsQuerySchema = z.object({ id: z.union([idSchema, z.array(idSchema).min(1).max(1000)]) });

/** Push records (/pushManagement): the kit's list and exports, delete, push, retry and the push dialog's options. */
export const wechatPush: SimResource = {
  bases: [wechatPushPaths.base],
  crud,
  routes(router, local, ctx) {
    router.post(
      local(pushWeChatTemplatePath),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "add");
        return ok(push(ctx, principal, req.ip, req.body));
      }),
    );
    router.post(
      local(retryWeChatPushPath),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "update");
        const { id } = parseWith(idsQuerySchema, req.query, badRequest);
        return ok(retry(ctx, principal, req.ip, [...new Set(Array.isArray(id) ? id : [id])]));
      }),
    );
    router.post(
      local(wechatPushPaths.delete),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "delete");
        const { id } = parseWith(idsQuerySchema, req.query, badRequest);
        const ids = [...new Set(Array.isArray(id) ? id : [id])];
        ctx.db.transaction((tx) => {
          const rows = tx.select().from(wechatPushes).where(and(scoped(wechatPushes, principal), inArray(wechatPushes.id, ids))).all();
          if (rows.length !== ids.length) throw new SimError(rm.notFound);
          tx.delete(wechatPushes).where(and(scoped(wechatPushes, principal), inArray(wechatPushes.id, ids))).run();
          for (const row of rows) audit(tx, ctx, principal, req.ip, "delete", row.id, row, null);
        });
        return ok();
      }),
    );
    router.get(
      local(wechatPushConfigOptionsPath),
      handle((req) => {
        const rows = ctx.db
          .select({ value: wechatConfigs.id, label: wechatConfigs.name })
          .from(wechatConfigs)
          .where(and(scoped(wechatConfigs, principalOf(req)), eq(wechatConfigs.status, "approved")))
          .orderBy(asc(wechatConfigs.name))
          .all();
        return ok(rows);
      }),
    );
    router.get(
      local(wechatPushMemberOptionsPath),
      handle((req) => {
        const principal = principalOf(req);
        const rows = ctx.db
          .select({ value: wechatOpenIds.userId, username: users.username, nickname: users.nickname })
          .from(wechatOpenIds)
          .innerJoin(users, and(eq(users.id, wechatOpenIds.userId), scoped(users, principal)))
          .where(scoped(wechatOpenIds, principal))
          .orderBy(asc(users.username))
          .all();
        return ok(rows.map((row) => ({ value: row.value, label: row.nickname ? `${row.nickname} (${row.username})` : row.username })));
      }),
    );
  },
};
