import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { attachmentUrlSchema } from "../file";
import { htmlExcerpt, sanitiseArticleHtml } from "../rich-text";
import { requiredText } from "../usa/common";

/** Merchandise news (/merchandiseNews): the tenant's articles, published on the marketing home in their window. */
export const newsPaths = resourcePaths("business", "News");
/** `POST ?id=`: a draft or withdrawn item goes out (button `merchandiseNews:status`). */
export const publishNewsPath = `${newsPaths.base}/publishNews`;
/** `POST ?id=`: a published item comes off the home page (button `merchandiseNews:status`). */
export const withdrawNewsPath = `${newsPaths.base}/withdrawNews`;

/** The news calls' refusals, in the provider's English (worded in merchandiseNews.i18n.ts). */
export const newsMessages = {
  category: "choose a news category",
  dateShape: "give a date, YYYY-MM-DD",
  windowReversed: "the window must end on or after the day it starts",
  bodyEmpty: "write the news item's text",
  bodyTooLong: "the text is too long",
  stepNotAllowed: "this news item's status does not allow that step",
} as const;
const b = newsMessages;

export const NEWS_CATEGORIES = ["company", "product", "industry", "policy"] as const;
export const NEWS_STATUSES = ["draft", "published", "withdrawn"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** The status steps and the states each leaves from: the one table the provider and the screen follow. */
export const NEWS_STEPS = {
  publish: { from: ["draft", "withdrawn"], to: "published" },
  withdraw: { from: ["published"], to: "withdrawn" },
} as const satisfies Record<string, { from: readonly NewsStatus[]; to: NewsStatus }>;
export type NewsStep = keyof typeof NEWS_STEPS;

/** The longest body kept, in characters of HTML. */
export const NEWS_BODY_MAX = 100_000;

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DAY_SHAPE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const day = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 10) : v);
const daySchema = z.preprocess(day, z.string({ error: b.dateShape }).refine(isDay, b.dateShape));
const optionalDaySchema = z.preprocess((v) => blankAsNull(day(v)), z.string().refine(isDay, b.dateShape).nullish());

/** A body that says something once the provider's sanitiser has kept what it keeps. */
const bodySchema = z
  .string({ error: b.bodyEmpty })
  .max(NEWS_BODY_MAX, b.bodyTooLong)
  .refine((html) => htmlExcerpt(sanitiseArticleHtml(html), 1) !== "", b.bodyEmpty);

export const newsFields = {
  title: requiredText(120),
  category: z.enum(NEWS_CATEGORIES, { error: b.category }),
  coverImage: attachmentUrlSchema,
  body: bodySchema,
  publishFrom: daySchema,
  /** Open-ended when blank. */
  publishTo: optionalDaySchema,
};

/** The window ends on or after the day it starts. */
export function windowRule(values: { publishFrom: string; publishTo?: string | null }, ctx: z.RefinementCtx) {
  if (values.publishTo && values.publishTo < values.publishFrom) ctx.addIssue({ code: "custom", path: ["publishTo"], message: b.windowReversed });
}

export const addNewsSchema = z.object(newsFields).superRefine(windowRule);
export const updateNewsSchema = z.object({ ...newsFields, id: idSchema }).superRefine(windowRule);
export const newsSchema = z.object({
  ...newsFields,
  id: idSchema,
  body: z.string(),
  status: z.enum(NEWS_STATUSES),
  publishTime: timeSchema,
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type News = z.infer<typeof newsSchema>;

export const NEWS_SORTABLE = ["title", "publishFrom", "status", "createTime"] as const;

/** Whether a published item's window holds `today` (YYYY-MM-DD); both ends count. */
export const inWindow = (item: { publishFrom: string; publishTo?: string | null }, today: string) =>
  item.publishFrom <= today && (!item.publishTo || today <= item.publishTo);

/** How many published items the marketing home lists at most. */
export const PUBLIC_NEWS_LIMIT = 6;

/** One published item as the marketing site reads it: its body already sanitised by the provider. */
export const publicNewsSchema = z.object({
  id: idSchema,
  title: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  /** Whether the item has a cover, served by the open API's cover call. */
  hasCover: z.boolean(),
  body: z.string(),
  publishFrom: z.string(),
});
export type PublicNews = z.infer<typeof publicNewsSchema>;

/** The open API's queries of published news: the list (newest first), or one item by id. */
export const queryPublishedNewsSchema = z.object({ id: idSchema.optional() });
export const newsCoverQuerySchema = z.object({ id: idSchema });
