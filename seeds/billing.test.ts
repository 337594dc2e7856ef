import { billTotal, standingOf } from "../contract/business/billing";
import { buildBilling, type Member, type SourceRecord } from "./billing";

const TODAY = "2026-11-27";
const members: Member[] = [
  { tenantCode: "10001", id: "1", name: "admin", currency: "CNY" },
  { tenantCode: "10001", id: "3", name: "manager", currency: "HKD" },
  { tenantCode: "10002", id: "9", name: "hkmember", currency: "HKD" },
];
const pool = (tenantCode: string, n: number): SourceRecord[] =>
  Array.from({ length: n }, (_, i) => ({ sourceType: i % 2 ? "hkDeclaration" : "classification", sourceId: `${tenantCode}${i}`, sourceCode: `REF-${i}`, description: `record ${i}` }));
const book = buildBilling(TODAY, members, new Map([["10001", pool("10001", 40)], ["10002", pool("10002", 40)]]));
const now = new Date(`${TODAY}T12:00:00Z`);

describe("the billing demo book", () => {
  it("gives each member six months of bills and this month's draft, each total the sum of its lines", () => {
    for (const member of members) {
      const mine = book.billRows.filter((bill) => bill.memberId === member.id);
      expect(mine.map((bill) => bill.month)).toEqual(["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
      for (const bill of mine) expect(bill.totalMinor).toBe(billTotal(book.lineRows.filter((line) => line.billId === bill.id)));
    }
    expect(new Set(book.billRows.map((bill) => `${bill.tenantCode} ${bill.code}`)).size).toBe(book.billRows.length);
  });

  it("bills each source record once, and settles the older months in full by transfer", () => {
    expect(new Set(book.lineRows.map((line) => `${line.tenantCode} ${line.sourceType} ${line.sourceId}`)).size).toBe(book.lineRows.length);
    for (const bill of book.billRows.filter((b) => b.status === "settled")) {
      const paid = book.settlementRows.filter((s) => s.billId === bill.id);
      expect(paid.reduce((sum, s) => sum + s.amountMinor, 0)).toBe(bill.totalMinor);
      expect(bill.paidMinor).toBe(bill.totalMinor);
    }
  });

  it("leaves something open, overdue and settled per member, and the manager two open bills for the journey", () => {
    const standings = (id: string) => book.billRows.filter((b) => b.memberId === id).map((b) => standingOf({ status: b.status!, dueDate: b.dueDate ?? null }, now));
    expect(standings("1")).toEqual(["settled", "settled", "settled", "settled", "overdue", "open", "draft"]);
    expect(standings("3")).toEqual(["settled", "settled", "settled", "settled", "open", "open", "draft"]);
    expect(book.billRows.every((b) => b.createTime!.getTime() <= now.getTime())).toBe(true);
  });
});
