import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { optionalText } from "../usa/common";
import { warehouseMessages } from "./warehouse";

/**
 * Stock (/InventoryInquiry): a ledger of movements, never a figure edited in place. The stock
 * of goods in a warehouse is the sum of its movements' signed quantities (whole pieces).
 */
export const stockPaths = resourcePaths("business", "Stock");
/** `GET ?goodsId=&warehouseId=`: the movements behind one figure, oldest first, each with the balance it left. */
export const stockMovementsPath = `${stockPaths.base}/queryStockMovement`;
/** `POST`: records an issue, a transfer or an adjustment (receipts come from orders). */
export const addStockMovementPath = `${stockPaths.base}/addStockMovement`;
/** `GET`: the tenant's goods as `[{ value, label }]`, labelled "model · name". */
export const stockGoodsOptionsPath = `${stockPaths.base}/queryStockGoodsOptions`;

export const MOVEMENT_KINDS = ["receipt", "issue", "transfer", "adjustment"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** What the screen records; receipts are written by an order's receipt. */
export const RECORDED_KINDS = ["issue", "transfer", "adjustment"] as const;
/** The list's stock filter: only figures other than zero, or only the empty ones. */
export const STOCK_LEVELS = ["inStock", "empty"] as const;
export const STOCK_SORTABLE = ["modelNumber", "warehouseName", "quantity"] as const;

/** Large enough for any warehouse, small enough that sums stay exact integers. */
export const MAX_QUANTITY = 1_000_000_000;

/** The stock calls' refusals, in the provider's English (the screens word them). */
export const stockMessages = {
  quantityWhole: "a quantity is a whole number of pieces",
  quantityPositive: "the quantity must be more than zero",
  adjustmentNonZero: "an adjustment enters a quantity other than zero (negative takes stock off)",
  reasonRequired: "an adjustment needs its reason",
  toWarehouseRequired: "a transfer names the warehouse it goes to",
  sameWarehouse: "a transfer goes to another warehouse",
  goodsUnknown: "choose goods of this tenant",
  stockShort: "not enough stock: the movement would take the stock below zero",
} as const;
const s = stockMessages;

const blankAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const wholeQuantity = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : blankAsUndefined(v)),
  z.number({ error: s.quantityWhole }).int(s.quantityWhole).min(-MAX_QUANTITY, s.quantityWhole).max(MAX_QUANTITY, s.quantityWhole),
);
const chosenId = (message: string) => z.preprocess(blankAsUndefined, z.string({ error: message }).regex(/^\d{1,20}$/, message));

/** The warehouse a movement leaves from or arrives in, and its signed quantity there. */
export type StockChange = { warehouseId: string; quantity: number };
export type RecordedMovement = { kind: (typeof RECORDED_KINDS)[number]; warehouseId: string; toWarehouseId?: string | null; quantity: number };

/** Each kind's rule on its quantity, reason and second warehouse. */
function movementRule(m: RecordedMovement & { reason?: string | null }, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (m.kind === "adjustment") {
    if (m.quantity === 0) issue("quantity", s.adjustmentNonZero);
    if (!m.reason) issue("reason", s.reasonRequired);
  } else if (m.quantity <= 0) issue("quantity", s.quantityPositive);
  if (m.kind === "transfer") {
    if (!m.toWarehouseId) issue("toWarehouseId", s.toWarehouseRequired);
    else if (m.toWarehouseId === m.warehouseId) issue("toWarehouseId", s.sameWarehouse);
  }
}

export const addStockMovementSchema = z
  .object({
    kind: z.enum(RECORDED_KINDS),
    goodsId: chosenId(s.goodsUnknown),
    warehouseId: chosenId(warehouseMessages.warehouseUnknown),
    toWarehouseId: z.preprocess(blankAsUndefined, idSchema.nullish()),
    quantity: wholeQuantity,
    reason: optionalText(255),
  })
  // Also while another field is wrong, so the form shows every refusal at once.
  .superRefine(movementRule, { when: ({ value }) => typeof value === "object" && value !== null });
export type AddStockMovement = z.infer<typeof addStockMovementSchema>;

/** The signed changes a movement makes: an issue takes off, a transfer takes off here and puts on there. */
export function stockChanges(m: RecordedMovement): StockChange[] {
  if (m.kind === "issue") return [{ warehouseId: m.warehouseId, quantity: -m.quantity }];
  if (m.kind === "transfer") return [{ warehouseId: m.warehouseId, quantity: -m.quantity }, { warehouseId: m.toWarehouseId!, quantity: m.quantity }];
  return [{ warehouseId: m.warehouseId, quantity: m.quantity }];
}

/**
 * Stock never negative: the balance a change leaves, or how many pieces it lacks. A change that
 * adds is always allowed (a figure already below zero, which the ledger never holds, only rises).
 */
export function stockAfter(balance: number, change: number): { ok: true; balance: number } | { ok: false; short: number } {
  const after = balance + change;
  if (after >= 0 || change >= 0) return { ok: true, balance: after };
  return { ok: false, short: -after };
}

export const stockSchema = z.object({
  /** goodsId and warehouseId: one figure. */
  id: z.string(),
  goodsId: idSchema,
  modelNumber: z.string(),
  goodsName: z.string(),
  unit: z.string().nullish(),
  warehouseId: idSchema,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  quantity: z.number(),
  lastMovementTime: timeSchema,
});
export type Stock = z.infer<typeof stockSchema>;

export const stockMovementSchema = z.object({
  id: idSchema,
  kind: z.enum(MOVEMENT_KINDS),
  quantity: z.number(),
  /** The figure after this movement. */
  balance: z.number(),
  /** A transfer's other warehouse. */
  counterpartName: z.string().nullish(),
  reason: z.string().nullish(),
  orderCode: z.string().nullish(),
  createByName: z.string(),
  createTime: timeSchema,
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
