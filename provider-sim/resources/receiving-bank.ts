import { and, asc, eq } from "drizzle-orm";
import { accountMessages as m } from "../../contract/account/messages";
import { addReceivingBankSchema, receivingBankOptionsPath, receivingBankPaths, updateReceivingBankSchema } from "../../contract/account/receiving-bank";
import { receivingBanks, rechargeRequests } from "../../db/schema";
import type { Queryable } from "../context";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { ascending } from "../paging";
import { scoped } from "../tenant";
import { SUPPLIER_STATUS } from "./export-labels";
import type { SimResource } from "./resource";

/** An enabled receiving account of the caller's tenant, in the request's currency. */
export function openReceivingBank(q: Queryable, principal: Principal, id: string, currency: string) {
  const found = q.select().from(receivingBanks).where(and(scoped(receivingBanks, principal), eq(receivingBanks.id, id))).get();
  if (!found || found.status !== "enabled") throw new SimError(m.receivingBankUnknown);
  if (found.currency !== currency) throw new SimError(m.receivingBankCurrency);
  return found;
}

const crud: CrudResource = {
  menuCode: "BankMgt",
  title: { en: "Receiving banks", zh: "收款银行", tw: "收款銀行" },
  paths: receivingBankPaths,
  table: receivingBanks,
  addSchema: addReceivingBankSchema,
  updateSchema: updateReceivingBankSchema,
  filters: {
    bankName: { column: receivingBanks.bankName, match: "contains" },
    currency: { column: receivingBanks.currency, match: "equals" },
    status: { column: receivingBanks.status, match: "equals" },
  },
  sortable: { bankName: receivingBanks.bankName, currency: receivingBanks.currency, createTime: receivingBanks.createTime },
  defaultOrder: [ascending(receivingBanks.currency), ascending(receivingBanks.bankName)],
  exportColumns: [
    { field: "bankName", header: { en: "Bank", zh: "银行名称", tw: "銀行名稱" } },
    { field: "accountName", header: { en: "Account name", zh: "户名", tw: "戶名" } },
    { field: "accountNumber", header: { en: "Account number", zh: "账号", tw: "帳號" } },
    { field: "swiftCode", header: { en: "SWIFT", zh: "SWIFT 代码", tw: "SWIFT 代碼" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "branch", header: { en: "Branch", zh: "开户支行", tw: "開戶分行" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: SUPPLIER_STATUS } },
  ],
  unique: { field: "accountNumber", column: receivingBanks.accountNumber, message: m.receivingBankTaken },
  // A recharge names the account it was paid into: such an account stays, disabled.
  checkDelete(db, principal, ids) {
    for (const id of ids) {
      if (db.select({ id: rechargeRequests.id }).from(rechargeRequests).where(and(scoped(rechargeRequests, principal), eq(rechargeRequests.receivingBankId, id))).get()) throw new SimError(m.receivingBankUsed);
    }
  },
};

/** Receiving banks (/BankMgt), and the enabled ones as a recharge's options for every member. */
export const receivingBank: SimResource = {
  bases: [receivingBankPaths.base],
  crud,
  routes(router, local, ctx) {
    router.get(
      local(receivingBankOptionsPath),
      handle((req) => {
        const principal = principalOf(req);
        const rows = ctx.db
          .select()
          .from(receivingBanks)
          .where(and(scoped(receivingBanks, principal), eq(receivingBanks.status, "enabled")))
          .orderBy(asc(receivingBanks.currency), asc(receivingBanks.bankName))
          .all();
        return ok(rows.map((r) => ({ value: r.id, label: `${r.bankName} · ${r.accountName} · ${r.accountNumber}`, currency: r.currency })));
      }),
    );
  },
};
