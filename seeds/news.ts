import { createHash } from "node:crypto";
import type { NEWS_CATEGORIES, NewsStatus } from "../contract/business/news";
import { fileDownloadPath } from "../contract/file";
import { sanitiseArticleHtml } from "../contract/rich-text";
import type { Db } from "../db/client";
import { files, news } from "../db/schema";
import { seedId } from "../db/snowflake";
import { DAY_MS } from "./ids";
import { insertAll } from "./insert";
import { coverPng } from "./news-covers";

/**
 * The merchandise news of 10001 (the platform, whose published items the marketing home shows;
 * simplified Chinese) and 10002 (Hong Kong; traditional Chinese): some in their window, some
 * ended or still to come, a draft and a withdrawn item each. Days count from the seeding day.
 * Ids take block 27: items from 0, covers from 50 000.
 */
const newsId = (n: number) => seedId(27 * 100_000 + n);

type Category = (typeof NEWS_CATEGORIES)[number];
type Colour = readonly [number, number, number];
interface Story {
  title: [zh: string, tw: string];
  category: Category;
  /** Days from the seeding day the window opens and closes (null: open-ended). */
  from: number;
  to: number | null;
  status: NewsStatus;
  cover?: readonly [Colour, Colour];
  body: [zh: string, tw: string];
}

const STORIES: readonly Story[] = [
  {
    title: ["新品上架：节能 LED 灯具系列", "新品上架：節能 LED 燈具系列"],
    category: "product",
    from: -3,
    to: 30,
    status: "published",
    cover: [[9, 88, 217], [24, 144, 255]],
    body: [
      '<h2>更亮、更省电</h2><p>本季新上架的<strong>节能 LED 灯具</strong>共 12 款，均已完成 HS 归类，可直接下单。</p><ul><li><p>光效提升 20%</p></li><li><p>整箱起订，支持一键下单</p></li></ul><p>规格详见<a href="https://example.com/led">产品目录</a>。</p>',
      '<h2>更亮、更省電</h2><p>本季新上架的<strong>節能 LED 燈具</strong>共 12 款，均已完成 HS 歸類，可直接下單。</p><ul><li><p>光效提升 20%</p></li><li><p>整箱起訂，支援一鍵下單</p></li></ul><p>規格詳見<a href="https://example.com/led">產品目錄</a>。</p>',
    ],
  },
  {
    title: ["平台上线供应商管理与商品资讯", "平台上線供應商管理與商品資訊"],
    category: "company",
    from: -10,
    to: null,
    status: "published",
    cover: [[83, 29, 171], [114, 46, 209]],
    body: [
      "<p>卖家现在可以在平台上<em>统一管理供应商</em>、银行账户与地址，并发布商品资讯。</p><blockquote><p>一处录入，订单、库存与报表随之可用。</p></blockquote>",
      "<p>賣家現在可以在平台上<em>統一管理供應商</em>、銀行帳戶與地址，並發布商品資訊。</p><blockquote><p>一處錄入，訂單、庫存與報表隨之可用。</p></blockquote>",
    ],
  },
  {
    title: ["跨境电商出口旺季备货提示", "跨境電商出口旺季備貨提示"],
    category: "industry",
    from: -20,
    to: 10,
    status: "published",
    body: [
      "<h3>提前四周备货</h3><ol><li><p>确认供应商交期</p></li><li><p>预约仓库入库</p></li><li><p>核对商品归类与申报要素</p></li></ol>",
      "<h3>提前四週備貨</h3><ol><li><p>確認供應商交期</p></li><li><p>預約倉庫入庫</p></li><li><p>核對商品歸類與申報要素</p></li></ol>",
    ],
  },
  {
    title: ["海关申报要素调整说明", "海關申報要素調整說明"],
    category: "policy",
    from: -1,
    to: 60,
    status: "published",
    cover: [[8, 151, 156], [19, 194, 194]],
    body: [
      '<p>部分商品的申报要素自下月起调整，请在<u>商品归类</u>页面核对。详见<a href="https://example.com/customs">海关公告</a>。</p>',
      '<p>部分商品的申報要素自下月起調整，請在<u>商品歸類</u>頁面核對。詳見<a href="https://example.com/customs">海關公告</a>。</p>',
    ],
  },
  {
    title: ["夏季户外用品促销（已结束）", "夏季戶外用品促銷（已結束）"],
    category: "product",
    from: -60,
    to: -30,
    status: "published",
    body: ["<p>夏季户外用品促销活动已结束，感谢参与。</p>", "<p>夏季戶外用品促銷活動已結束，感謝參與。</p>"],
  },
  {
    title: ["下月仓库系统升级通知", "下月倉庫系統升級通知"],
    category: "company",
    from: 5,
    to: 40,
    status: "published",
    body: ["<p>仓库系统将于下月升级，届时入库预约将短暂暂停。</p>", "<p>倉庫系統將於下月升級，屆時入庫預約將短暫暫停。</p>"],
  },
  {
    title: ["年终盘点安排（草稿）", "年終盤點安排（草稿）"],
    category: "company",
    from: 0,
    to: 20,
    status: "draft",
    body: ["<p>年终盘点安排待确认。</p>", "<p>年終盤點安排待確認。</p>"],
  },
  {
    title: ["纺织品报价更正（已撤回）", "紡織品報價更正（已撤回）"],
    category: "product",
    from: -15,
    to: 15,
    status: "withdrawn",
    body: ["<p>此前发布的纺织品报价有误，已撤回。</p>", "<p>此前發布的紡織品報價有誤，已撤回。</p>"],
  },
];

const TENANTS = [
  { tenantCode: "10001", script: 0, first: 0 },
  { tenantCode: "10002", script: 1, first: 1_000 },
] as const;

export interface NewsSeed {
  newsRows: (typeof news.$inferInsert)[];
  coverRows: (typeof files.$inferInsert)[];
}

/** `today` moved by whole days, as YYYY-MM-DD. */
const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function buildNews(today: string): NewsSeed {
  const seed: NewsSeed = { newsRows: [], coverRows: [] };
  const seededAt = new Date(Date.parse(`${today}T00:00:00Z`));
  for (const { tenantCode, script, first } of TENANTS) {
    STORIES.forEach((story, n) => {
      const id = newsId(first + n);
      const opens = new Date(Date.parse(`${dayFrom(today, Math.min(story.from, 0))}T01:00:00Z`));
      let coverImage: string | null = null;
      if (story.cover) {
        const coverId = newsId(50_000 + first + n);
        const name = `cover-${n + 1}.png`;
        const content = coverPng(...story.cover);
        seed.coverRows.push({ id: coverId, tenantCode, originalName: name, contentType: "image/png", size: content.length, fileType: "image", sha256: createHash("sha256").update(content).digest("hex"), content, createBy: "admin", createTime: opens });
        coverImage = fileDownloadPath(coverId, name);
      }
      seed.newsRows.push({
        id,
        tenantCode,
        title: story.title[script],
        category: story.category,
        coverImage,
        // Kept as the provider keeps a body it is sent.
        body: sanitiseArticleHtml(story.body[script]),
        publishFrom: dayFrom(today, story.from),
        publishTo: story.to === null ? null : dayFrom(today, story.to),
        status: story.status,
        publishTime: story.status === "draft" ? null : opens,
        createTime: opens,
        updateTime: story.status === "draft" ? opens : seededAt,
      });
    });
  }
  return seed;
}

export function insertNews(tx: Pick<Db, "insert">, today: string, seed: NewsSeed = buildNews(today)): void {
  insertAll(tx, files, seed.coverRows);
  insertAll(tx, news, seed.newsRows);
}
