import { and, asc, eq, type SQL } from "drizzle-orm";
import { moneyText } from "../../contract/account/ledger";
import { accountMessages as m } from "../../contract/account/messages";
import { minorOf } from "../../contract/account/recharge";
import { addRefundSchema, myRefundBankOptionsPath, myRefundPaths, REFUND_STEPS, refundPaths, refundStepsPath, stepRefundPath, stepRefundSchema, updateRefundSchema } from "../../contract/account/refund";
import { idSchema } from "../../contract/envelope";
import { bankAccounts, refundRequests } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { handle, ok, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { inLedgerTransaction, postToLedger } from "./ledger";
import { requireMenu } from "./prepaid-access";
import { stepsOf, writeStep } from "./recharge";
import type { SimResource } from "./resource";

const STATUS_LABELS = {
  requested: { en: "Requested", zh: "待审批", tw: "待審批" },
  approved: { en: "Approved", zh: "已批准", tw: "已核准" },
  paid: { en: "Paid", zh: "已付款", tw: "已付款" },
  rejected: { en: "Rejected", zh: "已驳回", tw: "已駁回" },
};

const own = (principal: Principal): SQL => and(scoped(refundRequests, principal), eq(refundRequests.memberId, principal.userId))!;

function ownBankAccount(q: Queryable, principal: Principal, id: string) {
  const found = q.select().from(bankAccounts).where(and(scoped(bankAccounts, principal), eq(bankAccounts.userId, principal.userId), eq(bankAccounts.id, id))).get();
  if (!found) throw new SimError(m.bankAccountUnknown);
  return found;
}

function refundOf(q: Queryable, principal: Principal, id: string) {
  const found = q.select().from(refundRequests).where(and(scoped(refundRequests, principal), eq(refundRequests.id, id))).get();
  if (!found) throw new SimError(m.requestUnknown);
  return found;
}

const view = (row: Row): Row => ({ ...row, amountText: moneyText(Number(row.amountMinor), String(row.currency)) });
const columns: CrudResource["exportColumns"] = [
  { field: "createTime", header: { en: "Asked", zh: "申请时间", tw: "申請時間" }, kind: "time" },
  { field: "memberName", header: { en: "Member", zh: "会员", tw: "會員" } },
  { field: "amountText", header: { en: "Amount", zh: "金额", tw: "金額" } },
  { field: "bankAccountText", header: { en: "To bank account", zh: "收款账户", tw: "收款帳戶" } },
  { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: STATUS_LABELS } },
  { field: "transferReference", header: { en: "Transfer reference", zh: "转账流水号", tw: "轉帳流水號" } },
  { field: "rejectReason", header: { en: "Reason rejected", zh: "驳回原因", tw: "駁回原因" } },
];
const filters: CrudResource["filters"] = {
  status: { column: refundRequests.status, match: "equals" },
  currency: { column: refundRequests.currency, match: "equals" },
  memberName: { column: refundRequests.memberName, match: "contains" },
};
const sortable = { createTime: refundRequests.createTime, amountMinor: refundRequests.amountMinor, status: refundRequests.status };

/** A member's refund requests: asked from /MyAccount, withdrawn while still requested. */
const myCrud: CrudResource = {
  menuCode: "MyAccount",
  title: { en: "Refund requests", zh: "退款申请", tw: "退款申請" },
  paths: myRefundPaths,
  table: refundRequests,
  scope: {
    read: own,
    write: (principal) => and(own(principal), eq(refundRequests.status, "requested")),
    owner: (principal) => ({ tenantCode: principal.tenantCode, memberId: principal.userId, memberName: principal.username }),
  },
  addSchema: addRefundSchema,
  updateSchema: updateRefundSchema,
  filters,
  sortable,
  defaultOrder: [descending(refundRequests.createTime)],
  exportColumns: columns,
  check(db, principal, values) {
    const account = ownBankAccount(db, principal, String(values.bankAccountId));
    if (account.currency !== values.currency) throw new SimError(m.receivingBankCurrency);
  },
  prepare(db, principal, values) {
    const { amount, ...rest } = values;
    const account = ownBankAccount(db, principal, String(values.bankAccountId));
    return { ...rest, amountMinor: minorOf(String(amount)), status: "requested", bankAccountText: `${account.bankName} · ${account.bankAccountName} · ${account.bankAccount}` };
  },
  afterWrite(db, principal, id, _values, write) {
    if (stepsOf(db, principal, "refund", id).length === 0) writeStep(db, principal, "refund", id, "requested", null, new Date(write.now));
  },
  view,
};

const operatorCrud: CrudResource = { ...myCrud, menuCode: "RechargeFlowBack", paths: refundPaths, scope: "tenant", readOnly: true, check: undefined, prepare: undefined, afterWrite: undefined };

export const myRefund: SimResource = {
  bases: [myRefundPaths.base],
  crud: myCrud,
  routes(router, local, ctx) {
    router.get(
      local(myRefundBankOptionsPath),
      handle((req) => {
        const principal = principalOf(req);
        const rows = ctx.db
          .select()
          .from(bankAccounts)
          .where(and(scoped(bankAccounts, principal), eq(bankAccounts.userId, principal.userId)))
          .orderBy(asc(bankAccounts.currency), asc(bankAccounts.bankName))
          .all();
        return ok(rows.map((r) => ({ value: r.id, label: `${r.bankName} · ${r.bankAccountName} · ${r.bankAccount}`, currency: r.currency })));
      }),
    );
  },
};

/** Refund requests of the tenant (/RechargeFlowBack): approve (the debit), reject with a reason, mark paid with the transfer's reference. */
export const refund: SimResource = {
  bases: [refundPaths.base],
  crud: operatorCrud,
  routes(router, local, ctx) {
    router.use(local(refundPaths.base), requireMenu(ctx.db, "RechargeFlowBack"));
    router.get(
      local(refundStepsPath),
      handle((req) => {
        const principal = principalOf(req);
        const id = parseWith(idSchema, paramsOf(req).id, () => new SimError(m.requestUnknown));
        return ok(stepsOf(ctx.db, principal, "refund", refundOf(ctx.db, principal, id).id));
      }),
    );
    router.post(
      local(stepRefundPath),
      handle((req) => {
        const principal = principalOf(req);
        const body = parseWith(stepRefundSchema, req.body);
        const rule = REFUND_STEPS[body.step];
        requireButton(ctx.db, principal, "RechargeFlowBack", rule.button);
        const status = inLedgerTransaction(ctx.db, (tx) => {
          const request = refundOf(tx, principal, body.id);
          // An approval repeated finds the request approved (or paid) and debits nothing more.
          if (body.step === "approve" && (request.status === "approved" || request.status === "paid")) return request.status;
          if (!(rule.from as readonly string[]).includes(request.status)) throw new SimError(m.stepNotAllowed);
          const at = new Date(ctx.now());
          const where = and(scoped(refundRequests, principal), eq(refundRequests.id, request.id));
          if (body.step === "approve") {
            const posted = postToLedger(tx, {
              tenantCode: principal.tenantCode,
              owner: { kind: "member", id: request.memberId },
              currency: request.currency,
              kind: "refund",
              amountMinor: -request.amountMinor,
              source: { type: "refund", id: request.id },
              idempotencyKey: `refund:${request.id}`,
              by: { id: principal.userId, name: principal.username },
              at,
            });
            tx.update(refundRequests).set({ status: "approved", ledgerEntryId: posted.entryId, updateTime: at }).where(where).run();
          } else if (body.step === "reject") {
            tx.update(refundRequests).set({ status: "rejected", rejectReason: body.reason!.trim(), updateTime: at }).where(where).run();
          } else {
            tx.update(refundRequests).set({ status: "paid", transferReference: body.transferReference!.trim(), updateTime: at }).where(where).run();
          }
          writeStep(tx, principal, "refund", request.id, rule.to, body.step === "reject" ? body.reason!.trim() : body.step === "pay" ? body.transferReference!.trim() : null, at);
          return rule.to;
        });
        return ok({ status });
      }),
    );
  },
};
