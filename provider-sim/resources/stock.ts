import { and, asc, count, desc, eq, max, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { attachmentDisposition } from "../../contract/admin/resource";
import { addStockMovementPath, addStockMovementSchema, STOCK_LEVELS, stockGoodsOptionsPath, stockMovementsPath, stockPaths } from "../../contract/business/stock";
import { idSchema } from "../../contract/envelope";
import { customsGoods, stockMovements, warehouses } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import { exportFile, readerOf, type ExportColumn } from "../crud/exports";
import { boundedPageSchema } from "../crud/paging";
import { handle, ok, page, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { contains, windowOf } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { movementsBehind, postMovement } from "./stock-ledger";

const MENU = "InventoryInquiry";
const EXPORT_LIMIT = 10_000;
const badRequest = (message: string) => new SimError(message, 400, 400);

const filtersSchema = z.object({
  /** Goods by model number or name. */
  goods: z.string().trim().max(100).optional(),
  warehouseId: z.union([idSchema, z.literal("")]).optional(),
  level: z.union([z.enum(STOCK_LEVELS), z.literal("")]).optional(),
  sorter: z.enum(["modelNumber_ascend", "modelNumber_descend", "warehouseName_ascend", "warehouseName_descend", "quantity_ascend", "quantity_descend"]).optional(),
});
const querySchema = boundedPageSchema.omit({ sorter: true }).merge(filtersSchema);
const figureSchema = z.object({ goodsId: idSchema, warehouseId: idSchema });

const balance = sql<number>`sum(${stockMovements.quantity})`;

/** Stock per goods and warehouse: the sums of the ledger, narrowed by the filters, in the asked order. */
function stockQuery(q: Queryable, principal: Principal, filters: z.infer<typeof filtersSchema>) {
  const goods = filters.goods ? or(contains(customsGoods.modelNumber, filters.goods), contains(customsGoods.name, filters.goods)) : undefined;
  const level: SQL | undefined = filters.level === "inStock" ? sql`${balance} <> 0` : filters.level === "empty" ? sql`${balance} = 0` : undefined;
  return q
    .select({
      goodsId: stockMovements.goodsId,
      warehouseId: stockMovements.warehouseId,
      modelNumber: customsGoods.modelNumber,
      goodsName: customsGoods.name,
      unit: customsGoods.unit,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      quantity: balance.mapWith(Number).as("quantity"),
      lastMovementTime: max(stockMovements.createTime).as("last_movement_time"),
    })
    .from(stockMovements)
    .innerJoin(customsGoods, and(scoped(customsGoods, principal), eq(customsGoods.id, stockMovements.goodsId)))
    .innerJoin(warehouses, and(scoped(warehouses, principal), eq(warehouses.id, stockMovements.warehouseId)))
    .where(and(scoped(stockMovements, principal), goods, filters.warehouseId ? eq(stockMovements.warehouseId, filters.warehouseId) : undefined))
    .groupBy(stockMovements.goodsId, stockMovements.warehouseId)
    .having(level);
}

function orderOf(sorter: string | undefined): SQL[] {
  const [field, order] = (sorter ?? "modelNumber_ascend").split("_");
  const by = order === "descend" ? desc : asc;
  const column = field === "quantity" ? balance : field === "warehouseName" ? warehouses.name : customsGoods.modelNumber;
  return [by(column), asc(customsGoods.modelNumber), asc(warehouses.code), asc(stockMovements.goodsId), asc(stockMovements.warehouseId)];
}

type StockRow = { goodsId: string; warehouseId: string; lastMovementTime: Date | number | null } & Record<string, unknown>;
const viewOf = (row: StockRow) => ({
  ...row,
  id: `${row.goodsId}-${row.warehouseId}`,
  lastMovementTime: row.lastMovementTime === null ? null : new Date(row.lastMovementTime).toISOString(),
});

const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { field: "modelNumber", header: { en: "Model number", zh: "商品型号", tw: "商品型號" } },
  { field: "goodsName", header: { en: "Goods", zh: "商品名称", tw: "商品名稱" } },
  { field: "warehouseCode", header: { en: "Warehouse code", zh: "仓库编码", tw: "倉庫編碼" } },
  { field: "warehouseName", header: { en: "Warehouse", zh: "仓库", tw: "倉庫" } },
  { field: "quantity", header: { en: "Stock", zh: "库存数量", tw: "庫存數量" } },
  { field: "unit", header: { en: "Unit", zh: "单位", tw: "單位" } },
  { field: "lastMovementTime", header: { en: "Last movement", zh: "最近变动", tw: "最近異動" }, kind: "time" },
];

/** Stock (/InventoryInquiry): the figures, the movements behind each, and the movements the screen records. */
export const stock: SimResource = {
  bases: [stockPaths.base],
  routes(router, local, ctx) {
    router.get(
      local(stockPaths.query),
      handle((req) => {
        const principal = principalOf(req);
        const query = parseWith(querySchema, req.query, badRequest);
        const figures = stockQuery(ctx.db, principal, query);
        const total = ctx.db.select({ n: count() }).from(figures.as("figures")).get()?.n ?? 0;
        const { limit, offset } = windowOf(query);
        const rows = figures.orderBy(...orderOf(query.sorter)).limit(limit).offset(offset).all();
        return ok(page(rows.map(viewOf), total, query.currentPage, query.pageSize));
      }),
    );

    router.post(
      local(stockPaths.exportXlsx),
      handle(async (req, res) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "export");
        const query = parseWith(filtersSchema, paramsOf(req), badRequest);
        const rows = stockQuery(ctx.db, principal, query).orderBy(...orderOf(query.sorter)).limit(EXPORT_LIMIT).all().map(viewOf);
        const file = await exportFile("xlsx", { en: "Inventory", zh: "库存查询", tw: "庫存查詢" }, EXPORT_COLUMNS, rows, readerOf(req));
        res.setHeader("Content-Type", file.contentType);
        res.setHeader("Content-Disposition", attachmentDisposition(`${MENU}.xlsx`));
        res.send(file.body);
      }),
    );

    router.get(
      local(stockMovementsPath),
      handle((req) => {
        const { goodsId, warehouseId } = parseWith(figureSchema, req.query, badRequest);
        return ok(movementsBehind(ctx.db, principalOf(req), goodsId, warehouseId));
      }),
    );

    router.post(
      local(addStockMovementPath),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU, "add");
        const movement = parseWith(addStockMovementSchema, req.body);
        const ids = ctx.db.transaction((tx) => {
          const written = postMovement(tx, principal, movement, ctx.now());
          writeAudit(tx, ctx.now(), {
            tenantCode: principal.tenantCode,
            actor: { userId: principal.userId, username: principal.username },
            action: "create",
            entity: MENU,
            entityId: written[0],
            before: null,
            after: movement,
            ip: req.ip,
          });
          return written;
        });
        return ok({ ids });
      }),
    );

    router.get(
      local(stockGoodsOptionsPath),
      handle((req) => {
        const rows = ctx.db
          .select({ value: customsGoods.id, model: customsGoods.modelNumber, name: customsGoods.name })
          .from(customsGoods)
          .where(scoped(customsGoods, principalOf(req)))
          .orderBy(asc(customsGoods.modelNumber))
          .all();
        return ok(rows.map((r) => ({ value: r.value, label: `${r.model} · ${r.name}` })));
      }),
    );
  },
};
