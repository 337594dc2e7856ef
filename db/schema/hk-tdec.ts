import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTROL_POINTS } from "../../contract/hk/consignment";
import { MESSAGE_DIRECTIONS, MESSAGE_SUBJECTS } from "../../contract/hk/exchange";
import { TDEC_KINDS, TDEC_STATUSES, TRANSPORT_MODES } from "../../contract/hk/tdec";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Hong Kong import and export declarations (TDEC, /hongKongCustomsDeclaration; DOMAIN §2.3–2.4),
 * their goods lines, the CCRNs a declaration was created from, and the messages exchanged with
 * ROCARS and the service provider for both (/hKDetail, /declarationDetail). Messages answered by
 * an outside system are stored with the time they are given (decision 0007).
 */
export const hkTdecs = sqliteTable(
  "hk_tdec",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** TDC-YYMM-NNNN, numbered in the transaction that creates the row. */
    refNo: text(),
    kind: text({ enum: TDEC_KINDS }).notNull(),
    declaringUnitId: text().notNull(),
    consignorName: text().notNull(),
    consignorAddress: text().notNull(),
    consigneeName: text().notNull(),
    consigneeAddress: text().notNull(),
    transportMode: text({ enum: TRANSPORT_MODES }).notNull(),
    transportDocument: text(),
    conveyance: text(),
    controlPoint: text({ enum: CONTROL_POINTS }),
    /** Date of import or export, `YYYY-MM-DD` Hong Kong time. */
    movedOn: text().notNull(),
    remark: text(),
    status: text({ enum: TDEC_STATUSES }).notNull().default("draft"),
    udr: text(),
    lodgedAt: integer({ mode: "timestamp_ms" }),
    lodgedBy: text(),
    createBy: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("hk_tdec_ref").on(t.tenantCode, t.refNo),
    uniqueIndex("hk_tdec_udr").on(t.udr),
    index("hk_tdec_created").on(t.tenantCode, t.createTime),
  ],
);

export const hkTdecLines = sqliteTable(
  "hk_tdec_line",
  {
    id: id(),
    tenantCode: tenantCode(),
    tdecId: text().notNull(),
    lineNo: integer().notNull(),
    cargoId: text(),
    /** 8 digits, or none until the user classifies the goods. */
    hkhsCode: text(),
    description: text().notNull(),
    quantity: integer().notNull(),
    /** A value of the `unit` dictionary. */
    unit: text().notNull(),
    valueCents: integer().notNull(),
    /** Origin for an import, destination for an export. */
    country: text().notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("hk_tdec_line_tdec").on(t.tenantCode, t.tdecId, t.lineNo)],
);

/** Which CCRNs a declaration was created from. */
export const hkTdecConsignments = sqliteTable(
  "hk_tdec_consignment",
  {
    id: id(),
    tenantCode: tenantCode(),
    tdecId: text().notNull(),
    consignmentId: text().notNull(),
    createTime: createTime(),
  },
  (t) => [index("hk_tdec_consignment_tdec").on(t.tenantCode, t.tdecId), index("hk_tdec_consignment_ccrn").on(t.tenantCode, t.consignmentId)],
);

/** Every message sent to or received from ROCARS and the service provider, with the status it left behind. */
export const hkMessages = sqliteTable(
  "hk_message",
  {
    id: id(),
    tenantCode: tenantCode(),
    subject: text({ enum: MESSAGE_SUBJECTS }).notNull(),
    subjectId: text().notNull(),
    /** The record's reference at the time: its ref. no., CCRN or UDR. */
    reference: text().notNull(),
    vehicleNo: text(),
    /** The consignee's name. */
    party: text(),
    direction: text({ enum: MESSAGE_DIRECTIONS }).notNull(),
    type: text().notNull(),
    statusAfter: text().notNull(),
    summary: text().notNull(),
    /** When it was sent or received; a later answer is hidden until then. */
    at: integer({ mode: "timestamp_ms" }).notNull(),
    by: text(),
    createTime: createTime(),
  },
  (t) => [index("hk_message_subject").on(t.tenantCode, t.subject, t.subjectId, t.at), index("hk_message_at").on(t.tenantCode, t.at)],
);
