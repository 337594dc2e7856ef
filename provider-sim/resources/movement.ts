import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LEDGER_KINDS, moneyText } from "../../contract/account/ledger";
import { accountMessages as m } from "../../contract/account/messages";
import {
  accountMemberOptionsPath,
  adjustAccountPath,
  adjustAccountSchema,
  exportMyStatementPath,
  exportStatementPath,
  movementPaths,
  myBalancesPath,
  myMovementPaths,
  myStatementPath,
  myStatementQuerySchema,
  prepaidAccountPaths,
  statementPath,
  statementQuerySchema,
} from "../../contract/account/movement";
import { minorOf } from "../../contract/account/recharge";
import { ledgerEntries, prepaidAccounts, users } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import { dayRangeFilters } from "../crud/day-range";
import { readerOf } from "../crud/exports";
import type { CrudResource, Row } from "../crud/resource";
import { handle, ok, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { balanceOf, inLedgerTransaction, postToLedger } from "./ledger";
import { requireMenu } from "./prepaid-access";
import type { SimResource } from "./resource";
import { entriesOfAccounts, KIND_LABELS, SOURCE_LABELS, movementView, ownAccounts, ownerNamesOf, sendStatement, statementOfAccount } from "./statement";

const movementColumns: CrudResource["exportColumns"] = [
  { field: "createTime", header: { en: "Time", zh: "时间", tw: "時間" }, kind: "time" },
  { field: "ownerName", header: { en: "Owner", zh: "账户持有人", tw: "帳戶持有人" } },
  { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
  { field: "kind", header: { en: "Movement", zh: "类型", tw: "類型" }, kind: { labels: KIND_LABELS } },
  { field: "amountText", header: { en: "Amount", zh: "金额", tw: "金額" } },
  { field: "balanceText", header: { en: "Balance after", zh: "变动后余额", tw: "異動後餘額" } },
  { field: "sourceType", header: { en: "Source", zh: "来源", tw: "來源" }, kind: { labels: SOURCE_LABELS } },
  { field: "sourceId", header: { en: "Source number", zh: "来源单号", tw: "來源單號" } },
  { field: "reason", header: { en: "Reason", zh: "原因", tw: "原因" } },
  { field: "createByName", header: { en: "By", zh: "操作人", tw: "操作人" } },
];

const currencyFilter = (accounts: (principal: Principal, currency: string) => ReturnType<typeof sql>) => ({ where: (value: string, _q: Queryable, principal: Principal) => entriesOfAccounts(accounts(principal, value)) });

const movementFilters = (own: boolean): CrudResource["filters"] => ({
  kind: { where: (value) => ((LEDGER_KINDS as readonly string[]).includes(value) ? eq(ledgerEntries.kind, value as never) : undefined) },
  currency: currencyFilter((principal, currency) =>
    own ? sql`${ownAccounts(principal)} and "prepaid_accounts"."currency" = ${currency}` : sql`"prepaid_accounts"."tenant_code" = ${principal.tenantCode} and "prepaid_accounts"."currency" = ${currency}`,
  ),
  ...(own ? {} : { accountId: { column: ledgerEntries.accountId, match: "equals" as const } }),
  ...dayRangeFilters("createTime", ledgerEntries.createTime),
});

/** The caller's own movements (/RechargeFlow). */
const myCrud: CrudResource = {
  menuCode: "RechargeFlow",
  title: { en: "My movements", zh: "资金流水", tw: "資金流水" },
  paths: myMovementPaths,
  table: ledgerEntries,
  scope: {
    read: (principal) => and(scoped(ledgerEntries, principal), entriesOfAccounts(ownAccounts(principal))),
    write: (principal) => and(scoped(ledgerEntries, principal), entriesOfAccounts(ownAccounts(principal))),
    owner: () => ({}),
  },
  addSchema: adjustAccountSchema,
  updateSchema: adjustAccountSchema,
  readOnly: true,
  filters: movementFilters(true),
  sortable: { createTime: ledgerEntries.createTime },
  defaultOrder: [descending(ledgerEntries.createTime), descending(ledgerEntries.seq)],
  exportColumns: movementColumns.filter((c) => c.field !== "ownerName"),
  view: movementView,
};

/** Every movement of the tenant's accounts (/AccountInfo). */
const operatorCrud: CrudResource = { ...myCrud, menuCode: "AccountInfo", title: { en: "Account movements", zh: "账户流水", tw: "帳戶流水" }, paths: movementPaths, scope: "tenant", filters: movementFilters(false), exportColumns: movementColumns };

function balancesOf(q: Queryable, principal: Principal, ownerKind: "member" | "tenant", ownerId: string) {
  return q
    .select({ currency: prepaidAccounts.currency })
    .from(prepaidAccounts)
    .where(and(scoped(prepaidAccounts, principal), eq(prepaidAccounts.ownerKind, ownerKind), eq(prepaidAccounts.ownerId, ownerId)))
    .orderBy(asc(prepaidAccounts.currency))
    .all()
    .map(({ currency }) => {
      const balanceMinor = balanceOf(q, principal.tenantCode, { kind: ownerKind, id: ownerId }, currency);
      return { currency, balanceMinor, balanceText: moneyText(balanceMinor, currency) };
    });
}

function accountOf(q: Queryable, principal: Principal, id: string) {
  const found = q.select().from(prepaidAccounts).where(and(scoped(prepaidAccounts, principal), eq(prepaidAccounts.id, id))).get();
  if (!found) throw new SimError(m.accountUnknown);
  return found;
}

/** The caller's own account in a currency; an empty one (never written) when they hold none. */
function ownAccount(q: Queryable, principal: Principal, currency: string) {
  const found = q.select().from(prepaidAccounts).where(and(scoped(prepaidAccounts, principal), eq(prepaidAccounts.ownerKind, "member"), eq(prepaidAccounts.ownerId, principal.userId), eq(prepaidAccounts.currency, currency))).get();
  return found ?? { id: "", currency };
}

export const myMovement: SimResource = {
  bases: [myMovementPaths.base],
  crud: myCrud,
  routes(router, local, ctx) {
    router.get(local(myBalancesPath), handle((req) => ok(balancesOf(ctx.db, principalOf(req), "member", principalOf(req).userId))));
    router.get(
      local(myStatementPath),
      handle((req) => {
        const principal = principalOf(req);
        const query = parseWith(myStatementQuerySchema, paramsOf(req));
        return ok(statementOfAccount(ctx.db, principal, ownAccount(ctx.db, principal, query.currency), query.from, query.to));
      }),
    );
    router.get(
      local(exportMyStatementPath),
      handle(async (req, res) => {
        const principal = principalOf(req);
        const query = parseWith(myStatementQuerySchema, paramsOf(req));
        const statement = statementOfAccount(ctx.db, principal, ownAccount(ctx.db, principal, query.currency), query.from, query.to);
        await sendStatement(res, statement, principal.username, query.format ?? "xlsx", readerOf(req));
      }),
    );
  },
};

export const movement: SimResource = {
  bases: [movementPaths.base],
  crud: operatorCrud,
  routes(router, local, ctx) {
    router.use(local(movementPaths.base), requireMenu(ctx.db, "AccountInfo"));
  },
};

/** Every prepaid account of the tenant with its balance (/AccountInfo). */
const accountCrud: CrudResource = {
  menuCode: "AccountInfo",
  title: { en: "Prepaid accounts", zh: "账户信息", tw: "帳戶資訊" },
  paths: prepaidAccountPaths,
  table: prepaidAccounts,
  addSchema: adjustAccountSchema,
  updateSchema: adjustAccountSchema,
  readOnly: true,
  filters: {
    currency: { column: prepaidAccounts.currency, match: "equals" },
    ownerKind: { column: prepaidAccounts.ownerKind, match: "equals" },
    ownerName: {
      where: (value, _q, principal) =>
        sql`(${prepaidAccounts.ownerKind} = 'member' and ${prepaidAccounts.ownerId} in (select "sys_user"."id" from "sys_user" where "sys_user"."tenant_code" = ${principal.tenantCode} and "sys_user"."username" like ${`%${value.replace(/[\\%_]/g, "\\$&")}%`} escape '\\'))`,
    },
  },
  sortable: { currency: prepaidAccounts.currency, createTime: prepaidAccounts.createTime },
  defaultOrder: [ascending(prepaidAccounts.ownerKind), ascending(prepaidAccounts.ownerId), ascending(prepaidAccounts.currency)],
  exportColumns: [
    { field: "ownerName", header: { en: "Owner", zh: "账户持有人", tw: "帳戶持有人" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "balanceText", header: { en: "Balance", zh: "余额", tw: "餘額" } },
    { field: "createTime", header: { en: "Opened", zh: "开户时间", tw: "開戶時間" }, kind: "time" },
  ],
  view(row: Row, q, principal) {
    const ownerKind = row.ownerKind as "member" | "tenant";
    const balanceMinor = balanceOf(q, principal.tenantCode, { kind: ownerKind, id: String(row.ownerId) }, String(row.currency));
    const ownerName = ownerNamesOf(q, principal, [{ ownerKind, ownerId: String(row.ownerId) }]).get(`${ownerKind}:${String(row.ownerId)}`) ?? null;
    return { ...row, ownerName, balanceMinor, balanceText: moneyText(balanceMinor, String(row.currency)) };
  },
};

export const prepaidAccount: SimResource = {
  bases: [prepaidAccountPaths.base],
  crud: accountCrud,
  routes(router, local, ctx) {
    router.use(local(prepaidAccountPaths.base), requireMenu(ctx.db, "AccountInfo"));
    router.get(
      local(accountMemberOptionsPath),
      handle((req) => {
        const principal = principalOf(req);
        const rows = ctx.db.select({ value: users.id, label: users.username }).from(users).where(scoped(users, principal)).orderBy(asc(users.username)).all();
        return ok(rows);
      }),
    );
    router.post(
      local(adjustAccountPath),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, "AccountInfo", "update");
        const body = parseWith(adjustAccountSchema, req.body);
        if (body.ownerKind === "tenant" && body.ownerId !== principal.tenantCode) throw new SimError(m.accountUnknown);
        if (body.ownerKind === "member" && !ctx.db.select({ id: users.id }).from(users).where(and(scoped(users, principal), eq(users.id, body.ownerId))).get()) throw new SimError(m.accountUnknown);
        const amountMinor = minorOf(body.amount) * (body.direction === "debit" ? -1 : 1);
        const adjustment = nextId();
        // Keyed by the form's request key: a retried or doubled request answers the first posting.
        const posted = inLedgerTransaction(ctx.db, (tx) =>
          postToLedger(tx, {
            tenantCode: principal.tenantCode,
            owner: { kind: body.ownerKind, id: body.ownerId },
            currency: body.currency,
            kind: "adjustment",
            amountMinor,
            source: { type: "adjustment", id: adjustment },
            idempotencyKey: `adjustment:${principal.tenantCode}:${body.requestKey}`,
            reason: body.reason,
            by: { id: principal.userId, name: principal.username },
            at: new Date(ctx.now()),
          }),
        );
        return ok({ balanceMinor: posted.balanceAfterMinor });
      }),
    );
    router.get(
      local(statementPath),
      handle((req) => {
        const principal = principalOf(req);
        const query = parseWith(statementQuerySchema, paramsOf(req));
        return ok(statementOfAccount(ctx.db, principal, accountOf(ctx.db, principal, query.accountId), query.from, query.to));
      }),
    );
    router.get(
      local(exportStatementPath),
      handle(async (req, res) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, "AccountInfo", "export");
        const query = parseWith(statementQuerySchema, paramsOf(req));
        const account = accountOf(ctx.db, principal, query.accountId);
        const owner = ownerNamesOf(ctx.db, principal, [account]).get(`${account.ownerKind}:${account.ownerId}`) ?? account.ownerId;
        await sendStatement(res, statementOfAccount(ctx.db, principal, account, query.from, query.to), owner, query.format ?? "xlsx", readerOf(req));
      }),
    );
  },
};
