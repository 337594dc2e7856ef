import { and, asc, count } from "drizzle-orm";
import { customsGoods } from "../../../db/schema";
import { scoped } from "../../tenant";
import { intParam, QUICK_MS, type Processor, type SubTaskResult } from "./types";

type Slice = { offset: number; limit: number };
type Counts = Record<string, number>;

const chapterOf = (g: { hs6: string | null; cnCode: string | null; htsCode: string | null; hkCode: string | null }) => {
  const code = (g.hs6 ?? g.cnCode ?? g.htsCode ?? g.hkCode ?? "").replace(/\D/g, "");
  return code.length >= 2 ? code.slice(0, 2) : "unclassified";
};

const merge = (results: SubTaskResult[]): Counts => {
  const total: Counts = {};
  for (const r of results) {
    if (!r.success || !r.result) continue;
    for (const [chapter, n] of Object.entries(JSON.parse(r.result) as Counts)) total[chapter] = (total[chapter] ?? 0) + n;
  }
  return total;
};

const describe = (counts: Counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([chapter, n]) => `${chapter}: ${n}`)
    .join(", ") || "no goods";

/** The demo MAP_REDUCE: the root splits the tenant's goods into slices of `batchSize`, each sub-task counts its slice per HS chapter, the reduce adds them up. */
export const countGoodsByHsChapter: Processor = {
  durationMs: () => QUICK_MS,
  process(ctx) {
    if (ctx.payload === undefined) {
      const batch = intParam(ctx.params, "batchSize", 20, 1, 10_000);
      const total = ctx.db.select({ n: count() }).from(customsGoods).where(scoped(customsGoods, ctx.tenantCode)).get()?.n ?? 0;
      const slices = Array.from({ length: Math.ceil(total / batch) }, (_, i) => ({ name: `goods-${i * batch + 1}-${Math.min(total, (i + 1) * batch)}`, payload: { offset: i * batch, limit: batch } }));
      ctx.log(`${total} goods in ${slices.length} slices of ${batch}`);
      return { success: true, result: `split ${total} goods into ${slices.length} slices`, subTasks: slices };
    }
    const { offset, limit } = ctx.payload as Slice;
    const rows = ctx.db
      .select({ hs6: customsGoods.hs6, cnCode: customsGoods.cnCode, htsCode: customsGoods.htsCode, hkCode: customsGoods.hkCode })
      .from(customsGoods)
      .where(and(scoped(customsGoods, ctx.tenantCode)))
      .orderBy(asc(customsGoods.id))
      .limit(limit)
      .offset(offset)
      .all();
    const counts: Counts = {};
    for (const g of rows) counts[chapterOf(g)] = (counts[chapterOf(g)] ?? 0) + 1;
    ctx.log(`slice from ${offset + 1}: ${describe(counts)}`);
    return { success: true, result: JSON.stringify(counts) };
  },
  reduce(ctx, results) {
    const total = merge(results);
    const failed = results.filter((r) => !r.success).length;
    ctx.log(`goods per HS chapter: ${describe(total)}`);
    return { success: failed === 0, result: failed ? `${failed} slices failed; counted ${describe(total)}` : describe(total) };
  },
};
