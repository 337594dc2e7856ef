import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { addCustomsGoodsSchema, CODE_NAMES, customsGoodsPaths, PRICE_FIELDS, updateCustomsGoodsSchema } from "../../contract/customs/goods";
import { customsMessages as c } from "../../contract/customs/messages";
import { centsOf } from "../../contract/usa/hts-line";
import { classifyOrders, customsGoods as goods } from "../../db/schema";
import type { CrudResource, Row, Values } from "../crud/resource";
import { isoTime, SimError } from "../http";
import { contains, descending } from "../paging";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { checkUnit } from "./customs-references";
import { amountText } from "./us-money";
import { checkAttachments, checkCountry, checkCurrency } from "./usa-references";

const centsColumn = (field: (typeof PRICE_FIELDS)[number]) => `${field}Cents` as const;

/** Prices as cents; codes typed by hand no longer carry the stamp of the approval that decided them. */
function stored(values: Values, before: Values | undefined): Values {
  const { lowestPrice, referencePrice, highestPrice, ...rest } = values;
  const prices = { lowestPrice, referencePrice, highestPrice } as Record<string, unknown>;
  const cents = Object.fromEntries(PRICE_FIELDS.map((field) => [centsColumn(field), typeof prices[field] === "string" ? centsOf(prices[field] as string) : null]));
  const recoded = before !== undefined && CODE_NAMES.some((code) => (values[code] ?? null) !== (before[code] ?? null));
  return { ...rest, ...cents, ...(recoded ? { classifiedBy: null, classifiedAt: null, classifyOrderId: null } : {}) };
}

type PriceColumns = Record<"lowestPriceCents" | "referencePriceCents" | "highestPriceCents", number | null>;

/** A goods row as it goes on the wire and into the audit: prices as decimal strings. */
export function goodsWire(row: Record<string, unknown> & PriceColumns & { id: string; classifiedAt: Date | string | null }): Row {
  const { lowestPriceCents, referencePriceCents, highestPriceCents, classifiedAt, ...rest } = row;
  const price = (cents: number | null) => (cents === null ? null : amountText(cents));
  return { ...rest, lowestPrice: price(lowestPriceCents), referencePrice: price(referencePriceCents), highestPrice: price(highestPriceCents), classifiedAt: isoTime(classifiedAt === null ? null : new Date(classifiedAt)) };
}

const crud: CrudResource = {
  menuCode: "GoodsMgt",
  title: { en: "Goods", zh: "商品", tw: "商品" },
  paths: customsGoodsPaths,
  table: goods,
  addSchema: addCustomsGoodsSchema,
  updateSchema: updateCustomsGoodsSchema,
  filters: {
    id: { column: goods.id, match: "equals" },
    modelNumber: { column: goods.modelNumber, match: "contains" },
    name: { column: goods.name, match: "contains" },
    brand: { column: goods.brand, match: "contains" },
    countryOfOrigin: { column: goods.countryOfOrigin, match: "equals" },
    /** Any of the four codes, typed with or without dots. */
    code: { where: (value) => or(...CODE_NAMES.map((code) => contains(goods[code], value.replace(/[.\s]/g, "")))) },
    classified: { where: (value) => (value === "yes" ? isNotNull(goods.classifiedAt) : value === "no" ? isNull(goods.classifiedAt) : undefined) },
  },
  sortable: { modelNumber: goods.modelNumber, name: goods.name, hs6: goods.hs6, classifiedAt: goods.classifiedAt, createTime: goods.createTime },
  defaultOrder: [descending(goods.createTime)],
  exportColumns: [
    { field: "modelNumber", header: { en: "Model no.", zh: "型号", tw: "型號" } },
    { field: "name", header: { en: "Name", zh: "品名", tw: "品名" } },
    { field: "brand", header: { en: "Brand", zh: "品牌", tw: "品牌" } },
    { field: "countryOfOrigin", header: { en: "Origin", zh: "原产国", tw: "原產國" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "unit", header: { en: "Unit", zh: "单位", tw: "單位" } },
    { field: "lowestPrice", header: { en: "Lowest price", zh: "最低价", tw: "最低價" } },
    { field: "referencePrice", header: { en: "Reference price", zh: "参考价", tw: "參考價" } },
    { field: "highestPrice", header: { en: "Highest price", zh: "最高价", tw: "最高價" } },
    { field: "hs6", header: { en: "HS6", zh: "HS6", tw: "HS6" } },
    { field: "htsCode", header: { en: "US HTS", zh: "美国税号", tw: "美國稅號" } },
    { field: "cnCode", header: { en: "CN code", zh: "中国商品编码", tw: "中國商品編碼" } },
    { field: "hkCode", header: { en: "HKHS", zh: "香港编码", tw: "香港編碼" } },
    { field: "classifiedBy", header: { en: "Classified by", zh: "归类审核人", tw: "歸類審核人" } },
    { field: "classifiedAt", header: { en: "Classified at", zh: "归类时间", tw: "歸類時間" }, kind: "time" },
  ],
  unique: { field: "modelNumber", column: goods.modelNumber, message: c.modelTaken },
  importable: true,
  check(db, principal, values) {
    checkCountry(db, values.countryOfOrigin);
    checkCurrency(db, values.currency);
    checkUnit(db, values.unit);
    checkAttachments(db, principal, values, ["attachmentUrl"]);
  },
  checkDelete(db, principal, ids) {
    const order = db.select({ id: classifyOrders.id }).from(classifyOrders).where(and(scoped(classifyOrders, principal), inArray(classifyOrders.goodsId, [...ids]))).get();
    if (order) throw new SimError(c.goodsHasOrders);
  },
  prepare(db, principal, values, id) {
    const before = id === undefined ? undefined : db.select().from(goods).where(and(scoped(goods, principal), eq(goods.id, id))).get();
    return stored(values, before);
  },
  view: (row) => goodsWire(row as Parameters<typeof goodsWire>[0]),
};

/** The tenant's goods (/GoodsMgt): SPEC §3 goods with their codes per market. */
export const customsGoodsResource: SimResource = { bases: [customsGoodsPaths.base], crud };
