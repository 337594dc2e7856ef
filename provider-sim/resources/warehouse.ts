import { and, asc, eq } from "drizzle-orm";
import { addWarehouseSchema, updateWarehouseSchema, warehouseMessages as w, warehouseOptionsBase, warehouseOptionsPath, warehousePaths } from "../../contract/business/warehouse";
import { warehouses } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { ascending } from "../paging";
import { scoped } from "../tenant";
import { SUPPLIER_STATUS, WAREHOUSE_TYPE } from "./export-labels";
import type { SimResource } from "./resource";
import { movementsIn } from "./stock-ledger";

const crud: CrudResource = {
  menuCode: "warehouseInformation",
  title: { en: "Warehouses", zh: "仓库信息", tw: "倉庫資訊" },
  paths: warehousePaths,
  table: warehouses,
  addSchema: addWarehouseSchema,
  updateSchema: updateWarehouseSchema,
  filters: {
    code: { column: warehouses.code, match: "contains" },
    name: { column: warehouses.name, match: "contains" },
    warehouseType: { column: warehouses.warehouseType, match: "equals" },
    status: { column: warehouses.status, match: "equals" },
  },
  sortable: { code: warehouses.code, name: warehouses.name, warehouseType: warehouses.warehouseType, createTime: warehouses.createTime },
  defaultOrder: [ascending(warehouses.code)],
  exportColumns: [
    { field: "code", header: { en: "Code", zh: "仓库编码", tw: "倉庫編碼" } },
    { field: "name", header: { en: "Name", zh: "仓库名称", tw: "倉庫名稱" } },
    { field: "warehouseType", header: { en: "Type", zh: "仓库类型", tw: "倉庫類型" }, kind: { labels: WAREHOUSE_TYPE } },
    { field: "address", header: { en: "Address", zh: "地址", tw: "地址" } },
    { field: "contactPerson", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "contactPhone", header: { en: "Phone", zh: "联系电话", tw: "聯絡電話" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: SUPPLIER_STATUS } },
    { field: "createTime", header: { en: "Created", zh: "创建时间", tw: "建立時間" }, kind: "time" },
  ],
  unique: { field: "code", column: warehouses.code, message: w.warehouseCodeTaken },
  // The ledger keeps every movement: a warehouse that has any stays, disabled if no longer used.
  checkDelete(db, principal, ids) {
    if (ids.some((id) => movementsIn(db, principal, id) > 0)) throw new SimError(w.warehouseHasMovements);
  },
  view(row, db, principal) {
    return { ...row, movementCount: movementsIn(db, principal, row.id) };
  },
};

/** Warehouses (/warehouseInformation), and the enabled ones as options for movements and receipts. */
export const warehouse: SimResource = {
  bases: [warehousePaths.base, warehouseOptionsBase],
  crud,
  routes(router, local, ctx) {
    router.get(
      local(warehouseOptionsPath),
      handle((req) => {
        const principal = principalOf(req);
        const rows = ctx.db
          .select({ value: warehouses.id, code: warehouses.code, name: warehouses.name })
          .from(warehouses)
          .where(and(scoped(warehouses, principal), eq(warehouses.status, "enabled")))
          .orderBy(asc(warehouses.code))
          .all();
        return ok(rows.map((r) => ({ value: r.value, label: `${r.code} · ${r.name}` })));
      }),
    );
  },
};
