import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/** A tenant's suppliers (SPEC §3 supplier; /vendorInformation). */
export const suppliers = sqliteTable(
  "biz_supplier",
  {
    id: id(),
    tenantCode: tenantCode(),
    code: text().notNull(),
    name: text().notNull(),
    shortName: text(),
    /**
     * China's division codes (GB/T 2260) of the contact address: the county lies in the city, the
     * city in the province; no county where the city has none (东莞市).
     */
    provinceCode: text().notNull(),
    cityCode: text().notNull(),
    countyCode: text(),
    address: text().notNull(),
    contactPerson: text(),
    contactPhone: text(),
    bankName: text(),
    bankAccount: text(),
    currency: text().notNull(),
    /** 1 to 5. */
    starLevel: text({ enum: ["1", "2", "3", "4", "5"] }).notNull(),
    /** Unified social credit code (GB 32100-2015). */
    uscc: text().notNull(),
    attachmentFile: text(),
    status: text({ enum: ["enabled", "disabled"] }).notNull().default("enabled"),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("biz_supplier_code").on(t.tenantCode, t.code), index("biz_supplier_created").on(t.tenantCode, t.createTime)],
);

/** A supplier's bank accounts; exactly one per supplier is the default. */
export const supplierBankAccounts = sqliteTable(
  "biz_supplier_bank_account",
  {
    id: id(),
    tenantCode: tenantCode(),
    supplierId: text().notNull(),
    bankAccountName: text().notNull(),
    bankAccount: text().notNull(),
    swiftCode: text(),
    bankName: text().notNull(),
    currency: text().notNull(),
    bankAddress: text(),
    remark: text(),
    isDefault: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("biz_supplier_bank_account_supplier").on(t.tenantCode, t.supplierId)],
);

/** A supplier's addresses; exactly one per supplier is the default. */
export const supplierAddresses = sqliteTable(
  "biz_supplier_address",
  {
    id: id(),
    tenantCode: tenantCode(),
    supplierId: text().notNull(),
    addressType: text().notNull(),
    contactPerson: text().notNull(),
    contactPhone: text().notNull(),
    provinceCode: text().notNull(),
    cityCode: text().notNull(),
    countyCode: text(),
    addressDetails: text().notNull(),
    remark: text(),
    isDefault: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("biz_supplier_address_supplier").on(t.tenantCode, t.supplierId)],
);

/** A tenant's warehouses (/warehouseInformation): where its stock lies. */
export const warehouses = sqliteTable(
  "biz_warehouse",
  {
    id: id(),
    tenantCode: tenantCode(),
    code: text().notNull(),
    name: text().notNull(),
    warehouseType: text({ enum: ["own", "bonded", "thirdParty"] }).notNull(),
    address: text().notNull(),
    contactPerson: text(),
    contactPhone: text(),
    /** A disabled warehouse takes no movements; one with movements is disabled, never deleted. */
    status: text({ enum: ["enabled", "disabled"] }).notNull().default("enabled"),
    remark: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("biz_warehouse_code").on(t.tenantCode, t.code), index("biz_warehouse_created").on(t.tenantCode, t.createTime)],
);

/**
 * The stock ledger: append-only, no call updates or deletes a row. Stock of goods in a
 * warehouse is the sum of `quantity` (signed, whole pieces); a transfer is two rows, one per
 * warehouse, each naming the other.
 */
export const stockMovements = sqliteTable(
  "biz_stock_movement",
  {
    id: id(),
    tenantCode: tenantCode(),
    warehouseId: text().notNull(),
    /** customs_goods.id (the /GoodsMgt goods). */
    goodsId: text().notNull(),
    quantity: integer().notNull(),
    kind: text({ enum: ["receipt", "issue", "transfer", "adjustment"] }).notNull(),
    /** A transfer's other warehouse. */
    counterpartWarehouseId: text(),
    reason: text(),
    /** The order a receipt came from. */
    orderId: text(),
    orderCode: text(),
    createBy: text().notNull(),
    createByName: text().notNull(),
    createTime: createTime(),
  },
  (t) => [
    index("biz_stock_movement_goods_warehouse").on(t.tenantCode, t.goodsId, t.warehouseId, t.createTime),
    index("biz_stock_movement_warehouse").on(t.tenantCode, t.warehouseId),
    index("biz_stock_movement_order").on(t.tenantCode, t.orderId),
  ],
);
