import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accountMessages as m } from "../../contract/account/messages";
import { openDb, type Db } from "../../db/client";
import { projectRoot } from "../../db/project-root";
import { inLedgerTransaction, balanceOf, entriesOf, postToLedger, type LedgerPosting } from "./ledger";

const MEMBER = { kind: "member", id: "member-1" } as const;
const by = { id: "1", name: "admin" };
const posting = (values: Partial<LedgerPosting> & Pick<LedgerPosting, "kind" | "amountMinor" | "idempotencyKey">): LedgerPosting => ({
  tenantCode: "10001",
  owner: MEMBER,
  currency: "CNY",
  source: { type: "test", id: values.idempotencyKey },
  by,
  at: new Date(Date.UTC(2026, 0, 1)),
  ...values,
});
const post = (db: Db, values: Parameters<typeof posting>[0]) => inLedgerTransaction(db, (tx) => postToLedger(tx, posting(values)));

let dir: string;
let file: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ledger-"));
  file = join(dir, "provider.db");
  db = openDb(file);
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const accountId = () => db.$client.prepare("select id from prepaid_accounts").get() as { id: string };
/** The account's entries must chain: seq 1, 2, 3 … and each balance the one before plus its amount, never negative. */
function expectChained() {
  let balance = 0;
  entriesOf(db, "10001", accountId().id).forEach((entry, i) => {
    expect(entry.seq).toBe(i + 1);
    balance += entry.amountMinor;
    expect(entry.balanceAfterMinor).toBe(balance);
    expect(balance).toBeGreaterThanOrEqual(0);
  });
}

describe("the prepaid ledger", () => {
  it("opens the account on its first credit, moves the balance by appended entries, and refuses to go below zero", () => {
    expect(() => post(db, { kind: "fee", amountMinor: -1, idempotencyKey: "fee:0" })).toThrow(m.balanceShort);
    expect(db.$client.prepare("select count(*) n from prepaid_accounts").get()).toEqual({ n: 0 });
    expect(post(db, { kind: "recharge", amountMinor: 50000, idempotencyKey: "recharge:1" })).toEqual({ entryId: expect.any(String), balanceAfterMinor: 50000, repeated: false });
    post(db, { kind: "fee", amountMinor: -1250, idempotencyKey: "fee:1" });
    expect(() => post(db, { kind: "refund", amountMinor: -48751, idempotencyKey: "refund:1" })).toThrow(m.balanceShort);
    expect(() => post(db, { kind: "adjustment", amountMinor: 100, idempotencyKey: "adj:1" })).toThrow(m.reasonRequired);
    expect(() => post(db, { kind: "fee", amountMinor: 100, idempotencyKey: "fee:2" })).toThrow(m.amountSign);
    expect(() => post(db, { kind: "recharge", amountMinor: 100, idempotencyKey: "recharge:x", currency: "XXX" })).toThrow(m.currencyUnknown);
    post(db, { kind: "adjustment", amountMinor: -750, idempotencyKey: "adj:2", reason: "bank charge" });
    expect(balanceOf(db, "10001", MEMBER, "CNY")).toBe(48000);
    expect(balanceOf(db, "10001", MEMBER, "USD")).toBe(0);
    expect(balanceOf(db, "10002", MEMBER, "CNY")).toBe(0);
    expectChained();
  });

  it("credits a repeated posting once: the same key answers the first entry and writes nothing", () => {
    const first = post(db, { kind: "recharge", amountMinor: 10000, idempotencyKey: "recharge:42" });
    const again = post(db, { kind: "recharge", amountMinor: 10000, idempotencyKey: "recharge:42" });
    expect(again).toEqual({ ...first, repeated: true });
    expect(balanceOf(db, "10001", MEMBER, "CNY")).toBe(10000);
    expect(entriesOf(db, "10001", accountId().id)).toHaveLength(1);
  });

  it("refuses to change or remove an entry, and to write a second entry with the same seq", () => {
    post(db, { kind: "recharge", amountMinor: 10000, idempotencyKey: "recharge:1" });
    expect(() => db.$client.prepare("update ledger_entries set amount_minor = 1").run()).toThrow("append-only");
    expect(() => db.$client.prepare("update ledger_entries set balance_after_minor = 99999").run()).toThrow("append-only");
    expect(() => db.$client.prepare("delete from ledger_entries").run()).toThrow("append-only");
    expect(() =>
      db.$client
        .prepare("insert into ledger_entries (id, tenant_code, account_id, seq, kind, amount_minor, balance_after_minor, source_type, source_id, idempotency_key, create_by, create_by_name) values ('x', '10001', ?, 1, 'fee', -1, 9999, 't', 't', 'other', '1', 'a')")
        .run(accountId().id),
    ).toThrow(/UNIQUE/);
    expect(() =>
      db.$client
        .prepare("insert into ledger_entries (id, tenant_code, account_id, seq, kind, amount_minor, balance_after_minor, source_type, source_id, idempotency_key, create_by, create_by_name) values ('y', '10001', ?, 2, 'fee', -20000, -10000, 't', 't', 'other', '1', 'a')")
        .run(accountId().id),
    ).toThrow(/CHECK/);
    expect(balanceOf(db, "10001", MEMBER, "CNY")).toBe(10000);
  });

  it("takes exactly 10 of 20 parallel debits against a balance covering 10, over several connections of one process", async () => {
    post(db, { kind: "recharge", amountMinor: 1000, idempotencyKey: "recharge:1" });
    const connections = [db, openDb(file), openDb(file), openDb(file)];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, async (_, i) => {
        await Promise.resolve();
        return post(connections[i % connections.length]!, { kind: "fee", amountMinor: -100, idempotencyKey: `fee:${i}` });
      }),
    );
    for (const connection of connections.slice(1)) connection.$client.close();
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(10);
    expect(outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason.message)).toEqual(Array(10).fill(m.balanceShort));
    expect(balanceOf(db, "10001", MEMBER, "CNY")).toBe(0);
    expectChained();
  });

  /** Two provider processes, each with its own connection, posting `count` fees of `amount` at the same instant. */
  async function debitFromTwoProcesses(count: number, amount: number) {
    const startAt = Date.now() + 1500;
    const run = (name: string) =>
      new Promise<{ taken: number; refused: number }>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", join(projectRoot(), "provider-sim/testing/ledger-debits.ts"), file, name, String(count), String(amount), String(startAt)], { cwd: projectRoot() });
        let out = "";
        let err = "";
        child.stdout.on("data", (chunk) => (out += chunk));
        child.stderr.on("data", (chunk) => (err += chunk));
        child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(err))));
      });
    const [a, b] = await Promise.all([run("a"), run("b")]);
    return { taken: a.taken + b.taken, refused: a.refused + b.refused };
  }

  it("takes exactly 10 of 20 debits posted at once by two processes on the same database file", async () => {
    post(db, { kind: "recharge", amountMinor: 1000, idempotencyKey: "recharge:1" });
    expect(await debitFromTwoProcesses(10, 100)).toEqual({ taken: 10, refused: 10 });
    expect(balanceOf(db, "10001", MEMBER, "CNY")).toBe(0);
    expectChained();
  }, 30_000);

  // A longer race, so that the two processes surely interleave: each reads the balance only once it holds the write lock.
  it("takes exactly 1,500 of 3,000 one-cent debits posted at once by two processes", async () => {
    post(db, { kind: "recharge", amountMinor: 1500, idempotencyKey: "recharge:1" });
    expect(await debitFromTwoProcesses(1500, 1)).toEqual({ taken: 1500, refused: 1500 });
    expect(balanceOf(db, "10001", MEMBER, "CNY")).toBe(0);
    expectChained();
  }, 60_000);
});
