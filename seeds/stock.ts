import { asc, eq, inArray, sql } from "drizzle-orm";
import { customsGoods, stockMovements, users, warehouses } from "../db/schema";
import { seedId } from "../db/snowflake";
import { insertAll, type Tx } from "./insert";
import { DEFAULT_TENANT } from "./tenants";

/**
 * The inventory's demo book: three warehouses per tenant, one of each type, and for 10001 about
 * five months of movements on its goods (receipts, issues to customers, transfers into bonded
 * storage, stocktake adjustments), dated back from the seeding day. Every issue takes at most
 * what its warehouse holds at that moment, so no figure is ever below zero. Ids take blocks 24
 * (warehouses) and 25 (movements), movements numbered in the order they happened.
 */
const HK_TENANT = "10002";
const DAY_MS = 86_400_000;
/** How far back the book starts, in days. */
const BOOK_DAYS = 150;
/** Goods that move (the first of 10001's goods by model number). */
const MOVING_GOODS = 14;

type WarehousePlan = [code: string, name: string, type: "own" | "bonded" | "thirdParty", address: string, contact: string, phone: string];
const WAREHOUSES: Record<string, readonly WarehousePlan[]> = {
  [DEFAULT_TENANT]: [
    ["WH-SZ-01", "深圳龙华自有仓", "own", "广东省深圳市龙华区观澜街道环观南路 88 号", "陈静", "+86 755 2801 3366"],
    ["WH-QH-BD", "前海湾保税仓", "bonded", "广东省深圳市南山区前海湾保税港区临海大道 59 号", "赵磊", "+86 755 8666 0201"],
    ["WH-DG-3PL", "东莞虎门第三方仓", "thirdParty", "广东省东莞市虎门镇港口大道 12 号", "黄丽", "+86 769 8518 7720"],
  ],
  [HK_TENANT]: [
    ["WH-KC-01", "葵涌自有倉", "own", "香港新界葵涌貨櫃碼頭路 71 號 8 樓", "周杰", "+852 2480 3311"],
    ["WH-AP-BD", "機場保稅倉", "bonded", "香港大嶼山赤鱲角東輝路 10 號", "吳芳", "+852 2186 5500"],
    ["WH-TY-3PL", "青衣第三方倉", "thirdParty", "香港新界青衣青衣路 8 號", "楊帆", "+852 2436 9012"],
  ],
};

const REASONS = { receipt: ["供应商到货", "退货入库"], adjustment: ["盘点差异", "破损报废", "盘盈入账"], issue: ["客户订单发货", "样品寄送", "电商平台补货"] } as const;

export interface StockSeed {
  warehouseRows: (typeof warehouses.$inferInsert)[];
  movementRows: (typeof stockMovements.$inferInsert)[];
}

type Goods = { id: string; tenantCode: string };
type Actor = { id: string; username: string };

/** A small deterministic generator: the same book on every seeding. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low ones of this generator repeat in short cycles.
    return Math.floor(state / 65_536) % below;
  };
}

export function buildStock(today: string, goods: readonly Goods[], actors: Readonly<Record<string, Actor>>): StockSeed {
  const seed: StockSeed = { warehouseRows: [], movementRows: [] };
  const start = Date.parse(`${today}T00:00:00Z`) - BOOK_DAYS * DAY_MS;
  let w = 0;
  for (const [tenantCode, plans] of Object.entries(WAREHOUSES)) {
    plans.forEach(([code, name, warehouseType, address, contactPerson, contactPhone]) => {
      const at = new Date(start - 30 * DAY_MS + w * 3_600_000);
      seed.warehouseRows.push({ id: seedId(24 * 100_000 + w++), tenantCode, code, name, warehouseType, address, contactPerson, contactPhone, status: "enabled", createTime: at, updateTime: at });
    });
  }
  const random = numbers(24_25);
  type Event = Omit<typeof stockMovements.$inferInsert, "id" | "tenantCode" | "createBy" | "createByName"> & { tenantCode: string };
  const events: Event[] = [];
  for (const tenantCode of Object.keys(WAREHOUSES)) {
    const [own, bonded, thirdParty] = seed.warehouseRows.filter((row) => row.tenantCode === tenantCode).map((row) => row.id!);
    goods
      .filter((g) => g.tenantCode === tenantCode)
      .slice(0, MOVING_GOODS)
      .forEach((g, i) => {
        const stock = new Map<string, number>([[own, 0], [bonded, 0], [thirdParty, 0]]);
        const add = (at: Date, warehouseId: string, quantity: number, kind: Event["kind"], extra: Partial<Event> = {}) => {
          stock.set(warehouseId, stock.get(warehouseId)! + quantity);
          events.push({ tenantCode, goodsId: g.id, warehouseId, quantity, kind, createTime: at, ...extra });
        };
        // A receipt every four to six weeks, into the own warehouse or (every third goods) the third party's.
        const inbound = i % 3 === 2 ? thirdParty : own;
        for (let day = 2 + (i % 9); day < BOOK_DAYS - 1; day += 1) {
          const roll = random(100);
          const at = new Date(start + day * DAY_MS + (9 + random(8)) * 3_600_000 + random(3_600_000));
          if (day % (28 + (i % 3) * 7) === 2 + (i % 9)) add(at, inbound, 60 + random(40) * 10, "receipt", { reason: REASONS.receipt[random(2)] });
          else if (roll < 18 && stock.get(inbound)! > 0) {
            const quantity = Math.min(stock.get(inbound)!, 5 + random(30));
            add(at, inbound, -quantity, "issue", { reason: REASONS.issue[random(3)] });
          } else if (roll === 40 && stock.get(inbound)! >= 40) {
            // A transfer: two rows, each naming the other warehouse.
            const quantity = 20 + random(20);
            add(at, inbound, -quantity, "transfer", { counterpartWarehouseId: bonded });
            add(at, bonded, quantity, "transfer", { counterpartWarehouseId: inbound });
          } else if (roll === 41 && stock.get(inbound)! > 3) {
            const quantity = random(2) === 0 ? -(1 + random(3)) : 1 + random(3);
            add(at, inbound, quantity, "adjustment", { reason: REASONS.adjustment[quantity < 0 ? random(2) : 2] });
          }
        }
      });
  }
  events.sort((x, y) => x.createTime!.getTime() - y.createTime!.getTime());
  events.forEach((event, n) => {
    const actor = actors[event.tenantCode];
    seed.movementRows.push({ ...event, id: seedId(25 * 100_000 + n), createBy: actor.id, createByName: actor.username });
  });
  return seed;
}

/** Writes the book over the goods and users already seeded. */
export function insertStock(tx: Tx, today: string): void {
  const tenants = Object.keys(WAREHOUSES);
  const goods = tx.select({ id: customsGoods.id, tenantCode: customsGoods.tenantCode }).from(customsGoods).where(inArray(customsGoods.tenantCode, tenants)).orderBy(asc(customsGoods.modelNumber)).all();
  const actors: Record<string, Actor> = {};
  for (const tenantCode of tenants) {
    // The tenant's administrator where it has one.
    const user = tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.tenantCode, tenantCode)).orderBy(sql`${users.username} <> 'admin'`, asc(users.id)).get();
    if (user) actors[tenantCode] = user;
  }
  const seed = buildStock(today, goods.filter((g) => actors[g.tenantCode]), actors);
  insertAll(tx, warehouses, seed.warehouseRows);
  insertAll(tx, stockMovements, seed.movementRows);
}
