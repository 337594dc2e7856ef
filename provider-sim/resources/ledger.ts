import { and, asc, desc, eq } from "drizzle-orm";
import { amountRefusal, balanceAfter, type LedgerKind, PREPAID_CURRENCIES } from "../../contract/account/ledger";
import { accountMessages as m } from "../../contract/account/messages";
import type { Db as Handle } from "../../db/client";
import { ledgerEntries, prepaidAccounts } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable as Db } from "../context";
import { SimError } from "../http";
import { scoped } from "../tenant";

export type { LedgerKind };

/** One movement of a prepaid balance, as billing, the open API and the account centre post it (decision 0020). */
export interface LedgerPosting {
  tenantCode: string;
  owner: { kind: "member" | "tenant"; id: string };
  currency: string;
  kind: LedgerKind;
  amountMinor: number;
  source: { type: string; id: string };
  idempotencyKey: string;
  reason?: string;
  by: { id: string; name: string };
  at: Date;
}

type Owner = LedgerPosting["owner"];

/**
 * Ledger ids carry this process's number as their snowflake worker: two provider processes on one
 * database file append in turns, possibly within one millisecond, and must never mint the same id.
 */
const WORKER = process.pid & 0x3ff;

function accountOf(tx: Db, tenantCode: string, owner: Owner, currency: string) {
  return tx
    .select({ id: prepaidAccounts.id })
    .from(prepaidAccounts)
    .where(and(scoped(prepaidAccounts, tenantCode), eq(prepaidAccounts.ownerKind, owner.kind), eq(prepaidAccounts.ownerId, owner.id), eq(prepaidAccounts.currency, currency)))
    .get();
}

/** The account's newest entry: its balance is the account's. */
function lastEntryOf(tx: Db, tenantCode: string, accountId: string) {
  return tx
    .select({ seq: ledgerEntries.seq, balanceAfterMinor: ledgerEntries.balanceAfterMinor })
    .from(ledgerEntries)
    .where(and(scoped(ledgerEntries, tenantCode), eq(ledgerEntries.accountId, accountId)))
    .orderBy(desc(ledgerEntries.seq))
    .limit(1)
    .get();
}

/**
 * Appends one entry in the caller's transaction; a repeated idempotencyKey returns the first
 * posting and writes nothing. Throws the provider's translated refusal when the balance would go
 * below zero (nothing written). Creates the account on its first credit. The caller's
 * transaction should begin IMMEDIATE (`inLedgerTransaction`), so that two processes on one
 * database file take turns before either reads the balance.
 */
export function postToLedger(tx: Db, posting: LedgerPosting): { entryId: string; balanceAfterMinor: number; repeated: boolean } {
  const first = tx
    .select({ id: ledgerEntries.id, balanceAfterMinor: ledgerEntries.balanceAfterMinor })
    .from(ledgerEntries)
    .where(and(scoped(ledgerEntries, posting.tenantCode), eq(ledgerEntries.idempotencyKey, posting.idempotencyKey)))
    .get();
  if (first) return { entryId: first.id, balanceAfterMinor: first.balanceAfterMinor, repeated: true };
  if (!(PREPAID_CURRENCIES as readonly string[]).includes(posting.currency)) throw new SimError(m.currencyUnknown);
  const refusal = amountRefusal(posting.kind, posting.amountMinor);
  if (refusal) throw new SimError(refusal);
  if (posting.kind === "adjustment" && !posting.reason?.trim()) throw new SimError(m.reasonRequired);

  const found = accountOf(tx, posting.tenantCode, posting.owner, posting.currency);
  const last = found ? lastEntryOf(tx, posting.tenantCode, found.id) : undefined;
  const after = balanceAfter(last?.balanceAfterMinor ?? 0, posting.amountMinor);
  if (!after.ok) throw new SimError(m.balanceShort);
  const accountId = found?.id ?? nextId(WORKER);
  if (!found) {
    tx.insert(prepaidAccounts).values({ id: accountId, tenantCode: posting.tenantCode, ownerKind: posting.owner.kind, ownerId: posting.owner.id, currency: posting.currency, createTime: posting.at }).run();
  }
  const entryId = nextId(WORKER);
  tx.insert(ledgerEntries)
    .values({
      id: entryId,
      tenantCode: posting.tenantCode,
      accountId,
      seq: (last?.seq ?? 0) + 1,
      kind: posting.kind,
      amountMinor: posting.amountMinor,
      balanceAfterMinor: after.balanceMinor,
      sourceType: posting.source.type,
      sourceId: posting.source.id,
      idempotencyKey: posting.idempotencyKey,
      reason: posting.reason?.trim() || null,
      createBy: posting.by.id,
      createByName: posting.by.name,
      createTime: posting.at,
    })
    .run();
  return { entryId, balanceAfterMinor: after.balanceMinor, repeated: false };
}

/** The owner's balance in a currency: its last entry's balance after, 0 without an account. */
export function balanceOf(tx: Db, tenantCode: string, owner: { kind: "member" | "tenant"; id: string }, currency: string): number {
  const account = accountOf(tx, tenantCode, owner, currency);
  return account ? (lastEntryOf(tx, tenantCode, account.id)?.balanceAfterMinor ?? 0) : 0;
}

/**
 * Runs a writing call in a transaction that begins IMMEDIATE: it takes the database's write lock
 * before reading a balance, so writers in other processes wait (busy_timeout) instead of both
 * reading the same last entry.
 */
export function inLedgerTransaction<T>(db: Handle, fn: (tx: Db) => T): T {
  return db.transaction((tx) => fn(tx), { behavior: "immediate" });
}

/** An account's entries, oldest first. */
export function entriesOf(q: Db, tenantCode: string, accountId: string) {
  return q.select().from(ledgerEntries).where(and(scoped(ledgerEntries, tenantCode), eq(ledgerEntries.accountId, accountId))).orderBy(asc(ledgerEntries.seq)).all();
}
