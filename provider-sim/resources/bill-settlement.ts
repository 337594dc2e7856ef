import { and, count, eq } from "drizzle-orm";
import { billingMessages as b, settlementOutcome, type PayBillByTransfer, type SettleBill } from "../../contract/business/billing";
import type { Db as Handle } from "../../db/client";
import { bills, billSettlements } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { CLEARING_MENU } from "./bill-rows";
import { inLedgerTransaction, postToLedger } from "./ledger";

type Payment = { way: "balance" } | { way: "transfer"; reference: string; transferDate: string };
type Settled = { settlementId: string; repeated: boolean };

/**
 * One settlement of an issued bill, all in one IMMEDIATE transaction: the settlement row, the
 * bill's paid sum and status, and — from the balance — exactly one ledger debit keyed
 * `bill:<id>:<settlement no>`. The request names the number its settlement will have, so the
 * same request sent twice finds the first one and pays nothing again; a short balance throws the
 * ledger's refusal and the transaction writes nothing.
 */
function settle(db: Handle, principal: Principal, request: SettleBill, payment: Payment, now: number, ip: string | undefined): Settled {
  return inLedgerTransaction(db, (tx) => {
    const bill = tx.select().from(bills).where(and(scoped(bills, principal), eq(bills.id, request.billId))).get();
    if (!bill) throw new SimError(b.billUnknown);
    const mine = and(scoped(billSettlements, principal), eq(billSettlements.billId, bill.id));
    const same = tx.select({ id: billSettlements.id }).from(billSettlements).where(and(mine, eq(billSettlements.settlementNo, request.settlementNo))).get();
    if (same) return { settlementId: same.id, repeated: true };
    if (bill.status !== "issued") throw new SimError(b.notIssued);
    const made = tx.select({ n: count() }).from(billSettlements).where(mine).get()?.n ?? 0;
    if (request.settlementNo !== made + 1) throw new SimError(b.settlementStale);
    const outcome = settlementOutcome(bill.totalMinor, bill.paidMinor, request.amount);
    if (!outcome.ok) throw new SimError(outcome.message);

    const at = new Date(now);
    const debit =
      payment.way === "balance"
        ? postToLedger(tx, {
            tenantCode: principal.tenantCode,
            owner: { kind: "member", id: bill.memberId },
            currency: bill.currency,
            kind: "fee",
            amountMinor: -request.amount,
            source: { type: "bill", id: bill.id },
            idempotencyKey: `bill:${bill.id}:${request.settlementNo}`,
            by: { id: principal.userId, name: principal.username },
            at,
          })
        : null;
    const settlementId = nextId();
    const row = {
      id: settlementId,
      tenantCode: principal.tenantCode,
      billId: bill.id,
      settlementNo: request.settlementNo,
      way: payment.way,
      amountMinor: request.amount,
      ledgerEntryId: debit?.entryId ?? null,
      balanceAfterMinor: debit?.balanceAfterMinor ?? null,
      transferReference: payment.way === "transfer" ? payment.reference : null,
      transferDate: payment.way === "transfer" ? payment.transferDate : null,
      createBy: principal.userId,
      createByName: principal.username,
      createTime: at,
    };
    tx.insert(billSettlements).values(row).run();
    tx.update(bills)
      .set({ paidMinor: outcome.paidMinor, status: outcome.settled ? "settled" : "issued", settledTime: outcome.settled ? at : null, updateTime: at })
      .where(and(scoped(bills, principal), eq(bills.id, bill.id)))
      .run();
    writeAudit(tx as Queryable, now, { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action: "audit", entity: CLEARING_MENU, entityId: bill.id, before: null, after: row, ip });
    return { settlementId, repeated: false };
  });
}

export const settleFromBalance = (db: Handle, principal: Principal, request: SettleBill, now: number, ip?: string) => settle(db, principal, request, { way: "balance" }, now, ip);

export const payByTransfer = (db: Handle, principal: Principal, request: PayBillByTransfer, now: number, ip?: string) =>
  settle(db, principal, request, { way: "transfer", reference: request.reference, transferDate: request.transferDate }, now, ip);
