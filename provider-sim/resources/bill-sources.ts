import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { PREPAID_CURRENCIES } from "../../contract/account/ledger";
import { SERVICE_FEES } from "../../contract/business/billing";
import { auditLog, classifyOrders, hkTdecs, usCostLines, users, usShipments } from "../../db/schema";
import type { Queryable } from "../context";
import { scoped } from "../tenant";
import { costAmounts } from "./us-cost-line";

/** One service a member used in the month: what a bill line is drafted from. */
export interface UsedService {
  sourceId: string;
  sourceCode: string;
  memberId: string;
  description: string;
  serviceDate: string;
  currency: string;
  amountMinor: number;
}

/**
 * A kind of record billing drafts from. Adding a source (the open API's calls) is one more
 * entry in BILL_SOURCES below, a link in contract/business/billing.ts `BILL_SOURCES` and the
 * app's `sourcePage`.
 */
export interface BillSource {
  type: string;
  usedIn(q: Queryable, tenantCode: string, window: { from: Date; to: Date }): UsedService[];
}

const day = (at: Date) => at.toISOString().slice(0, 10);
const billable = (currency: string) => (PREPAID_CURRENCIES as readonly string[]).includes(currency);

/**
 * The customer-side cost lines of a US clearance, counted in the month they were entered. The
 * clearance is the member's who opened it (its audit record); a currency the prepaid accounts do
 * not keep is billed in USD at the line's own rate.
 */
const usClearance: BillSource = {
  type: "usClearance",
  usedIn(q, tenantCode, { from, to }) {
    const lines = q
      .select({ line: usCostLines, fileNo: usShipments.fileNo })
      .from(usCostLines)
      .innerJoin(usShipments, and(scoped(usShipments, tenantCode), eq(usShipments.id, usCostLines.shipmentId)))
      .where(and(scoped(usCostLines, tenantCode), eq(usCostLines.settlementObject, "customer"), gte(usCostLines.createTime, from), lt(usCostLines.createTime, to)))
      .all();
    if (lines.length === 0) return [];
    const shipmentIds = [...new Set(lines.map(({ line }) => line.shipmentId))];
    const openers = new Map(
      q
        .select({ shipmentId: auditLog.entityId, userId: auditLog.userId })
        .from(auditLog)
        .where(and(eq(auditLog.tenantCode, tenantCode), eq(auditLog.entity, "importClearance"), eq(auditLog.action, "create"), inArray(auditLog.entityId, shipmentIds)))
        .all()
        .map((row) => [row.shipmentId, row.userId]),
    );
    return lines.flatMap(({ line, fileNo }) => {
      const memberId = openers.get(line.shipmentId);
      if (!memberId) return [];
      const { amountCents, amountUsdCents } = costAmounts(line);
      const inOwn = billable(line.currency);
      return [{ sourceId: line.id, sourceCode: fileNo ?? line.shipmentId, memberId, description: line.costName, serviceDate: day(line.createTime), currency: inOwn ? line.currency : "USD", amountMinor: inOwn ? amountCents : amountUsdCents }];
    });
  },
};

/** Hong Kong declarations lodged in the month, each at the lodgement fee, the lodging member's. */
const hkDeclaration: BillSource = {
  type: "hkDeclaration",
  usedIn(q, tenantCode, { from, to }) {
    return q
      .select({ id: hkTdecs.id, refNo: hkTdecs.refNo, consignorName: hkTdecs.consignorName, consigneeName: hkTdecs.consigneeName, lodgedAt: hkTdecs.lodgedAt, memberId: users.id })
      .from(hkTdecs)
      .innerJoin(users, and(eq(users.tenantCode, tenantCode), eq(users.username, hkTdecs.lodgedBy)))
      .where(and(scoped(hkTdecs, tenantCode), gte(hkTdecs.lodgedAt, from), lt(hkTdecs.lodgedAt, to)))
      .all()
      .map((row) => ({ sourceId: row.id, sourceCode: row.refNo ?? row.id, memberId: row.memberId, description: `${row.consignorName} → ${row.consigneeName}`, serviceDate: day(row.lodgedAt!), ...SERVICE_FEES.hkDeclaration }));
  },
};

/** Classification orders approved in the month, each at the classification fee, their submitter's. */
const classification: BillSource = {
  type: "classification",
  usedIn(q, tenantCode, { from, to }) {
    return q
      .select({ id: classifyOrders.id, orderNo: classifyOrders.orderNo, description: classifyOrders.description, reviewedAt: classifyOrders.reviewedAt, memberId: classifyOrders.createBy })
      .from(classifyOrders)
      .where(and(scoped(classifyOrders, tenantCode), eq(classifyOrders.status, "classified"), gte(classifyOrders.reviewedAt, from), lt(classifyOrders.reviewedAt, to)))
      .all()
      .map((row) => ({ sourceId: row.id, sourceCode: row.orderNo ?? row.id, memberId: row.memberId, description: row.description, serviceDate: day(row.reviewedAt!), ...SERVICE_FEES.classification }));
  },
};

/** Every source a month's bills are drafted from. */
export const BILL_SOURCES: readonly BillSource[] = [usClearance, hkDeclaration, classification];
