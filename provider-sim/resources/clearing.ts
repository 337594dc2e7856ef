import { and, asc, eq, lt, ne, gte, type SQL } from "drizzle-orm";
import { z } from "zod";
import { groupedAmount } from "../../contract/account/ledger";
import { BILL_STANDINGS, clearingPaths, clearingSummaryPath, payBillByTransferPath, payBillByTransferSchema, settleBillPath, settleBillSchema, standingOf, type BillStatus, type Clearing } from "../../contract/business/billing";
import { bills } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource } from "../crud/resource";
import { handle, ok } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { BILL_COLUMNS, billWire, CLEARING_MENU, type BillRow } from "./bill-rows";
import { payByTransfer, settleFromBalance } from "./bill-settlement";
import { balanceOf } from "./ledger";
import type { SimResource } from "./resource";

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Issued bills are open until their due day has passed, overdue after it; settled ones are paid in full. */
function standingWhere(value: string, _q: Queryable, _principal: Principal, now: number): SQL | undefined {
  if (value === "settled") return eq(bills.status, "settled");
  if (value === "open") return and(eq(bills.status, "issued"), gte(bills.dueDate, today(now)));
  if (value === "overdue") return and(eq(bills.status, "issued"), lt(bills.dueDate, today(now)));
  return undefined;
}

const crud: CrudResource = {
  menuCode: CLEARING_MENU,
  title: { en: "Settlement", zh: "结算中心", tw: "結算中心" },
  paths: clearingPaths,
  table: bills,
  // The clearing centre sees the issued and settled bills only; drafts are billing's.
  scope: {
    read: (principal) => and(scoped(bills, principal), ne(bills.status, "draft")),
    write: (principal) => and(scoped(bills, principal), ne(bills.status, "draft")),
    owner: (principal, values) => ({ ...values, tenantCode: principal.tenantCode }),
  },
  readOnly: true,
  addSchema: z.object({}),
  updateSchema: z.object({}),
  filters: {
    code: { column: bills.code, match: "contains" },
    memberName: { column: bills.memberName, match: "contains" },
    currency: { column: bills.currency, match: "equals" },
    standing: { where: standingWhere },
  },
  sortable: { code: bills.code, month: bills.month, totalMinor: bills.totalMinor, createTime: bills.createTime },
  defaultOrder: [ascending(bills.dueDate), descending(bills.month), ascending(bills.memberName)],
  exportColumns: BILL_COLUMNS,
  view: (row, db, _principal, now) => billWire(row as unknown as BillRow, db, now),
};

/** Per member and currency: what is open, overdue and settled, and the prepaid balance to settle from. */
function summaryOf(q: Queryable, principal: Principal, now: number): Clearing[] {
  const rows = q.select().from(bills).where(and(scoped(bills, principal), ne(bills.status, "draft"))).orderBy(asc(bills.memberName), asc(bills.currency)).all();
  const groups = new Map<string, { memberId: string; memberName: string; currency: string; sums: Record<(typeof BILL_STANDINGS)[number], number>; counts: Record<(typeof BILL_STANDINGS)[number], number> }>();
  for (const bill of rows) {
    const key = `${bill.memberId}-${bill.currency}`;
    const group = groups.get(key) ?? { memberId: bill.memberId, memberName: bill.memberName, currency: bill.currency, sums: { draft: 0, open: 0, overdue: 0, settled: 0 }, counts: { draft: 0, open: 0, overdue: 0, settled: 0 } };
    const standing = standingOf({ status: bill.status as BillStatus, dueDate: bill.dueDate }, new Date(now));
    group.sums[standing] += standing === "settled" ? bill.totalMinor : bill.totalMinor - bill.paidMinor;
    group.counts[standing] += 1;
    groups.set(key, group);
  }
  return [...groups.entries()].map(([id, g]) => ({
    id,
    memberId: g.memberId,
    memberName: g.memberName,
    currency: g.currency,
    openCount: g.counts.open,
    overdueCount: g.counts.overdue,
    settledCount: g.counts.settled,
    open: groupedAmount(g.sums.open),
    overdue: groupedAmount(g.sums.overdue),
    settled: groupedAmount(g.sums.settled),
    balance: groupedAmount(balanceOf(q, principal.tenantCode, { kind: "member", id: g.memberId }, g.currency)),
  }));
}

/** The clearing centre (/ClearingCenter): issued bills settled from the prepaid balance or marked paid by transfer. */
export const clearing: SimResource = {
  bases: [clearingPaths.base],
  crud,
  routes(router, local, ctx) {
    router.get(
      local(clearingSummaryPath),
      handle((req) => ok(summaryOf(ctx.db, principalOf(req), ctx.now()))),
    );
    router.post(
      local(settleBillPath),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, CLEARING_MENU, "audit");
        return ok(settleFromBalance(ctx.db, principal, parseWith(settleBillSchema, req.body), ctx.now(), req.ip));
      }),
    );
    router.post(
      local(payBillByTransferPath),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, CLEARING_MENU, "audit");
        return ok(payByTransfer(ctx.db, principal, parseWith(payBillByTransferSchema, req.body), ctx.now(), req.ip));
      }),
    );
  },
};
