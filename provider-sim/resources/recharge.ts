import { and, asc, eq, type SQL } from "drizzle-orm";
import { moneyText } from "../../contract/account/ledger";
import { accountMessages as m } from "../../contract/account/messages";
import {
  addRechargeSchema,
  auditRechargePath,
  auditRechargeSchema,
  minorOf,
  myRechargePaths,
  myRechargeStepsPath,
  rechargePaths,
  rechargeStepsPath,
  updateRechargeSchema,
} from "../../contract/account/recharge";
import { prepaidRequestSteps, receivingBanks, rechargeRequests } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { handle, ok, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { idSchema } from "../../contract/envelope";
import { inLedgerTransaction, postToLedger } from "./ledger";
import { requireMenu } from "./prepaid-access";
import { openReceivingBank } from "./receiving-bank";
import type { SimResource } from "./resource";
import { checkAttachments } from "./usa-references";

const STATUS_LABELS = {
  requested: { en: "Requested", zh: "待确认", tw: "待確認" },
  confirmed: { en: "Confirmed", zh: "已到账", tw: "已入帳" },
  rejected: { en: "Rejected", zh: "已驳回", tw: "已駁回" },
};

/** A step of a request, written with the change it records. */
export function writeStep(tx: Queryable, principal: Principal, requestKind: "recharge" | "refund", requestId: string, toStatus: string, note: string | null, at: Date): void {
  tx.insert(prepaidRequestSteps).values({ id: nextId(), tenantCode: principal.tenantCode, requestKind, requestId, toStatus, note, userId: principal.userId, username: principal.username, createTime: at }).run();
}

/** A request's steps, oldest first. */
export function stepsOf(q: Queryable, principal: Principal, requestKind: "recharge" | "refund", requestId: string) {
  return q
    .select({ id: prepaidRequestSteps.id, toStatus: prepaidRequestSteps.toStatus, note: prepaidRequestSteps.note, username: prepaidRequestSteps.username, createTime: prepaidRequestSteps.createTime })
    .from(prepaidRequestSteps)
    .where(and(scoped(prepaidRequestSteps, principal), eq(prepaidRequestSteps.requestKind, requestKind), eq(prepaidRequestSteps.requestId, requestId)))
    .orderBy(asc(prepaidRequestSteps.createTime), asc(prepaidRequestSteps.id))
    .all()
    .map((step) => ({ ...step, createTime: step.createTime.toISOString() }));
}

function view(row: Row, db: Queryable, principal: Principal): Row {
  const bank = db.select({ bankName: receivingBanks.bankName, accountNumber: receivingBanks.accountNumber }).from(receivingBanks).where(and(scoped(receivingBanks, principal), eq(receivingBanks.id, String(row.receivingBankId)))).get();
  return { ...row, amountText: moneyText(Number(row.amountMinor), String(row.currency)), receivingBankName: bank ? `${bank.bankName} · ${bank.accountNumber}` : null };
}

const columns: CrudResource["exportColumns"] = [
  { field: "createTime", header: { en: "Asked", zh: "申请时间", tw: "申請時間" }, kind: "time" },
  { field: "memberName", header: { en: "Member", zh: "会员", tw: "會員" } },
  { field: "amountText", header: { en: "Amount", zh: "金额", tw: "金額" } },
  { field: "receivingBankName", header: { en: "Paid into", zh: "收款账户", tw: "收款帳戶" } },
  { field: "transferReference", header: { en: "Transfer reference", zh: "转账流水号", tw: "轉帳流水號" } },
  { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: STATUS_LABELS } },
  { field: "rejectReason", header: { en: "Reason rejected", zh: "驳回原因", tw: "駁回原因" } },
];

const filters: CrudResource["filters"] = {
  status: { column: rechargeRequests.status, match: "equals" },
  currency: { column: rechargeRequests.currency, match: "equals" },
  memberName: { column: rechargeRequests.memberName, match: "contains" },
};
const sortable = { createTime: rechargeRequests.createTime, amountMinor: rechargeRequests.amountMinor, status: rechargeRequests.status };

/** The caller's own requests only. */
const own = (principal: Principal): SQL => and(scoped(rechargeRequests, principal), eq(rechargeRequests.memberId, principal.userId))!;

function requested(q: Queryable, principal: Principal, id: string, forMember: boolean) {
  const found = q.select().from(rechargeRequests).where(forMember ? and(own(principal), eq(rechargeRequests.id, id)) : and(scoped(rechargeRequests, principal), eq(rechargeRequests.id, id))).get();
  if (!found) throw new SimError(m.requestUnknown);
  return found;
}

/** A member's recharge requests (/RechargeRecord): asked with the transfer's proof; withdrawn while still requested. */
const myCrud: CrudResource = {
  menuCode: "RechargeRecord",
  title: { en: "Recharge requests", zh: "充值记录", tw: "儲值紀錄" },
  paths: myRechargePaths,
  table: rechargeRequests,
  scope: {
    read: own,
    write: (principal) => and(own(principal), eq(rechargeRequests.status, "requested")),
    owner: (principal) => ({ tenantCode: principal.tenantCode, memberId: principal.userId, memberName: principal.username }),
  },
  addSchema: addRechargeSchema,
  updateSchema: updateRechargeSchema,
  filters,
  sortable,
  defaultOrder: [descending(rechargeRequests.createTime)],
  exportColumns: columns,
  check(db, principal, values, id) {
    if (id) requested(db, principal, id, true);
    if (id && requested(db, principal, id, true).status !== "requested") throw new SimError(m.stepNotAllowed);
    openReceivingBank(db, principal, String(values.receivingBankId), String(values.currency));
    checkAttachments(db, principal, values, ["proofFile"]);
  },
  checkDelete(db, principal, ids) {
    for (const id of ids) if (requested(db, principal, id, true).status !== "requested") throw new SimError(m.stepNotAllowed);
  },
  prepare(_db, _principal, values) {
    const { amount, ...rest } = values;
    return { ...rest, amountMinor: minorOf(String(amount)), status: "requested" };
  },
  afterWrite(db, principal, id, _values, write) {
    const asked = db.select({ id: prepaidRequestSteps.id }).from(prepaidRequestSteps).where(and(scoped(prepaidRequestSteps, principal), eq(prepaidRequestSteps.requestId, id))).get();
    if (!asked) writeStep(db, principal, "recharge", id, "requested", null, new Date(write.now));
  },
  view,
};

/** Every recharge request of the tenant (/RechargeInfo): read here, decided by auditRecharge. */
const operatorCrud: CrudResource = {
  menuCode: "RechargeInfo",
  title: { en: "Recharge requests", zh: "充值审核", tw: "儲值審核" },
  paths: rechargePaths,
  table: rechargeRequests,
  addSchema: addRechargeSchema,
  updateSchema: updateRechargeSchema,
  readOnly: true,
  filters,
  sortable,
  defaultOrder: [descending(rechargeRequests.createTime)],
  exportColumns: columns,
  view,
};

export const myRecharge: SimResource = {
  bases: [myRechargePaths.base],
  crud: myCrud,
  routes(router, local, ctx) {
    router.get(
      local(myRechargeStepsPath),
      handle((req) => {
        const principal = principalOf(req);
        const id = parseWith(idSchema, paramsOf(req).id, () => new SimError(m.requestUnknown));
        return ok(stepsOf(ctx.db, principal, "recharge", requested(ctx.db, principal, id, true).id));
      }),
    );
  },
};

export const recharge: SimResource = {
  bases: [rechargePaths.base],
  crud: operatorCrud,
  routes(router, local, ctx) {
    router.use(local(rechargePaths.base), requireMenu(ctx.db, "RechargeInfo"));
    router.get(
      local(rechargeStepsPath),
      handle((req) => {
        const principal = principalOf(req);
        const id = parseWith(idSchema, paramsOf(req).id, () => new SimError(m.requestUnknown));
        return ok(stepsOf(ctx.db, principal, "recharge", requested(ctx.db, principal, id, false).id));
      }),
    );
    router.post(
      local(auditRechargePath),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, "RechargeInfo", "audit");
        const body = parseWith(auditRechargeSchema, req.body);
        const decided = inLedgerTransaction(ctx.db, (tx) => {
          const request = requested(tx, principal, body.id, false);
          const at = new Date(ctx.now());
          // A confirmation repeated (a double click, a retry after a lost answer) finds it confirmed and credits nothing more.
          if (request.status === "confirmed" && body.decision === "confirm") return request.status;
          if (request.status !== "requested") throw new SimError(m.stepNotAllowed);
          if (body.decision === "reject") {
            tx.update(rechargeRequests).set({ status: "rejected", rejectReason: body.reason!.trim(), updateTime: at }).where(and(scoped(rechargeRequests, principal), eq(rechargeRequests.id, request.id))).run();
            writeStep(tx, principal, "recharge", request.id, "rejected", body.reason!.trim(), at);
            return "rejected";
          }
          const posted = postToLedger(tx, {
            tenantCode: principal.tenantCode,
            owner: { kind: "member", id: request.memberId },
            currency: request.currency,
            kind: "recharge",
            amountMinor: request.amountMinor,
            source: { type: "recharge", id: request.id },
            idempotencyKey: `recharge:${request.id}`,
            by: { id: principal.userId, name: principal.username },
            at,
          });
          tx.update(rechargeRequests).set({ status: "confirmed", ledgerEntryId: posted.entryId, updateTime: at }).where(and(scoped(rechargeRequests, principal), eq(rechargeRequests.id, request.id))).run();
          writeStep(tx, principal, "recharge", request.id, "confirmed", null, at);
          return "confirmed";
        });
        return ok({ status: decided });
      }),
    );
  },
};
