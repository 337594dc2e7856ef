import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { moneyText, statementOf } from "../../contract/account/ledger";
import type { Statement } from "../../contract/account/movement";
import { attachmentDisposition } from "../../contract/admin/resource";
import { timeText } from "../../contract/time-text";
import { ledgerEntries, prepaidAccounts, users } from "../../db/schema";
import type { Queryable } from "../context";
import type { ExportReader, Text } from "../crud/export-text";
import { toXlsx } from "../crud/exports";
import { tablePdf } from "../crud/pdf-table";
import type { Row } from "../crud/resource";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import { entriesOf } from "./ledger";
import type { Response } from "express";

const DAY_MS = 86_400_000;

export const KIND_LABELS: Record<string, Text> = {
  recharge: { en: "Recharge", zh: "充值", tw: "儲值" },
  fee: { en: "Fee", zh: "费用", tw: "費用" },
  refund: { en: "Refund", zh: "退款", tw: "退款" },
  adjustment: { en: "Adjustment", zh: "调整", tw: "調整" },
};

/** What an entry came from, as the files word it (the lists' words are the app's). */
export const SOURCE_LABELS: Record<string, Text> = {
  recharge: { en: "Recharge request", zh: "充值申请", tw: "儲值申請" },
  refund: { en: "Refund request", zh: "退款申请", tw: "退款申請" },
  adjustment: { en: "Adjustment", zh: "人工调整", tw: "人工調整" },
  service: { en: "Service fee", zh: "服务费", tw: "服務費" },
  openApiCall: { en: "Open-API call", zh: "接口调用", tw: "介面呼叫" },
  bill: { en: "Bill", zh: "账单", tw: "帳單" },
};

/** The entries of the accounts a condition names (the caller's own, or one account). */
export const entriesOfAccounts = (accounts: SQL): SQL => sql`${ledgerEntries.accountId} in (select "prepaid_accounts"."id" from "prepaid_accounts" where ${accounts})`;

/** The caller's own member accounts, as a condition on prepaid_accounts (quoted for the tenant guard). */
export const ownAccounts = (principal: Principal): SQL =>
  sql`"prepaid_accounts"."tenant_code" = ${principal.tenantCode} and "prepaid_accounts"."owner_kind" = 'member' and "prepaid_accounts"."owner_id" = ${principal.userId}`;

/** Names of account owners: a member's username, a tenant's code. */
export function ownerNamesOf(q: Queryable, principal: Principal, owners: readonly { ownerKind: string; ownerId: string }[]): Map<string, string> {
  const memberIds = [...new Set(owners.filter((o) => o.ownerKind === "member").map((o) => o.ownerId))];
  const names = new Map<string, string>();
  if (memberIds.length) {
    for (const user of q.select({ id: users.id, username: users.username }).from(users).where(and(scoped(users, principal), inArray(users.id, memberIds))).all()) names.set(`member:${user.id}`, user.username);
  }
  for (const owner of owners) if (owner.ownerKind === "tenant") names.set(`tenant:${owner.ownerId}`, owner.ownerId);
  return names;
}

/** An entry as the lists show it: its account's currency and owner, amounts with thousands separators. */
export function movementView(row: Row, q: Queryable, principal: Principal): Row {
  const account = q.select().from(prepaidAccounts).where(and(scoped(prepaidAccounts, principal), eq(prepaidAccounts.id, String(row.accountId)))).get();
  const currency = account?.currency ?? "";
  const ownerName = account ? ownerNamesOf(q, principal, [account]).get(`${account.ownerKind}:${account.ownerId}`) : undefined;
  return { ...row, currency, ownerName: ownerName ?? null, amountText: moneyText(Number(row.amountMinor), currency), balanceText: moneyText(Number(row.balanceAfterMinor), currency) };
}

/** An account's statement for whole UTC days `from`–`to`, both included. */
export function statementOfAccount(q: Queryable, principal: Principal, account: { id: string; currency: string }, from: string, to: string): Statement {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const { openingMinor, movements, closingMinor } = statementOf(entriesOf(q, principal.tenantCode, account.id), start, end);
  return {
    currency: account.currency,
    from,
    to,
    openingMinor,
    closingMinor,
    movedMinor: movements.reduce((sum, e) => sum + e.amountMinor, 0),
    movements: movements.map((e) => movementView({ ...e, createTime: e.createTime.toISOString() } as unknown as Row, q, principal) as never),
  };
}

const WORDS = {
  title: { en: "Statement", zh: "对账单", tw: "對帳單" },
  when: { en: "Time", zh: "时间", tw: "時間" },
  kind: { en: "Movement", zh: "类型", tw: "類型" },
  source: { en: "Source", zh: "来源单据", tw: "來源單據" },
  reason: { en: "Reason", zh: "原因", tw: "原因" },
  by: { en: "By", zh: "操作人", tw: "操作人" },
  amount: { en: "Amount", zh: "金额", tw: "金額" },
  balance: { en: "Balance", zh: "余额", tw: "餘額" },
  opening: { en: "Opening balance", zh: "期初余额", tw: "期初餘額" },
  moved: { en: "Movements", zh: "本期发生额", tw: "本期發生額" },
  closing: { en: "Closing balance", zh: "期末余额", tw: "期末餘額" },
} satisfies Record<string, Text>;

/**
 * The statement as a file: the opening balance, every movement with the balance it left, then the
 * period's movements summed and the closing balance, so opening + movements = closing reads off it.
 */
export async function sendStatement(res: Response, statement: Statement, owner: string, format: "xlsx" | "pdf", reader: ExportReader): Promise<void> {
  const w = (key: keyof typeof WORDS) => WORDS[key][reader.lang];
  const money = (minor: number) => moneyText(minor, statement.currency);
  const title = `${w("title")} ${owner} ${statement.currency} ${statement.from} – ${statement.to}`;
  const headers = [w("when"), w("kind"), w("source"), w("reason"), w("by"), w("amount"), w("balance")];
  const rows = [
    ["", w("opening"), "", "", "", "", money(statement.openingMinor)],
    ...statement.movements.map((m) => [timeText(String(m.createTime), reader.zone), KIND_LABELS[m.kind]?.[reader.lang] ?? m.kind, `${SOURCE_LABELS[m.sourceType]?.[reader.lang] ?? m.sourceType} ${m.sourceId}`, m.reason ?? "", m.createByName, money(m.amountMinor), money(m.balanceAfterMinor)]),
    ["", w("moved"), "", "", "", money(statement.movedMinor), ""],
    ["", w("closing"), "", "", "", "", money(statement.closingMinor)],
  ];
  const body = format === "xlsx" ? await toXlsx(w("title"), headers, rows) : await tablePdf(title, headers, rows, reader.lang);
  res.setHeader("Content-Type", format === "xlsx" ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "application/pdf");
  res.setHeader("Content-Disposition", attachmentDisposition(`statement-${statement.currency}-${statement.from}-${statement.to}.${format}`));
  res.send(body);
}
