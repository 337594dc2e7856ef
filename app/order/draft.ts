import { AMOUNT_SHAPE } from "#contract/usa/hts-line";
import { lineTotalCents, outsidePriceRange, type OrderGoodsOption, type OrderLine, type OrderRecord } from "#contract/business/order";
import { amountText, centsOf } from "#contract/money";

/** A line as the page edits it: every figure as typed. */
export interface LineDraft {
  key: string;
  goodsId: string;
  quantity: string;
  unitCode: string;
  netWeight: string;
  roughWeight: string;
  unitPrice: string;
  priceReason: string;
  remark: string;
}

export interface HeaderDraft {
  orderDate: string;
  supplierId: string;
  currency: string;
  receivingWay: string;
  remark: string;
}

let nextKey = 0;
const keyed = () => `line-${++nextKey}`;

export const headerOf = (record: OrderRecord | null, today: string): HeaderDraft => ({
  orderDate: record?.order.orderDate ?? today,
  supplierId: record?.order.supplierId ?? "",
  currency: record?.order.currency ?? "CNY",
  receivingWay: record?.order.receivingWay ?? "delivery",
  remark: record?.order.remark ?? "",
});

export const linesOf = (lines: readonly OrderLine[]): LineDraft[] =>
  lines.map((l) => ({ key: keyed(), goodsId: l.goodsId, quantity: String(l.quantity), unitCode: l.unitCode, netWeight: String(l.netWeight), roughWeight: String(l.roughWeight), unitPrice: l.unitPrice ?? "", priceReason: l.priceReason ?? "", remark: l.remark ?? "" }));

/** A new line of a goods item: one piece in its own unit at its reference price. */
export const lineOfGoods = (goods: OrderGoodsOption): LineDraft => ({
  key: keyed(), goodsId: goods.value, quantity: "1", unitCode: goods.unit, netWeight: "0", roughWeight: "0", unitPrice: goods.referencePrice ?? goods.lowestPrice ?? "", priceReason: "", remark: "",
});

/** A line's total in minor units as typed so far, or null while its figures are not yet numbers. */
export function lineCents(line: LineDraft): number | null {
  if (!/^\d{1,7}$/.test(line.quantity.trim()) || !AMOUNT_SHAPE.test(line.unitPrice.trim())) return null;
  return lineTotalCents(Number(line.quantity), line.unitPrice.trim());
}

/** The draft's pieces and total as typed (the provider sums the saved order itself). */
export function draftTotals(lines: readonly LineDraft[]): { quantity: number; total: string } {
  const quantity = lines.reduce((sum, l) => sum + (/^\d+$/.test(l.quantity.trim()) ? Number(l.quantity) : 0), 0);
  const cents = lines.reduce((sum, l) => sum + (lineCents(l) ?? 0), 0);
  return { quantity, total: amountText(cents) };
}

/** The goods' range when a typed price in the order's currency lies outside it. */
export function rangeBroken(line: LineDraft, goods: OrderGoodsOption | undefined, currency: string): { lowest: string; highest: string } | null {
  if (!goods || goods.currency !== currency || !AMOUNT_SHAPE.test(line.unitPrice.trim())) return null;
  const range = { lowest: goods.lowestPrice ? centsOf(goods.lowestPrice) : null, highest: goods.highestPrice ? centsOf(goods.highestPrice) : null };
  return outsidePriceRange(centsOf(line.unitPrice.trim()), range) ? { lowest: goods.lowestPrice ?? "—", highest: goods.highestPrice ?? "—" } : null;
}

/** The body saveOrder takes. */
export const saveBody = (id: string | undefined, header: HeaderDraft, lines: readonly LineDraft[]) => ({
  ...(id ? { id } : {}),
  ...header,
  lines: lines.map(({ key: _key, ...line }) => line),
});
