import { z } from "zod";
import { STOCK_LEVELS, STOCK_SORTABLE, stockGoodsOptionsPath, stockPaths, stockSchema } from "#contract/business/stock";
import { warehouseOptionsPath } from "#contract/business/warehouse";
import { defineResource } from "./define";

const options = (path: string) => ({ path, label: "label", value: "value" }) as const;

/**
 * Stock by goods and warehouse, read from the ledger: each figure opens the movements behind it,
 * and a movement (issue, transfer, adjustment) is recorded with the menu's add button.
 */
export const inventoryInquiry = defineResource({
  name: "InventoryInquiry",
  path: "/InventoryInquiry",
  paths: stockPaths,
  row: stockSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    goods: { input: "text", filter: true },
    modelNumber: { input: "text", column: { width: 130 } },
    goodsName: { input: "text", column: { width: 220 } },
    warehouseId: { input: "select", source: options(warehouseOptionsPath), filter: true },
    warehouseName: { input: "text", column: { width: 180 } },
    quantity: { input: "number", column: { width: 100 } },
    unit: { input: "text", column: { width: 70 } },
    level: { input: "select", options: STOCK_LEVELS, filter: true },
    lastMovementTime: { input: "text", column: { width: 170, format: "datetime" } },
    // Options of the movement dialog.
    goodsId: { input: "select", source: options(stockGoodsOptionsPath) },
  },
  sortable: STOCK_SORTABLE,
  exports: ["xlsx"],
  actions: [{ intent: "recordMovement", button: "add", records: "none", dialog: true, row: true }],
  without: ["create", "update", "delete", "history"],
});
