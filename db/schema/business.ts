import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ORDER_STATUSES } from "../../contract/business/order-steps";
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

/**
 * A tenant's purchase orders (SPEC §3 order; /orderList). `code` is ORD-YYMM-NNNN, numbered in the
 * transaction that creates the row; the totals are the lines' sums, written with them.
 */
export const orders = sqliteTable(
  "biz_order",
  {
    id: id(),
    tenantCode: tenantCode(),
    code: text(),
    /** YYYY-MM-DD. */
    orderDate: text().notNull(),
    supplierId: text().notNull(),
    currency: text().notNull(),
    receivingWay: text().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default("draft"),
    quantitySum: integer().notNull().default(0),
    totalCents: integer().notNull().default(0),
    remark: text(),
    createBy: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("biz_order_code").on(t.tenantCode, t.code),
    index("biz_order_created").on(t.tenantCode, t.createTime),
    index("biz_order_supplier").on(t.tenantCode, t.supplierId),
    index("biz_order_date").on(t.tenantCode, t.orderDate),
  ],
);

/** An order's lines: quantities in pieces of the unit, weights in grams, money in minor units. */
export const orderLines = sqliteTable(
  "biz_order_line",
  {
    id: id(),
    tenantCode: tenantCode(),
    orderId: text().notNull(),
    lineNo: integer().notNull(),
    goodsId: text().notNull(),
    quantity: integer().notNull(),
    unitCode: text().notNull(),
    netWeight: integer().notNull(),
    roughWeight: integer().notNull(),
    unitPriceCents: integer().notNull(),
    totalCents: integer().notNull(),
    priceReason: text(),
    remark: text(),
    createTime: createTime(),
  },
  (t) => [index("biz_order_line_order").on(t.tenantCode, t.orderId, t.lineNo)],
);

/** An order's steps, oldest first: who took each, when, from which status to which. */
export const orderSteps = sqliteTable(
  "biz_order_step",
  {
    id: id(),
    tenantCode: tenantCode(),
    orderId: text().notNull(),
    step: text({ enum: ["draft", "confirm", "ship", "receive", "close", "cancel"] }).notNull(),
    fromStatus: text({ enum: ORDER_STATUSES }),
    toStatus: text({ enum: ORDER_STATUSES }).notNull(),
    userId: text().notNull(),
    username: text().notNull(),
    /** The warehouse a receipt went into. */
    warehouseId: text(),
    createTime: createTime(),
  },
  (t) => [index("biz_order_step_order").on(t.tenantCode, t.orderId, t.createTime)],
);

/** A tenant's merchandise news (/merchandiseNews); the platform tenant's published ones show on the marketing home. */
export const news = sqliteTable(
  "biz_news",
  {
    id: id(),
    tenantCode: tenantCode(),
    title: text().notNull(),
    category: text({ enum: ["company", "product", "industry", "policy"] }).notNull(),
    coverImage: text(),
    /** HTML, sanitised by the provider before it is stored (contract/rich-text.ts). */
    body: text().notNull(),
    /** The window's days, YYYY-MM-DD, both counted; no end means open-ended. */
    publishFrom: text().notNull(),
    publishTo: text(),
    status: text({ enum: ["draft", "published", "withdrawn"] }).notNull().default("draft"),
    /** When it was last published. */
    publishTime: integer({ mode: "timestamp_ms" }),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("biz_news_status_window").on(t.tenantCode, t.status, t.publishFrom), index("biz_news_created").on(t.tenantCode, t.createTime)],
);
