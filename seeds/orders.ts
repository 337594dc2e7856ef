import { and, eq } from "drizzle-orm";
import { lineTotalCents, orderTotals } from "../contract/business/order";
import { ORDER_STEP_RULES, stepsTo, type OrderStatus } from "../contract/business/order-steps";
import { amountText } from "../contract/money";
import { customsGoods, orderLines, orders, orderSteps, stockMovements, suppliers, users, warehouses } from "../db/schema";
import { seedId } from "../db/snowflake";
import { insertAll, type Tx } from "./insert";

/**
 * The purchase orders' demo book (SPEC §3 order): tenants 10001 and 10002 buy the goods they
 * keep from their enabled suppliers, orders in every status over the last six months, each of
 * 1 to 20 lines, its steps those its status took, dated from the day of seeding. Ids take blocks
 * 20 (orders, and at 90,000 on the goods 10002 keeps), 21 (lines) and 22 (steps).
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const orderId = (block: 20 | 21 | 22 | 23, n: number) => seedId(block * 100_000 + n);

/** How many orders each tenant gets: one every three days or so over six months. */
const PER_TENANT = 60;
/** The statuses in turn, so every one is seen on every page of the list. */
const STATUS_TURN: readonly OrderStatus[] = ["closed", "received", "shipped", "confirmed", "closed", "cancelled", "received", "draft"];
const WAYS = ["delivery", "pickup", "express"] as const;

type Goods = Pick<typeof customsGoods.$inferSelect, "id" | "modelNumber" | "unit" | "currency" | "lowestPriceCents" | "referencePriceCents" | "highestPriceCents">;
type Supplier = Pick<typeof suppliers.$inferSelect, "id" | "status">;
export interface TenantBook {
  tenantCode: string;
  /** Who drafts and steps its orders. */
  buyer: { id: string; username: string };
  suppliers: readonly Supplier[];
  goods: readonly Goods[];
  /** Where received orders went: the tenant's first enabled warehouse, when it has one. */
  warehouseId?: string;
}

export interface OrderSeed {
  orderRows: (typeof orders.$inferInsert)[];
  lineRows: (typeof orderLines.$inferInsert)[];
  stepRows: (typeof orderSteps.$inferInsert)[];
  /** Each received order's lines as receipts into its warehouse, as the receive step writes them. */
  receiptRows: (typeof stockMovements.$inferInsert)[];
}

/** The goods 10002 (a Hong Kong trader) keeps, in HKD: 10001's come from the customs book. */
const HK_GOODS: readonly [model: string, name: string, unit: string, lowest: number, reference: number, highest: number][] = [
  ["HK-TEA-250", "鐵觀音茶葉 250 克", "BOX", 6800, 7800, 8800],
  ["HK-EAR-BT5", "藍牙耳機 5.3", "PCS", 12_000, 14_500, 16_000],
  ["HK-CBL-C2", "USB-C 充電線 2 米", "PCS", 1800, 2200, 2600],
  ["HK-UMB-AUTO", "自動摺疊雨傘", "PCS", 4500, 5200, 6000],
  ["HK-MUG-350", "陶瓷馬克杯 350 毫升", "PCS", 1500, 1900, 2300],
  ["HK-BAG-ECO", "環保購物袋", "PCS", 300, 450, 600],
  ["HK-TWL-CTN", "純棉毛巾", "DOZ", 9000, 10_800, 12_000],
  ["HK-LMP-LED", "LED 檯燈", "SET", 15_000, 17_800, 20_000],
];

export function buildHkGoods(at: Date): (typeof customsGoods.$inferInsert)[] {
  return HK_GOODS.map(([modelNumber, name, unit, lowest, reference, highest], i) => ({
    id: orderId(20, 90_000 + i), tenantCode: "10002", modelNumber, name, brand: null, countryOfOrigin: "CN", currency: "HKD", unit,
    lowestPriceCents: lowest, referencePriceCents: reference, highestPriceCents: highest, createTime: at, updateTime: at,
  }));
}

/** A small deterministic sequence: the same book on every run. */
const pick = (n: number, k: number, size: number) => (n * 7919 + k * 104_729 + 13) % size;

/** A price within the goods' range, on the reference when the range is unset. */
function priceOf(goods: Goods, n: number): number {
  const low = goods.lowestPriceCents ?? goods.referencePriceCents ?? 100;
  const high = goods.highestPriceCents ?? goods.referencePriceCents ?? low;
  return low + Math.floor(((high - low) * (n % 5)) / 4);
}

export function buildOrders(today: string, books: readonly TenantBook[]): OrderSeed {
  const seed: OrderSeed = { orderRows: [], lineRows: [], stepRows: [], receiptRows: [] };
  const end = Date.parse(`${today}T00:00:00Z`) + 9 * HOUR_MS;
  for (const [t, book] of books.entries()) {
    const open = book.suppliers.filter((s) => s.status === "enabled");
    const numbers = new Map<string, number>();
    for (let i = PER_TENANT - 1; i >= 0; i--) {
      const n = t * 1000 + i;
      // The newest first: order i is 3 days older than order i - 1; the newest are still drafts or confirmed.
      const created = new Date(end - (i * 3 + 1) * DAY_MS + (i % 5) * HOUR_MS);
      const status = i < 2 ? (["draft", "confirmed"] as const)[i] : STATUS_TURN[i % STATUS_TURN.length];
      const goodsCount = 1 + pick(n, 1, 20);
      const currency = book.goods[0].currency;
      const lines = Array.from({ length: goodsCount }, (_, k) => {
        const goods = book.goods[pick(n, k + 2, book.goods.length)];
        const quantity = (1 + pick(n, k + 3, 40)) * 10;
        const unitPriceCents = goods.currency === currency ? priceOf(goods, n + k) : (goods.referencePriceCents ?? 100);
        const net = quantity * (50 + pick(n, k + 4, 400));
        return {
          id: orderId(21, n * 20 + k), tenantCode: book.tenantCode, lineNo: k + 1, goodsId: goods.id, quantity, unitCode: goods.unit,
          netWeight: net, roughWeight: Math.round(net * 1.08), unitPriceCents, totalCents: lineTotalCents(quantity, amountText(unitPriceCents)), priceReason: null, remark: null, createTime: created,
        };
      });
      const month = created.toISOString().slice(2, 7).replace("-", "");
      const number = (numbers.get(month) ?? 0) + 1;
      numbers.set(month, number);
      const id = orderId(20, n);
      const totals = orderTotals(lines);
      const steps = stepsTo(status);
      // The steps follow each other a day apart, or sooner when the order is younger than its steps.
      const gap = Math.min(DAY_MS, Math.floor((end - created.getTime()) / (steps.length + 1)));
      const last = new Date(created.getTime() + steps.length * gap);
      const code = `ORD-${month}-${String(number).padStart(4, "0")}`;
      seed.orderRows.push({
        id, tenantCode: book.tenantCode, code, orderDate: created.toISOString().slice(0, 10),
        // Two orders in three go to the tenant's six main suppliers, as a seller's book leans on a few.
        supplierId: open[pick(n, 0, i % 3 === 0 ? open.length : Math.min(6, open.length))].id, currency, receivingWay: WAYS[i % WAYS.length], status, quantitySum: totals.quantitySum, totalCents: totals.totalCents,
        remark: null, createBy: book.buyer.username, createTime: created, updateTime: last,
      });
      seed.lineRows.push(...lines.map((line) => ({ ...line, orderId: id })));
      let from: OrderStatus = "draft";
      seed.stepRows.push({ id: orderId(22, n * 8), tenantCode: book.tenantCode, orderId: id, step: "draft", fromStatus: null, toStatus: "draft", userId: book.buyer.id, username: book.buyer.username, createTime: created });
      steps.forEach((step, k) => {
        const to = ORDER_STEP_RULES[step].to;
        const at = new Date(created.getTime() + (k + 1) * gap);
        const warehouseId = step === "receive" ? (book.warehouseId ?? null) : null;
        seed.stepRows.push({ id: orderId(22, n * 8 + k + 1), tenantCode: book.tenantCode, orderId: id, step, fromStatus: from, toStatus: to, userId: book.buyer.id, username: book.buyer.username, warehouseId, createTime: at });
        if (warehouseId) {
          seed.receiptRows.push(
            ...lines.map((line) => ({
              id: orderId(23, n * 20 + line.lineNo - 1), tenantCode: book.tenantCode, warehouseId, goodsId: line.goodsId, quantity: line.quantity, kind: "receipt" as const,
              orderId: id, orderCode: code, createBy: book.buyer.id, createByName: book.buyer.username, createTime: at,
            })),
          );
        }
        from = to;
      });
    }
  }
  return seed;
}

/** Each tenant's administrator drafts and steps its demo orders. */
const BUYERS = [["10001", "admin"], ["10002", "hkadmin"]] as const;

/** Both tenants' books as seeded: their suppliers, goods (10002's written here) and administrator. */
export function insertOrders(tx: Tx, today: string): void {
  const hkGoods = tx.select({ id: customsGoods.id }).from(customsGoods).where(eq(customsGoods.tenantCode, "10002")).get() ? [] : buildHkGoods(new Date(Date.parse(`${today}T00:00:00Z`) - 200 * DAY_MS));
  insertAll(tx, customsGoods, hkGoods);
  const books = BUYERS.flatMap(([tenantCode, username]) => {
    const buyer = tx.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.tenantCode, tenantCode), eq(users.username, username))).get();
    const goods = tx.select().from(customsGoods).where(eq(customsGoods.tenantCode, tenantCode)).orderBy(customsGoods.modelNumber).all();
    const own = tx.select({ id: suppliers.id, status: suppliers.status }).from(suppliers).where(eq(suppliers.tenantCode, tenantCode)).orderBy(suppliers.code).all();
    const warehouse = tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.tenantCode, tenantCode), eq(warehouses.status, "enabled"))).orderBy(warehouses.code).get();
    return buyer && goods.length > 0 && own.some((s) => s.status === "enabled") ? [{ tenantCode, buyer, suppliers: own, goods, warehouseId: warehouse?.id }] : [];
  });
  const seed = buildOrders(today, books);
  insertAll(tx, orders, seed.orderRows);
  insertAll(tx, orderLines, seed.lineRows);
  insertAll(tx, orderSteps, seed.stepRows);
  insertAll(tx, stockMovements, seed.receiptRows);
}
