import { and, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import { attachmentOf, fileMessages } from "../../contract/file";
import { addNewsSchema, NEWS_STEPS, newsMessages as nm, newsPaths, PUBLIC_NEWS_LIMIT, publishNewsPath, updateNewsSchema, withdrawNewsPath, type NewsStep, type PublicNews } from "../../contract/business/news";
import { sanitiseArticleHtml } from "../../contract/rich-text";
import { files, news } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import type { Text } from "../crud/export-text";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { PLATFORM_TENANT_CODE } from "../policy";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { checkAttachments } from "./usa-references";

const MENU = "merchandiseNews";

const NEWS_STATUS: Record<string, Text> = {
  draft: { en: "Draft", zh: "草稿", tw: "草稿" },
  published: { en: "Published", zh: "已发布", tw: "已發布" },
  withdrawn: { en: "Withdrawn", zh: "已撤回", tw: "已撤回" },
};
const NEWS_CATEGORY: Record<string, Text> = {
  company: { en: "Company news", zh: "公司动态", tw: "公司動態" },
  product: { en: "Products", zh: "商品资讯", tw: "商品資訊" },
  industry: { en: "Industry", zh: "行业资讯", tw: "行業資訊" },
  policy: { en: "Policy", zh: "政策法规", tw: "政策法規" },
};

/** The provider's day (UTC), the one a window is read against, as the seeds count theirs. */
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Merchandise news", zh: "商品资讯", tw: "商品資訊" },
  paths: newsPaths,
  table: news,
  addSchema: addNewsSchema,
  updateSchema: updateNewsSchema,
  filters: {
    title: { column: news.title, match: "contains" },
    category: { column: news.category, match: "equals" },
    status: { column: news.status, match: "equals" },
  },
  sortable: { title: news.title, publishFrom: news.publishFrom, status: news.status, createTime: news.createTime },
  defaultOrder: [descending(news.publishFrom), ascending(news.title)],
  exportColumns: [
    { field: "title", header: { en: "Title", zh: "标题", tw: "標題" } },
    { field: "category", header: { en: "Category", zh: "分类", tw: "分類" }, kind: { labels: NEWS_CATEGORY } },
    { field: "publishFrom", header: { en: "Published from", zh: "发布开始", tw: "發布開始" } },
    { field: "publishTo", header: { en: "Published until", zh: "发布结束", tw: "發布結束" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: NEWS_STATUS } },
    { field: "createTime", header: { en: "Created", zh: "创建时间", tw: "建立時間" }, kind: "time" },
  ],
  check(db, principal, values) {
    checkAttachments(db, principal, values, ["coverImage"]);
  },
  // The body is kept only as the sanitiser leaves it; a new item starts as a draft, whatever was sent.
  prepare(_db, _principal, values, id) {
    const body = sanitiseArticleHtml(String(values.body ?? ""));
    const { status: _ignored, ...rest } = values;
    return id ? { ...rest, body } : { ...rest, body, status: "draft" };
  },
};

/** `POST <path>?id=`: one status step of the table in the contract, with the status button. */
function stepRoute(path: string, step: NewsStep) {
  return (router: Router, local: (path: string) => string, ctx: SimContext) => {
    router.post(
      local(path),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "status");
        const { id } = parseWith(z.object({ id: idSchema }), req.query, (message) => new SimError(message, 400, 400));
        const { from, to } = NEWS_STEPS[step];
        ctx.db.transaction((tx) => {
          const before = tx.select().from(news).where(and(scoped(news, principal), eq(news.id, id))).get();
          if (!before) throw new SimError(rm.notFound);
          if (!(from as readonly string[]).includes(before.status)) throw new SimError(nm.stepNotAllowed);
          const now = new Date(ctx.now());
          const changes = { status: to, updateTime: now, ...(to === "published" ? { publishTime: now } : {}) };
          tx.update(news).set(changes).where(and(scoped(news, principal), eq(news.id, id))).run();
          writeAudit(tx, ctx.now(), {
            tenantCode: principal.tenantCode,
            actor: { userId: principal.userId, username: principal.username },
            action: step,
            entity: MENU,
            entityId: id,
            before,
            after: { ...before, ...changes },
            ip: req.ip,
          });
        });
        return ok();
      }),
    );
  };
}

/** Merchandise news (/merchandiseNews): the kit's calls, and publish and withdraw. */
export const merchandiseNews: SimResource = {
  bases: [newsPaths.base],
  crud,
  routes(router, local, ctx) {
    stepRoute(publishNewsPath, "publish")(router, local, ctx);
    stepRoute(withdrawNewsPath, "withdraw")(router, local, ctx);
  },
};

/**
 * The marketing home's news: the platform tenant's published items whose window holds the
 * provider's day, newest first (the public site belongs to the platform; other tenants' news is
 * their own). One item by id, when asked, or nothing when it is not public.
 */
export function publishedNews(db: Queryable, now: number, id?: string): PublicNews[] {
  const today = dayOf(now);
  const rows = db
    .select()
    .from(news)
    .where(
      and(
        eq(news.tenantCode, PLATFORM_TENANT_CODE),
        eq(news.status, "published"),
        lte(news.publishFrom, today),
        or(isNull(news.publishTo), gte(news.publishTo, today)),
        id ? eq(news.id, id) : undefined,
      ),
    )
    .orderBy(desc(news.publishFrom), desc(news.id))
    .limit(PUBLIC_NEWS_LIMIT)
    .all();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    hasCover: attachmentOf(row.coverImage) !== null,
    body: row.body,
    publishFrom: row.publishFrom,
  }));
}

/** The cover image of a public news item (bytes and type), or a missing file's refusal. */
export function publishedNewsCover(db: Queryable, now: number, id: string): { content: Buffer; contentType: string } {
  const [item] = publishedNews(db, now, id);
  const row = item && db.select({ coverImage: news.coverImage }).from(news).where(and(eq(news.tenantCode, PLATFORM_TENANT_CODE), eq(news.id, item.id))).get();
  const cover = attachmentOf(row?.coverImage);
  const file = cover && db.select().from(files).where(and(eq(files.tenantCode, PLATFORM_TENANT_CODE), eq(files.id, cover.id))).get();
  if (!file || file.fileType !== "image") throw new SimError(fileMessages.notFound, 404, 404);
  return { content: file.content, contentType: file.contentType };
}
