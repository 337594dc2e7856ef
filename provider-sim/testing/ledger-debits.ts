/**
 * A second provider process for the ledger's concurrency test: opens its own connection to the
 * database file, waits for the common start, then posts its fees one by one, each in its own
 * IMMEDIATE transaction. Prints how many were taken and refused.
 * Usage: node --import tsx ledger-debits.ts <db file> <name> <count> <amount> <start epoch ms>
 */
import { accountMessages as m } from "../../contract/account/messages";
import { openDb } from "../../db/client";
import { inLedgerTransaction, postToLedger } from "../resources/ledger";

const [file, name, count, amount, startAt] = process.argv.slice(2) as [string, string, string, string, string];
const db = openDb(file);
let taken = 0;
let refused = 0;
while (Date.now() < Number(startAt));
for (let i = 0; i < Number(count); i++) {
  try {
    inLedgerTransaction(db, (tx) =>
      postToLedger(tx, {
        tenantCode: "10001",
        owner: { kind: "member", id: "member-1" },
        currency: "CNY",
        kind: "fee",
        amountMinor: -Number(amount),
        source: { type: "test", id: `${name}-${i}` },
        idempotencyKey: `fee:${name}:${i}`,
        by: { id: "0", name },
        at: new Date(),
      }),
    );
    taken++;
  } catch (error) {
    if ((error as Error).message !== m.balanceShort) throw error;
    refused++;
  }
}
db.$client.close();
process.stdout.write(JSON.stringify({ taken, refused }));
