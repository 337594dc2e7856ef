import { createHash, randomBytes } from "node:crypto";
import { hashSync } from "bcryptjs";
import { and, eq } from "drizzle-orm";
import { OPEN_API_CATALOGUE, type OpenApiCode } from "../contract/openapi/catalogue";
import type { Prices } from "../contract/openapi/api-user";
import { openApiMessages as m } from "../contract/openapi/messages";
import type { Db } from "../db/client";
import { ledgerEntries, openApiCalls, openApiUsers, prepaidAccounts, users } from "../db/schema";
import { seedId } from "../db/snowflake";
import { DAY_MS } from "./ids";
import { insertAll } from "./insert";

/**
 * The open API's demo book: API users of 10001 (owned by admin) and 10002 (owned by hkadmin),
 * one of them disabled, and their calls over the 30 days before the seeding day. The scanner's
 * quota is small: on its busy days the calls past it are refused, free. Each answered call is
 * debited from its owner's prepaid ledger, after an opening deposit (decision 0022), so the
 * owner's balance is its entries' sum. Ids take block 34 (API users), 35 (calls) and 36 (the
 * owners' accounts and entries).
 */
const userId = (n: number) => seedId(34 * 100_000 + n);
const callId = (n: number) => seedId(35 * 100_000 + n);
const ledgerId = (n: number) => seedId(36 * 100_000 + n);
/** The opening deposit covers the month's calls this many times over, rounded up to 100 in the currency. */
const DEPOSIT_COVER = 3;
export const OPEN_API_BOOK_DAYS = 30;

interface Plan {
  tenantCode: string;
  owner: string;
  name: string;
  status: "enabled" | "disabled";
  apis: readonly OpenApiCode[];
  quotaPerDay: number;
  currency: string;
  /** Prices that differ from the catalogue's, in minor units. */
  prices?: Prices;
  /** Calls attempted on day `d` (0 the oldest). */
  callsOn: (d: number) => number;
}

const PLANS: readonly Plan[] = [
  { tenantCode: "10001", owner: "admin", name: "ERP integration", status: "enabled", apis: ["queryHsCode", "queryHsCodeDetail", "queryCountry", "queryCurrency"], quotaPerDay: 500, currency: "CNY", callsOn: (d) => (d % 7 === 5 || d % 7 === 6 ? 3 : 14 + ((d * 7) % 11)) },
  { tenantCode: "10001", owner: "admin", name: "Warehouse scanner", status: "enabled", apis: ["queryHsCode", "queryHsCodeDetail"], quotaPerDay: 12, currency: "CNY", prices: { queryHsCode: 8, queryHsCodeDetail: 15 }, callsOn: (d) => 6 + ((d * 5) % 12) },
  { tenantCode: "10001", owner: "admin", name: "Old customs portal", status: "disabled", apis: ["queryLocation"], quotaPerDay: 100, currency: "CNY", callsOn: (d) => (d < 10 ? 4 : 0) },
  { tenantCode: "10002", owner: "hkadmin", name: "Forwarder gateway", status: "enabled", apis: ["queryHsCode", "queryHsCodeDetail", "queryLocation", "queryCountry"], quotaPerDay: 20, currency: "HKD", prices: { queryHsCode: 12, queryHsCodeDetail: 25, queryLocation: 6, queryCountry: 6 }, callsOn: (d) => 10 + ((d * 3) % 14) },
];

export interface OpenApiSeed {
  userRows: Omit<typeof openApiUsers.$inferInsert, "secretHash" | "ownerUserId">[];
  callRows: Omit<typeof openApiCalls.$inferInsert, "ownerUserId">[];
  /** Each API user's owner by username, for the ids of the tenant's users. */
  owners: Map<string, { tenantCode: string; username: string }>;
}

const catalogue = new Map(OPEN_API_CATALOGUE.map((entry) => [entry.code, entry]));

/** The book for a seeding day (`YYYY-MM-DD`): calls on the 30 days before it, in the order they happened. */
export function buildOpenApi(today: string): OpenApiSeed {
  const first = Date.parse(`${today}T00:00:00Z`) - OPEN_API_BOOK_DAYS * DAY_MS;
  const seed: OpenApiSeed = { userRows: [], callRows: [], owners: new Map() };
  let c = 0;
  PLANS.forEach((plan, u) => {
    const id = userId(u + 1);
    const prices = Object.fromEntries(plan.apis.map((api) => [api, plan.prices?.[api] ?? catalogue.get(api)!.defaultPriceMinor]));
    const created = new Date(first - 5 * DAY_MS);
    const accessKey = `AK${createHash("sha256").update(`${plan.tenantCode} ${plan.name}`).digest("hex").slice(0, 20).toUpperCase()}`;
    seed.userRows.push({ id, tenantCode: plan.tenantCode, name: plan.name, accessKey, status: plan.status, allowedApis: [...plan.apis], quotaPerDay: plan.quotaPerDay, currency: plan.currency, prices, createTime: created, updateTime: created });
    seed.owners.set(id, { tenantCode: plan.tenantCode, username: plan.owner });
    for (let d = 0; d < OPEN_API_BOOK_DAYS; d++) {
      const attempts = plan.callsOn(d);
      // Spread over the working day, from 08:00 UTC, a few minutes apart.
      for (let k = 0; k < attempts; k++) {
        const api = plan.apis[(d + k) % plan.apis.length];
        const over = k >= plan.quotaPerDay;
        const outcome = over ? "refused" : "answered";
        seed.callRows.push({
          id: callId(++c),
          tenantCode: plan.tenantCode,
          apiUserId: id,
          accessKey,
          api,
          path: catalogue.get(api)!.path,
          outcome,
          status: over ? 429 : 200,
          message: over ? m.quotaExhausted : null,
          latencyMs: 18 + ((d * 13 + k * 29) % 140),
          priceMinor: over ? 0 : prices[api],
          currency: plan.currency,
          createTime: new Date(first + d * DAY_MS + 8 * 3_600_000 + k * 7 * 60_000 + u * 41_000),
        });
      }
    }
  });
  return seed;
}

/** Writes the book, each API user owned by its tenant's member and given a secret no one knows (rotate it to use the key). */
export function insertOpenApi(tx: Pick<Db, "select" | "insert">, today: string): void {
  const seed = buildOpenApi(today);
  const ownerIds = new Map<string, string>();
  for (const [id, owner] of seed.owners) {
    const found = tx.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.tenantCode, owner.tenantCode), eq(users.username, owner.username))).get();
    if (found) ownerIds.set(id, found.id);
  }
  const secretHash = hashSync(randomBytes(24).toString("base64url"), 10);
  const calls = seed.callRows.filter((row) => ownerIds.has(row.apiUserId)).map((row) => ({ ...row, ownerUserId: ownerIds.get(row.apiUserId)! }));
  insertAll(tx, openApiUsers, seed.userRows.filter((row) => ownerIds.has(row.id!)).map((row) => ({ ...row, ownerUserId: ownerIds.get(row.id!)!, secretHash })));
  insertAll(tx, openApiCalls, calls);
  const ledger = ownersLedger(calls, seed.owners, ownerIds);
  insertAll(tx, prepaidAccounts, ledger.accountRows);
  insertAll(tx, ledgerEntries, ledger.entryRows);
}

type Call = (typeof openApiCalls.$inferInsert) & { ownerUserId: string };

/** Per owner and currency: an opening deposit (an adjustment with its reason) the day before the first call, then one fee per answered call. */
export function ownersLedger(calls: readonly Call[], owners: OpenApiSeed["owners"], ownerIds: ReadonlyMap<string, string>) {
  const accountRows: (typeof prepaidAccounts.$inferInsert)[] = [];
  const entryRows: (typeof ledgerEntries.$inferInsert)[] = [];
  const books = new Map<string, Call[]>();
  for (const call of calls) {
    if (call.outcome !== "answered" || !call.priceMinor) continue;
    const key = `${call.tenantCode}|${call.ownerUserId}|${call.currency}`;
    books.set(key, [...(books.get(key) ?? []), call]);
  }
  let n = 0;
  for (const [key, charged] of books) {
    const [tenantCode, ownerId, currency] = key.split("|") as [string, string, string];
    const username = [...owners].find(([apiUserId]) => ownerIds.get(apiUserId) === ownerId)?.[1].username ?? "";
    charged.sort((a, b) => a.createTime!.getTime() - b.createTime!.getTime());
    const spent = charged.reduce((sum, call) => sum + call.priceMinor!, 0);
    const deposit = Math.ceil((spent * DEPOSIT_COVER) / 10_000) * 10_000;
    const opened = new Date(charged[0]!.createTime!.getTime() - DAY_MS);
    const accountId = ledgerId(++n);
    accountRows.push({ id: accountId, tenantCode, ownerKind: "member", ownerId, currency, createTime: opened });
    let balance = 0;
    let seq = 0;
    const entry = (kind: "adjustment" | "fee", amountMinor: number, sourceType: string, sourceId: string, at: Date, reason: string | null) => {
      balance += amountMinor;
      const id = ledgerId(++n);
      entryRows.push({ id, tenantCode, accountId, seq: ++seq, kind, amountMinor, balanceAfterMinor: balance, sourceType, sourceId, idempotencyKey: `${sourceType}:${sourceId}`, reason, createBy: ownerId, createByName: username, createTime: at });
    };
    entry("adjustment", deposit, "adjustment", ledgerId(50_000 + n), opened, "接口调用预存款");
    for (const call of charged) entry("fee", -call.priceMinor!, "openApiCall", call.id!, call.createTime!, null);
  }
  return { accountRows, entryRows };
}
