import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CCRN_STATUSES } from "../../contract/hk/ccrn-flow";
import { CONSIGNMENT_DIRECTIONS, CONTROL_POINTS } from "../../contract/hk/consignment";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Road consignments' e-ACI for ROCARS (/hongKongSeamless; DOMAIN §2.2). Times of crossing are
 * `YYYY-MM-DDTHH:mm` in Hong Kong time, so they sort and compare as text. ROCARS's answer is
 * stored with the time it is given (decision 0007); a bundled consignment reads as crossed once
 * its vehicle's crossing time has passed.
 */
export const hkConsignments = sqliteTable(
  "hk_consignment",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** ECI-YYMM-NNNN, numbered in the transaction that creates the row. */
    refNo: text(),
    direction: text({ enum: CONSIGNMENT_DIRECTIONS }).notNull(),
    controlPoint: text({ enum: CONTROL_POINTS }).notNull(),
    expectedCrossingAt: text().notNull(),
    packages: integer().notNull(),
    packageDescription: text().notNull(),
    articlesDescription: text().notNull(),
    consignorName: text().notNull(),
    consignorAddress: text().notNull(),
    consigneeName: text().notNull(),
    consigneeAddress: text().notNull(),
    remark: text(),
    status: text({ enum: CCRN_STATUSES }).notNull().default("draft"),
    ccrn: text(),
    submittedAt: integer({ mode: "timestamp_ms" }),
    decidedAt: integer({ mode: "timestamp_ms" }),
    rejectReason: text(),
    vehicleNo: text(),
    /** The bundled vehicle's crossing, Hong Kong time. */
    crossingAt: text(),
    bundledAt: integer({ mode: "timestamp_ms" }),
    createBy: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("hk_consignment_ref").on(t.tenantCode, t.refNo),
    uniqueIndex("hk_consignment_ccrn").on(t.ccrn),
    index("hk_consignment_created").on(t.tenantCode, t.createTime),
    index("hk_consignment_vehicle").on(t.tenantCode, t.vehicleNo, t.crossingAt),
  ],
);
