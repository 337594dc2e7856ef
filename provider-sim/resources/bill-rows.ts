import { and, asc, count, eq } from "drizzle-orm";
import { groupedAmount } from "../../contract/account/ledger";
import { standingOf, type BillDetail, type BillStatus } from "../../contract/business/billing";
import { billLines, bills, billSettlements } from "../../db/schema";
import type { Queryable } from "../context";
import type { Text } from "../crud/exports";
import type { ExportColumn } from "../crud/export-text";
import type { Row } from "../crud/resource";
import { isoTime } from "../http";
import { scoped } from "../tenant";

export const BILL_MENU = "BillingManagement";
export const CLEARING_MENU = "ClearingCenter";
export type BillRow = typeof bills.$inferSelect;

const STATUS_LABELS: Record<string, Text> = {
  draft: { en: "Draft", zh: "草稿", tw: "草稿" },
  issued: { en: "Issued", zh: "已出账", tw: "已出帳" },
  settled: { en: "Settled", zh: "已结清", tw: "已結清" },
};
const STANDING_LABELS: Record<string, Text> = {
  draft: STATUS_LABELS.draft!,
  open: { en: "Open", zh: "未结", tw: "未結" },
  overdue: { en: "Overdue", zh: "逾期", tw: "逾期" },
  settled: STATUS_LABELS.settled!,
};

export const BILL_COLUMNS: readonly ExportColumn[] = [
  { field: "code", header: { en: "Bill", zh: "账单号", tw: "帳單號" } },
  { field: "memberName", header: { en: "Member", zh: "会员", tw: "會員" } },
  { field: "month", header: { en: "Month", zh: "账期", tw: "帳期" } },
  { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
  { field: "totalMinor", header: { en: "Total", zh: "金额", tw: "金額" }, kind: "minor" },
  { field: "paidMinor", header: { en: "Paid", zh: "已付", tw: "已付" }, kind: "minor" },
  { field: "openMinor", header: { en: "Open", zh: "未付", tw: "未付" }, kind: "minor" },
  { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: STATUS_LABELS } },
  { field: "standing", header: { en: "Standing", zh: "结算状态", tw: "結算狀態" }, kind: { labels: STANDING_LABELS } },
  { field: "issueTime", header: { en: "Issued", zh: "出账时间", tw: "出帳時間" }, kind: "time" },
  { field: "dueDate", header: { en: "Due", zh: "到期日", tw: "到期日" } },
];



/** A bill as it goes on the wire: its sums in minor units and as grouped text, its standing today, its counts. */
export function billWire(row: BillRow, q: Queryable, now: number): Row {
  const lineCount = q.select({ n: count() }).from(billLines).where(and(scoped(billLines, row.tenantCode), eq(billLines.billId, row.id))).get()?.n ?? 0;
  const settlementCount = q.select({ n: count() }).from(billSettlements).where(and(scoped(billSettlements, row.tenantCode), eq(billSettlements.billId, row.id))).get()?.n ?? 0;
  const openMinor = row.totalMinor - row.paidMinor;
  return {
    id: row.id,
    code: row.code,
    memberId: row.memberId,
    memberName: row.memberName,
    currency: row.currency,
    month: row.month,
    status: row.status,
    standing: standingOf({ status: row.status as BillStatus, dueDate: row.dueDate }, new Date(now)),
    totalMinor: row.totalMinor,
    paidMinor: row.paidMinor,
    openMinor,
    total: groupedAmount(row.totalMinor),
    paid: groupedAmount(row.paidMinor),
    open: groupedAmount(openMinor),
    lineCount,
    settlementCount,
    issueTime: isoTime(row.issueTime),
    dueDate: row.dueDate,
    settledTime: isoTime(row.settledTime),
    createTime: isoTime(row.createTime),
  };
}

/** A bill's lines (by service date) and its settlements (in order). */
export function billDetail(q: Queryable, tenantCode: string, billId: string): BillDetail {
  const lines = q.select().from(billLines).where(and(scoped(billLines, tenantCode), eq(billLines.billId, billId))).orderBy(asc(billLines.serviceDate), asc(billLines.id)).all();
  const settlements = q.select().from(billSettlements).where(and(scoped(billSettlements, tenantCode), eq(billSettlements.billId, billId))).orderBy(asc(billSettlements.settlementNo)).all();
  return {
    lines: lines.map((line) => ({ id: line.id, sourceType: line.sourceType, sourceId: line.sourceId, sourceCode: line.sourceCode, description: line.description, serviceDate: line.serviceDate, amountMinor: line.amountMinor, amount: groupedAmount(line.amountMinor) })),
    settlements: settlements.map((s) => ({
      id: s.id,
      settlementNo: s.settlementNo,
      way: s.way,
      amountMinor: s.amountMinor,
      amount: groupedAmount(s.amountMinor),
      ledgerEntryId: s.ledgerEntryId,
      balanceAfter: s.balanceAfterMinor === null ? null : groupedAmount(s.balanceAfterMinor),
      transferReference: s.transferReference,
      transferDate: s.transferDate,
      createByName: s.createByName,
      createTime: isoTime(s.createTime),
    })),
  };
}
