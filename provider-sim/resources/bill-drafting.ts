import { and, eq, sum } from "drizzle-orm";
import { monthWindow } from "../../contract/business/billing";
import { billLines, bills, users } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { numberByMonth } from "../crud/monthly-number";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import { BILL_SOURCES } from "./bill-sources";

/**
 * Drafts the month's bills in the caller's transaction: every service used in the month that no
 * bill carries yet becomes a line of its member's draft bill in its currency (opened when there
 * is none). Drafting again adds only what was not billed; an issued bill is never added to.
 */
export function draftBills(tx: Queryable, principal: Principal, month: string, now: number): { billIds: string[]; lineCount: number } {
  const tenantCode = principal.tenantCode;
  const window = monthWindow(month);
  const touched = new Set<string>();
  const memberNames = new Map<string, string | null>();
  const nameOf = (memberId: string) => {
    if (!memberNames.has(memberId)) {
      const user = tx.select({ username: users.username, nickname: users.nickname }).from(users).where(and(eq(users.tenantCode, tenantCode), eq(users.id, memberId))).get();
      memberNames.set(memberId, user ? user.nickname || user.username : null);
    }
    return memberNames.get(memberId);
  };
  let lineCount = 0;
  for (const source of BILL_SOURCES) {
    for (const used of source.usedIn(tx, tenantCode, window)) {
      const billed = tx.select({ id: billLines.id }).from(billLines).where(and(scoped(billLines, tenantCode), eq(billLines.sourceType, source.type), eq(billLines.sourceId, used.sourceId))).get();
      const memberName = nameOf(used.memberId);
      if (billed || !memberName) continue;
      const billId = draftOf(tx, principal, { memberId: used.memberId, memberName, currency: used.currency, month }, now);
      tx.insert(billLines)
        .values({ id: nextId(), tenantCode, billId, sourceType: source.type, sourceId: used.sourceId, sourceCode: used.sourceCode, description: used.description, serviceDate: used.serviceDate, amountMinor: used.amountMinor, createTime: new Date(now) })
        .run();
      touched.add(billId);
      lineCount += 1;
    }
  }
  for (const billId of touched) {
    const total = tx.select({ total: sum(billLines.amountMinor) }).from(billLines).where(and(scoped(billLines, tenantCode), eq(billLines.billId, billId))).get()?.total;
    tx.update(bills).set({ totalMinor: Number(total ?? 0), updateTime: new Date(now) }).where(and(scoped(bills, tenantCode), eq(bills.id, billId))).run();
  }
  return { billIds: [...touched], lineCount };
}

type BillKey = { memberId: string; memberName: string; currency: string; month: string };

/** The member's draft bill of the month in the currency, opened and numbered when there is none. */
function draftOf(tx: Queryable, principal: Principal, key: BillKey, now: number): string {
  const found = tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(scoped(bills, principal), eq(bills.memberId, key.memberId), eq(bills.currency, key.currency), eq(bills.month, key.month), eq(bills.status, "draft")))
    .get();
  if (found) return found.id;
  const id = nextId();
  tx.insert(bills).values({ id, tenantCode: principal.tenantCode, ...key, createTime: new Date(now), updateTime: new Date(now) }).run();
  numberByMonth(tx, principal, bills, "code", "BIL", id);
  return id;
}
