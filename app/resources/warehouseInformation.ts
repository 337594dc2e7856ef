import { addWarehouseSchema, updateWarehouseSchema, WAREHOUSE_SORTABLE, WAREHOUSE_STATUSES, WAREHOUSE_TYPES, warehousePaths, warehouseSchema } from "#contract/business/warehouse";
import { defineResource } from "./define";

/** Warehouses: where the stock of /InventoryInquiry lies; one with movements is disabled, never deleted. */
export const warehouseInformation = defineResource({
  name: "warehouseInformation",
  path: "/warehouseInformation",
  paths: warehousePaths,
  row: warehouseSchema,
  add: addWarehouseSchema,
  update: updateWarehouseSchema,
  fields: {
    code: { input: "text", column: { width: 120 }, filter: true, exported: true },
    name: { input: "text", column: { width: 200 }, filter: true, exported: true },
    warehouseType: { input: "select", options: WAREHOUSE_TYPES, column: { width: 110, tone: { own: "blue", bonded: "grape", thirdParty: "teal" } }, filter: true, exported: true },
    address: { input: "textarea", column: { width: 260 }, exported: true },
    contactPerson: { input: "text", column: { width: 110 }, exported: true },
    contactPhone: { input: "text", column: { width: 140 }, exported: true },
    status: { input: "select", options: WAREHOUSE_STATUSES, column: { width: 90, tone: { enabled: "green", disabled: "gray" } }, filter: true, exported: true },
    movementCount: { input: "number", readOnly: true, column: { width: 100 } },
    remark: { input: "textarea" },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: WAREHOUSE_SORTABLE,
});
