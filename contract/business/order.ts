import { z } from "zod";
import { warehouseOptionsPath } from "./warehouse";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { DATE_RULE } from "../admin/fields";
import { centsOf } from "../money";
import { currencyCodeSchema, optionalText } from "../usa/common";
import { AMOUNT_SHAPE } from "../usa/hts-line";
import { customsMessages as c } from "../customs/messages";
import { businessMessages as b, orderMessages as o } from "./messages";
import { ORDER_STATUSES, ORDER_STEPS } from "./order-steps";

/** Purchase orders (/orderList, /editAddOrder, /OneClickOrder; SPEC §3 order) under the business service (decision 0017). */
export const orderPaths = resourcePaths("business", "Order");
/** `GET ?id=`: the order with its lines and steps (`orderRecordSchema`). */
export const getOrderPath = `${orderPaths.base}/queryOrderDetail`;
/** `POST saveOrderSchema`: a new draft, or a draft's header and lines replaced, in one transaction; answers `{ id }`. */
export const saveOrderPath = `${orderPaths.base}/saveOrder`;
/** `POST orderStepSchema`: one step of ORDER_STEP_RULES. */
export const stepOrderPath = `${orderPaths.base}/stepOrder`;
/** `POST reorderSchema`: a new draft from a past order's lines or from goods; answers `{ id }`. */
export const reorderPath = `${orderPaths.base}/reorder`;
/** `POST ?id=`: the order as a printed PDF. */
export const printOrderPath = `${orderPaths.base}/exportOrderPdf`;
/** `POST ?id=`: the order with its lines as a spreadsheet. */
export const exportOrderLinesPath = `${orderPaths.base}/exportOrderLines`;
/** `GET`: the tenant's goods as line choices (`orderGoodsOptionSchema`). */
export const orderGoodsOptionsPath = `${orderPaths.base}/queryOrderGoodsOptions`;
/** `GET`: the tenant's enabled suppliers as `[{ value, label, currency }]`, labelled "code · name". */
export const orderSupplierOptionsPath = `${orderPaths.base}/queryOrderSupplierOptions`;

/** `GET`: the tenant's enabled warehouses as `[{ value, label }]`, which an order is received into. */
export const WAREHOUSE_OPTIONS_PATH = warehouseOptionsPath;

/** How the goods reach the buyer. */
export const RECEIVING_WAYS = ["delivery", "pickup", "express"] as const;

/** Lines an order holds at most. */
export const MAX_ORDER_LINES = 200;

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const wholeNumber = (max: number, message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);
const orderIdSchema = z.string().regex(/^\d{1,20}$/, o.orderUnknown);

export const orderLineFields = {
  goodsId: z.string().regex(/^\d{1,20}$/, c.goodsUnknown),
  quantity: wholeNumber(1_000_000, o.quantityShape).refine((n) => n >= 1, o.quantityShape),
  /** A value of the `unit` dictionary (PCS, SET, KG …). */
  unitCode: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.string().min(1, c.unitUnknown).max(8, c.unitUnknown)),
  /** Grams. */
  netWeight: wholeNumber(100_000_000, o.weightShape),
  roughWeight: wholeNumber(100_000_000, o.weightShape),
  unitPrice: z.string().trim().regex(AMOUNT_SHAPE, o.priceShape),
  /** Why the price lies outside the goods' range; required then (checked against the goods on the server). */
  priceReason: z.preprocess(blankAsNull, optionalText(255)),
  remark: z.preprocess(blankAsNull, optionalText(255)),
};

/** Gross weight is never below net weight. */
function weightRule(line: { netWeight: number; roughWeight: number }, ctx: z.RefinementCtx) {
  if (line.roughWeight < line.netWeight) ctx.addIssue({ code: "custom", path: ["roughWeight"], message: o.grossBelowNet });
}

export const orderLineSchema = z.object(orderLineFields).superRefine(weightRule);
export type OrderLineInput = z.output<typeof orderLineSchema>;

export const orderHeaderFields = {
  orderDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE),
  supplierId: z.string().regex(/^\d{1,20}$/, b.supplierUnknown),
  currency: currencyCodeSchema,
  receivingWay: z.enum(RECEIVING_WAYS),
  remark: z.preprocess(blankAsNull, optionalText(255)),
};

/** A draft saved whole: its header and every line (no id: a new draft). Totals are the server's. */
export const saveOrderSchema = z.object({
  id: orderIdSchema.optional(),
  ...orderHeaderFields,
  lines: z.array(orderLineSchema).min(1, o.noLines).max(MAX_ORDER_LINES, o.tooManyLines),
});
export type SaveOrder = z.output<typeof saveOrderSchema>;

export const orderIdQuerySchema = z.object({ id: orderIdSchema });

/** A step; receiving names the tenant's warehouse the goods go into. */
export const orderStepSchema = z
  .object({ id: orderIdSchema, step: z.enum(ORDER_STEPS), warehouseId: z.preprocess(blankAsNull, z.string().regex(/^\d{1,20}$/, o.warehouseNeeded).nullish()) })
  .superRefine((body, ctx) => {
    if (body.step === "receive" && !body.warehouseId) ctx.addIssue({ code: "custom", path: ["warehouseId"], message: o.warehouseNeeded });
  });

/**
 * A re-order: from a past order (its supplier and lines), or from goods bought from one supplier
 * (a line each, in the goods' unit and reference price).
 */
export const reorderSchema = z
  .object({
    fromOrderId: z.preprocess(blankAsNull, orderIdSchema.nullish()),
    supplierId: z.preprocess(blankAsNull, z.string().regex(/^\d{1,20}$/, b.supplierUnknown).nullish()),
    goodsIds: z.array(z.string().regex(/^\d{1,20}$/, c.goodsUnknown)).max(MAX_ORDER_LINES, o.tooManyLines).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.fromOrderId) return;
    if ((body.goodsIds?.length ?? 0) === 0) ctx.addIssue({ code: "custom", path: ["goodsIds"], message: o.reorderNothing });
    else if (!body.supplierId) ctx.addIssue({ code: "custom", path: ["supplierId"], message: b.supplierUnknown });
  });

/** A line's total in minor units: quantity × unit price, exactly. */
export const lineTotalCents = (quantity: number, unitPrice: string) => quantity * centsOf(unitPrice);

/** An order's totals from its lines: pieces and minor units, never the browser's. */
export function orderTotals(lines: readonly { quantity: number; totalCents: number }[]): { quantitySum: number; totalCents: number } {
  return lines.reduce((sum, line) => ({ quantitySum: sum.quantitySum + line.quantity, totalCents: sum.totalCents + line.totalCents }), { quantitySum: 0, totalCents: 0 });
}

/** Whether a unit price lies outside the goods' lowest–highest range (a bound not set does not limit). */
export function outsidePriceRange(unitCents: number, range: { lowest: number | null; highest: number | null }): boolean {
  return (range.lowest !== null && unitCents < range.lowest) || (range.highest !== null && unitCents > range.highest);
}

const statusSchema = z.enum(ORDER_STATUSES);

export const orderSchema = z.object({
  id: idSchema,
  code: z.string().nullish(),
  ...orderHeaderFields,
  supplierName: z.string().nullish(),
  status: statusSchema,
  quantitySum: z.number().nullish(),
  /** Decimal text of the minor units ("1234.50"); absent where the role may not see it. */
  totalPriceSum: z.string().nullish(),
  currency: z.string().nullish(),
  /** The first line's goods: its model number and name. */
  itemCode: z.string().nullish(),
  itemName: z.string().nullish(),
  lineCount: z.number().nullish(),
  createBy: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderLineRowSchema = z.object({
  id: idSchema,
  lineNo: z.number(),
  goodsId: z.string(),
  modelNumber: z.string().nullish(),
  goodsName: z.string().nullish(),
  quantity: z.number(),
  unitCode: z.string(),
  netWeight: z.number(),
  roughWeight: z.number(),
  unitPrice: z.string(),
  totalPrice: z.string().nullish(),
  priceReason: z.string().nullish(),
  remark: z.string().nullish(),
});
export type OrderLine = z.infer<typeof orderLineRowSchema>;

export const orderStepRowSchema = z.object({
  id: idSchema,
  step: z.enum(["draft", ...ORDER_STEPS]),
  fromStatus: statusSchema.nullish(),
  toStatus: statusSchema,
  username: z.string(),
  warehouseId: z.string().nullish(),
  createTime: timeSchema,
});
export type OrderStepEntry = z.infer<typeof orderStepRowSchema>;

export const orderRecordSchema = z.object({ order: orderSchema, lines: z.array(orderLineRowSchema), steps: z.array(orderStepRowSchema) });
export type OrderRecord = z.infer<typeof orderRecordSchema>;

export const orderGoodsOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  modelNumber: z.string(),
  name: z.string(),
  unit: z.string(),
  currency: z.string(),
  lowestPrice: z.string().nullish(),
  referencePrice: z.string().nullish(),
  highestPrice: z.string().nullish(),
});
export type OrderGoodsOption = z.infer<typeof orderGoodsOptionSchema>;

export const ORDER_SORTABLE = ["code", "orderDate", "totalPriceSum", "createTime"] as const;
