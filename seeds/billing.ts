import { and, eq, inArray } from "drizzle-orm";
import { dueDateOf } from "../contract/business/billing";
import { billLines, bills, billSettlements, classifyOrders, hkTdecs, ledgerEntries, prepaidAccounts, users } from "../db/schema";
import { seedId } from "../db/snowflake";
import { DAY_MS } from "./ids";
import { insertAll, type Tx } from "./insert";

/**
 * Six months of bills for members of 10001 and 10002, drafted from their tenant's own records
 * (classification orders, Hong Kong declarations) so every line opens its source: the older
 * months settled (by transfer, or from the balance), the last ones open or overdue, this
 * month's a draft. 10001's manager keeps an HKD prepaid balance and two open bills to settle
 * from it. Ids: bills block 48, lines 49, settlements 63, the manager's account and entries 64.
 */
const billId = (n: number) => seedId(48 * 100_000 + n);
const lineId = (n: number) => seedId(49 * 100_000 + n);
const settlementId = (n: number) => seedId(63 * 100_000 + n);
const ledgerId = (n: number) => seedId(64 * 100_000 + n);

/** Who is billed in which currency. */
const MEMBERS: readonly { tenantCode: string; username: string; currency: "CNY" | "HKD" | "USD" }[] = [
  { tenantCode: "10001", username: "admin", currency: "CNY" },
  { tenantCode: "10001", username: "manager", currency: "HKD" },
  { tenantCode: "10001", username: "editor", currency: "USD" },
  { tenantCode: "10002", username: "hkmember", currency: "HKD" },
  { tenantCode: "10002", username: "hkadmin", currency: "HKD" },
];
const UNIT_FEE = { CNY: 200_00, HKD: 150_00, USD: 35_00 } as const;
/** The manager's recharge: enough for both open bills, so the journey settles one in each language. */
export const MANAGER_RECHARGE_MINOR = 5_000_00;

export type SourceRecord = { sourceType: string; sourceId: string; sourceCode: string; description: string };
export type Member = { tenantCode: string; id: string; name: string; currency: "CNY" | "HKD" | "USD" };

type BillRow = typeof bills.$inferInsert;
type LineRow = typeof billLines.$inferInsert;
type SettlementRow = typeof billSettlements.$inferInsert;

const monthOf = (today: string, back: number) => {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
};
const firstOf = (month: string) => new Date(`${month}-01T00:00:00Z`).getTime();

/**
 * The book, from the members and each tenant's source records (taken in turn, each billed once).
 * `back` 6…3: settled; 2: overdue (the manager's: open); 1: open; 0: a draft.
 */
export function buildBilling(today: string, members: readonly Member[], sources: ReadonlyMap<string, readonly SourceRecord[]>) {
  const billRows: BillRow[] = [];
  const lineRows: LineRow[] = [];
  const settlementRows: SettlementRow[] = [];
  const taken = new Map<string, number>();
  const todayMs = new Date(`${today}T00:00:00Z`).getTime();
  for (const [m, member] of members.entries()) {
    const pool = sources.get(member.tenantCode) ?? [];
    for (let back = 6; back >= 0; back -= 1) {
      const month = monthOf(today, back);
      const count = 1 + ((m + back) % 3);
      const start = taken.get(member.tenantCode) ?? 0;
      const used = pool.slice(start, start + count);
      if (used.length === 0) continue;
      taken.set(member.tenantCode, start + used.length);
      const id = billId(billRows.length);
      const created = new Date(Math.min(firstOf(monthOf(today, back - 1)) + DAY_MS, todayMs));
      const lines = used.map((source, i) => ({
        id: lineId(lineRows.length + i),
        tenantCode: member.tenantCode,
        billId: id,
        ...source,
        serviceDate: `${month}-${String(3 + i * 7).padStart(2, "0")}`,
        amountMinor: UNIT_FEE[member.currency] * (1 + ((i + back) % 2)),
        createTime: created,
      }));
      lineRows.push(...lines);
      const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
      const manager = member.tenantCode === "10001" && member.name === "manager";
      // Last month's bills (and the manager's two last, for the journey) were issued yesterday: open.
      const issued = back === 0 ? null : new Date(back === 1 || (manager && back === 2) ? todayMs - DAY_MS : created.getTime());
      const settled = back >= 3;
      const code = `BIL-${created.toISOString().slice(2, 4)}${created.toISOString().slice(5, 7)}-${String(m * 10 + 7 - back).padStart(4, "0")}`;
      billRows.push({
        id,
        tenantCode: member.tenantCode,
        code,
        memberId: member.id,
        memberName: member.name,
        currency: member.currency,
        month,
        status: back === 0 ? "draft" : settled ? "settled" : "issued",
        totalMinor: total,
        paidMinor: settled ? total : 0,
        issueTime: issued,
        dueDate: issued ? dueDateOf(issued) : null,
        settledTime: settled ? new Date(issued!.getTime() + 5 * DAY_MS) : null,
        createTime: created,
        updateTime: created,
      });
      if (settled)
        settlementRows.push({
          id: settlementId(settlementRows.length),
          tenantCode: member.tenantCode,
          billId: id,
          settlementNo: 1,
          way: "transfer",
          amountMinor: total,
          transferReference: `TT${month.replace("-", "")}${String(m + 1).padStart(4, "0")}`,
          transferDate: new Date(issued!.getTime() + 5 * DAY_MS).toISOString().slice(0, 10),
          createBy: member.id,
          createByName: member.name,
          createTime: new Date(issued!.getTime() + 5 * DAY_MS),
        });
    }
  }
  return { billRows, lineRows, settlementRows };
}

/** The tenants' own classification orders and Hong Kong declarations: what the demo lines bill. */
function sourcesOf(tx: Tx): Map<string, SourceRecord[]> {
  const byTenant = new Map<string, SourceRecord[]>();
  const add = (tenantCode: string, source: SourceRecord) => byTenant.set(tenantCode, [...(byTenant.get(tenantCode) ?? []), source]);
  for (const row of tx.select({ id: classifyOrders.id, tenantCode: classifyOrders.tenantCode, orderNo: classifyOrders.orderNo, description: classifyOrders.description }).from(classifyOrders).orderBy(classifyOrders.id).all())
    if (row.orderNo) add(row.tenantCode, { sourceType: "classification", sourceId: row.id, sourceCode: row.orderNo, description: row.description });
  for (const row of tx.select({ id: hkTdecs.id, tenantCode: hkTdecs.tenantCode, refNo: hkTdecs.refNo, consignor: hkTdecs.consignorName, consignee: hkTdecs.consigneeName }).from(hkTdecs).orderBy(hkTdecs.id).all())
    if (row.refNo) add(row.tenantCode, { sourceType: "hkDeclaration", sourceId: row.id, sourceCode: row.refNo, description: `${row.consignor} → ${row.consignee}` });
  return byTenant;
}

export function insertBilling(tx: Tx, today: string): void {
  const found = tx.select({ id: users.id, tenantCode: users.tenantCode, username: users.username }).from(users).where(inArray(users.username, MEMBERS.map((m) => m.username))).all();
  const members = MEMBERS.flatMap((m) => {
    const user = found.find((u) => u.tenantCode === m.tenantCode && u.username === m.username);
    return user ? [{ tenantCode: m.tenantCode, id: user.id, name: m.username, currency: m.currency }] : [];
  });
  const book = buildBilling(today, members, sourcesOf(tx));
  // Lines go onto drafts (an issued bill takes none, migration 0031): the bills take their status after.
  insertAll(tx, bills, book.billRows.map((row) => ({ ...row, status: "draft" as const })));
  insertAll(tx, billLines, book.lineRows);
  for (const row of book.billRows.filter((r) => r.status !== "draft")) tx.update(bills).set({ status: row.status }).where(and(eq(bills.tenantCode, row.tenantCode), eq(bills.id, row.id))).run();
  insertAll(tx, billSettlements, book.settlementRows);
  const manager = members.find((m) => m.tenantCode === "10001" && m.name === "manager");
  if (manager) {
    const at = new Date(new Date(`${today}T00:00:00Z`).getTime() - 2 * DAY_MS);
    tx.insert(prepaidAccounts).values({ id: ledgerId(0), tenantCode: "10001", ownerKind: "member", ownerId: manager.id, currency: "HKD", createTime: at }).run();
    tx.insert(ledgerEntries)
      .values({ id: ledgerId(1), tenantCode: "10001", accountId: ledgerId(0), seq: 1, kind: "recharge", amountMinor: MANAGER_RECHARGE_MINOR, balanceAfterMinor: MANAGER_RECHARGE_MINOR, sourceType: "seed", sourceId: ledgerId(0), idempotencyKey: `seed:billing:${ledgerId(1)}`, createBy: manager.id, createByName: manager.name, createTime: at })
      .run();
  }
}

