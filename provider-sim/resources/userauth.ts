import type { AuditAction } from "../../contract/admin/auditlog";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { NextFunction, Request, Response, Router } from "express";
import { z } from "zod";
import { attachmentDisposition, resourceMessages as rm } from "../../contract/admin/resource";
import {
  auditUserAuthSchema,
  commitUserAuthSchema,
  updateUserAuthSchema,
  userAuthMessages as u,
  userAuthPaths as p,
  userAuthQuerySchema,
  type AuthState,
} from "../../contract/admin/userauth";
import { idSchema } from "../../contract/envelope";
import { userAuths } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { hasButton, requireButton } from "../crud/buttons";
import { exportFile, readerOf, type ExportColumn, type Text } from "../crud/exports";
import { boundedPageSchema } from "../crud/paging";
import { forbidden, handle, isoTime, ok, page, paramsOf, SimError } from "../http";
import { principalOf, requireToken, type Principal } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { contains, orderOf, windowOf } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { APPROVAL_STATUS, AUTH_TYPE } from "./export-labels";

/** Audit entity of the requests. */
const ENTITY = "userAuth";
/** The screens that show requests; each one's buttons guard what it does to the rows it shows. */
const REVIEW = "approvalUser";
const HISTORY = "AuthorityReview";
const MEMBER_SCREEN = { personal: "individualUser", enterprise: "enterpriseUser" } as const;
const EXPORT_LIMIT = 10_000;

type UserAuthRow = typeof userAuths.$inferSelect;

const badRequest = (message: string) => new SimError(message, 400, 400);

/** A request body by its contract; the refusal is the contract's own sentence, translated by the app as it is. */
function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new SimError(result.error.issues[0]?.message ?? "invalid request");
  return result.data;
}
const pageSchema = userAuthQuerySchema.extend(boundedPageSchema.shape);
const idsSchema = z.object({ id: z.union([idSchema, z.array(idSchema).min(1).max(1000)]) });

const SORTABLE = { realName: userAuths.realName, authType: userAuths.authType, approvalStatus: userAuths.approvalStatus, createTime: userAuths.createTime, auditTime: userAuths.auditTime };
/** Requests awaiting review come first, newest first. */
const DEFAULT_ORDER = [asc(sql`case when ${userAuths.approvalStatus} = 'pending' then 0 else 1 end`), desc(userAuths.createTime)];

function view(row: UserAuthRow) {
  return { ...row, auditTime: isoTime(row.auditTime), createTime: isoTime(row.createTime), updateTime: isoTime(row.updateTime) };
}

/** The screens a row appears on: the review list always, a member list once approved. */
function screensOf(row: Pick<UserAuthRow, "authType" | "approvalStatus">): string[] {
  return row.approvalStatus === "approved" ? [REVIEW, MEMBER_SCREEN[row.authType]] : [REVIEW];
}

function requireAnyButton(db: Queryable, principal: Principal, menuCodes: readonly string[], button: string) {
  if (!menuCodes.some((menuCode) => hasButton(db, principal, menuCode, button))) throw forbidden();
}

function whereOf(principal: Principal, query: Omit<z.infer<typeof userAuthQuerySchema>, "currentPage" | "pageSize">): SQL | undefined {
  return and(
    scoped(userAuths, principal),
    query.realName ? contains(userAuths.realName, query.realName) : undefined,
    query.orgName ? contains(userAuths.orgName, query.orgName) : undefined,
    query.authType ? eq(userAuths.authType, query.authType) : undefined,
    query.approvalStatus?.length ? inArray(userAuths.approvalStatus, query.approvalStatus) : undefined,
  );
}

const EXPORT_TITLE: Text = { en: "Authentication requests", zh: "实名认证", tw: "實名認證" };
const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { field: "realName", header: { en: "Name", zh: "姓名", tw: "姓名" } },
  { field: "authType", header: { en: "Type", zh: "认证类型", tw: "認證類型" }, kind: { labels: AUTH_TYPE } },
  { field: "orgName", header: { en: "Organisation", zh: "企业名称", tw: "企業名稱" } },
  { field: "orgIdcardNo", header: { en: "Credit code", zh: "统一社会信用代码", tw: "統一社會信用代碼" } },
  { field: "idcardNo", header: { en: "ID number", zh: "身份证号", tw: "身分證號" } },
  { field: "phoneNumber", header: { en: "Phone", zh: "手机号", tw: "手機號" } },
  { field: "email", header: { en: "E-mail", zh: "邮箱", tw: "電子郵件" } },
  { field: "approvalStatus", header: { en: "Status", zh: "审核状态", tw: "審核狀態" }, kind: { labels: APPROVAL_STATUS } },
  { field: "failCause", header: { en: "Reason", zh: "驳回原因", tw: "駁回原因" } },
  { field: "auditorName", header: { en: "Reviewer", zh: "审核人", tw: "審核人" } },
  { field: "auditTime", header: { en: "Reviewed", zh: "审核时间", tw: "審核時間" }, kind: "time" },
  { field: "createTime", header: { en: "Submitted", zh: "提交时间", tw: "提交時間" }, kind: "time" },
];

/**
 * Authentication requests (SPEC §7 /api/admin/userAuth). Reviewing, listing and changing them
 * needs the URL grant; a member submits their own and reads their own state with a token only.
 */
export const userAuth = {
  bases: [p.page, p.byId, p.audit, p.remove, p.update, p.exportExcel],
  routes(router: Router, local: (path: string) => string, ctx: SimContext) {
    const { db } = ctx;
    const token = requireToken(ctx);
    const granted = requireUrlPermission(ctx);
    /** A member asks about themselves; anyone else needs the grant. */
    const selfOrGranted = (req: Request, res: Response, next: NextFunction) =>
      req.params.userId === principalOf(req).userId ? next() : granted(req, res, next);
    const audit = (tx: Queryable, req: Request, action: AuditAction, entityId: string, before: unknown, after: unknown) => {
      const principal = principalOf(req);
      writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: ENTITY, entityId, before, after, ip: req.ip });
    };
    const find = (q: Queryable, principal: Principal, id: string) => q.select().from(userAuths).where(and(scoped(userAuths, principal), eq(userAuths.id, id))).get();
    const latestOf = (q: Queryable, principal: Principal, userId: string) =>
      q.select().from(userAuths).where(and(scoped(userAuths, principal), eq(userAuths.userId, userId))).orderBy(desc(userAuths.createTime), desc(userAuths.id)).get();

    // A pending request is corrected in place; after a decision the member submits a new one.
    router.post(
      local(p.commit),
      token,
      handle((req) => {
        const principal = principalOf(req);
        const values = parseRequest(commitUserAuthSchema, req.body);
        const at = new Date(ctx.now());
        const id = db.transaction((tx) => {
          const latest = latestOf(tx, principal, principal.userId);
          if (latest?.approvalStatus === "pending") {
            tx.update(userAuths).set({ ...values, updateTime: at }).where(and(scoped(userAuths, principal), eq(userAuths.id, latest.id))).run();
            audit(tx, req, "update", latest.id, view(latest), view(find(tx, principal, latest.id)!));
            return latest.id;
          }
          const row = { id: nextId(), tenantCode: principal.tenantCode, userId: principal.userId, account: principal.username, ...values, approvalStatus: "pending" as const, createTime: at, updateTime: at };
          tx.insert(userAuths).values(row).run();
          audit(tx, req, "create", row.id, null, view(find(tx, principal, row.id)!));
          return row.id;
        });
        return ok({ id });
      }),
    );

    router.get(
      local(`${p.personalInfo}/:userId`),
      token,
      selfOrGranted,
      handle((req) => {
        const latest = latestOf(db, principalOf(req), req.params.userId);
        return ok(latest ? view(latest) : null);
      }),
    );

    router.get(
      local(`${p.isAuth}/:userId`),
      token,
      selfOrGranted,
      handle((req) => {
        const principal = principalOf(req);
        const latest = latestOf(db, principal, req.params.userId);
        const approved = db
          .select({ id: userAuths.id })
          .from(userAuths)
          .where(and(scoped(userAuths, principal), eq(userAuths.userId, req.params.userId), eq(userAuths.approvalStatus, "approved")))
          .get();
        const state: AuthState = { authenticated: approved !== undefined, authType: latest?.authType ?? null, approvalStatus: latest?.approvalStatus ?? null };
        return ok(state);
      }),
    );

    router.post(
      local(p.page),
      handle((req) => {
        const principal = principalOf(req);
        const query = parseWith(pageSchema, req.body ?? {}, badRequest);
        const where = whereOf(principal, query);
        const { limit, offset } = windowOf(query);
        const rows = db.select().from(userAuths).where(where).orderBy(...orderOf(query.sorter, SORTABLE, DEFAULT_ORDER, userAuths.id)).limit(limit).offset(offset).all();
        const [{ total }] = db.select({ total: count() }).from(userAuths).where(where).all();
        return ok(page(rows.map(view), total, query.currentPage, query.pageSize));
      }),
    );

    router.get(
      local(`${p.byId}/:id`),
      handle((req) => {
        const row = find(db, principalOf(req), req.params.id);
        if (!row) throw new SimError(rm.notFound);
        return ok(view(row));
      }),
    );

    router.post(
      local(p.audit),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, REVIEW, "audit");
        const decision = parseRequest(auditUserAuthSchema, req.body);
        db.transaction((tx) => {
          const before = find(tx, principal, decision.id);
          if (!before) throw new SimError(rm.notFound);
          if (before.userId === principal.userId) throw new SimError(u.ownRequest);
          if (before.approvalStatus !== "pending") throw new SimError(u.notPending);
          tx.update(userAuths)
            .set({
              approvalStatus: decision.approvalStatus,
              failCause: decision.approvalStatus === "rejected" ? decision.failCause : null,
              auditorName: principal.username,
              auditTime: new Date(ctx.now()),
              updateTime: new Date(ctx.now()),
            })
            .where(and(scoped(userAuths, principal), eq(userAuths.id, decision.id)))
            .run();
          audit(tx, req, "audit", decision.id, view(before), view(find(tx, principal, decision.id)!));
        });
        return ok();
      }),
    );

    router.post(
      local(p.update),
      handle((req) => {
        const principal = principalOf(req);
        const { id, ...values } = parseRequest(updateUserAuthSchema, req.body);
        db.transaction((tx) => {
          const before = find(tx, principal, id);
          if (!before) throw new SimError(rm.notFound);
          requireAnyButton(tx, principal, screensOf(before), "update");
          if (before.authType === "enterprise" && (!values.orgName || !values.orgIdcardNo)) throw new SimError(u.enterpriseNeedsOrg);
          if (before.authType === "personal" && !values.idcardNo) throw new SimError(u.personalNeedsIdcard);
          tx.update(userAuths).set({ ...values, updateTime: new Date(ctx.now()) }).where(and(scoped(userAuths, principal), eq(userAuths.id, id))).run();
          audit(tx, req, "update", id, view(before), view(find(tx, principal, id)!));
        });
        return ok();
      }),
    );

    router.post(
      local(p.remove),
      handle((req) => {
        const principal = principalOf(req);
        const given = parseWith(idsSchema, req.query, badRequest).id;
        const ids = [...new Set(Array.isArray(given) ? given : [given])];
        db.transaction((tx) => {
          const rows = tx.select().from(userAuths).where(and(scoped(userAuths, principal), inArray(userAuths.id, ids))).all();
          if (rows.length !== ids.length) throw new SimError(rm.notFound);
          for (const row of rows) requireAnyButton(tx, principal, screensOf(row), "delete");
          tx.delete(userAuths).where(and(scoped(userAuths, principal), inArray(userAuths.id, ids))).run();
          for (const row of rows) audit(tx, req, "delete", row.id, view(row), null);
        });
        return ok();
      }),
    );

    router.post(
      local(p.exportExcel),
      handle(async (req, res) => {
        const principal = principalOf(req);
        requireAnyButton(db, principal, [REVIEW, HISTORY, ...Object.values(MEMBER_SCREEN)], "export");
        const query = parseWith(userAuthQuerySchema.omit({ currentPage: true, pageSize: true }), paramsOf(req), badRequest);
        const rows = db.select().from(userAuths).where(whereOf(principal, query)).orderBy(...orderOf(query.sorter, SORTABLE, DEFAULT_ORDER, userAuths.id)).limit(EXPORT_LIMIT).all();
        const file = await exportFile("xlsx", EXPORT_TITLE, EXPORT_COLUMNS, rows.map(view), readerOf(req));
        res.setHeader("Content-Type", file.contentType);
        res.setHeader("Content-Disposition", attachmentDisposition("userAuth.xlsx"));
        res.send(file.body);
      }),
    );
  },
} satisfies SimResource;
