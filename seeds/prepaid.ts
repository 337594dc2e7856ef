import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { fileDownloadPath } from "../contract/file";
import { bankAccounts, files, ledgerEntries, prepaidAccounts, prepaidRequestSteps, receivingBanks, rechargeRequests, refundRequests, users } from "../db/schema";
import { seedId } from "../db/snowflake";
import { insertAll, type Tx } from "./insert";
import { DEFAULT_TENANT } from "./tenants";

/**
 * The prepaid accounts' demo book (decision 0020): receiving banks per tenant, and for a few
 * members of each tenant recharges in every state, fees, a refund, an adjustment, dated back from
 * the seeding day. Balances exist only as ledger entries, each carrying the balance it left, so a
 * balance is always its entries' sum. Ids take blocks 28 (banks), 29 (recharges), 30 (steps),
 * 31 (refunds and proof files), 32 (accounts) and 33 (entries).
 */
const HK_TENANT = "10002";
const DAY_MS = 86_400_000;
const PROOF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

type BankPlan = [bankName: string, accountName: string, accountNumber: string, swift: string, currency: string, branch: string];
const BANKS: Record<string, readonly BankPlan[]> = {
  [DEFAULT_TENANT]: [
    ["招商银行", "深圳跨境通供应链有限公司", "7559 1234 5678 001", "CMBCCNBS", "CNY", "深圳分行营业部"],
    ["中国银行", "深圳跨境通供应链有限公司", "7420 6688 1200 03", "BKCHCNBJ45A", "USD", "深圳前海分行"],
    ["工商银行", "深圳跨境通供应链有限公司", "4000 0213 0920 0288 811", "ICBKCNBJSZN", "CNY", "深圳南山支行"],
  ],
  [HK_TENANT]: [
    ["HSBC Hong Kong", "Kwai Chung Logistics Ltd", "808-123456-838", "HSBCHKHHHKH", "USD", "Kwai Chung Branch"],
    ["中國銀行（香港）", "葵涌物流有限公司", "012-875-0-012345-6", "BKCHHKHH", "HKD", "荃灣分行"],
    ["中國銀行（香港）", "葵涌物流有限公司", "012-875-9-012345-8", "BKCHHKHH", "CNY", "荃灣分行"],
  ],
};

/** One member's story: [days before the seeding day, what happened, amount in minor units]. */
type Event = [daysAgo: number, what: "recharge" | "rechargePending" | "rechargeRejected" | "fee" | "refundPaid" | "refundPending" | "adjustment", amountMinor: number];
const STORIES: readonly { currency: string; events: readonly Event[] }[][] = [
  [
    { currency: "CNY", events: [[150, "recharge", 5_000_000], [120, "fee", 128_000], [95, "fee", 86_550], [80, "recharge", 2_000_000], [60, "fee", 245_000], [40, "refundPaid", 1_000_000], [25, "adjustment", -5_000], [12, "fee", 31_200], [6, "rechargeRejected", 300_000], [2, "rechargePending", 1_500_000]] },
    { currency: "USD", events: [[140, "recharge", 300_000], [100, "fee", 12_500], [70, "fee", 48_075], [30, "recharge", 150_000], [8, "fee", 9_900], [1, "rechargePending", 200_000]] },
  ],
  [
    { currency: "CNY", events: [[130, "recharge", 800_000], [110, "fee", 64_000], [85, "fee", 120_000], [50, "adjustment", 20_000], [35, "fee", 42_300], [10, "refundPending", 200_000], [4, "rechargePending", 500_000]] },
  ],
  [
    { currency: "USD", events: [[125, "recharge", 1_000_000], [90, "fee", 75_000], [55, "recharge", 250_000], [20, "fee", 130_050], [9, "rechargeRejected", 80_000]] },
    { currency: "CNY", events: [[75, "recharge", 1_200_000], [45, "fee", 98_800], [15, "fee", 12_000]] },
  ],
];

type Member = { id: string; username: string; tenantCode: string; bankAccountId?: string; bankAccountText?: string };
type Actor = { id: string; username: string };

export interface PrepaidSeed {
  bankRows: (typeof receivingBanks.$inferInsert)[];
  fileRows: (typeof files.$inferInsert)[];
  rechargeRows: (typeof rechargeRequests.$inferInsert)[];
  refundRows: (typeof refundRequests.$inferInsert)[];
  stepRows: (typeof prepaidRequestSteps.$inferInsert)[];
  accountRows: (typeof prepaidAccounts.$inferInsert)[];
  entryRows: (typeof ledgerEntries.$inferInsert)[];
}

export function buildPrepaid(today: string, members: readonly Member[], operators: Readonly<Record<string, Actor>>): PrepaidSeed {
  const seed: PrepaidSeed = { bankRows: [], fileRows: [], rechargeRows: [], refundRows: [], stepRows: [], accountRows: [], entryRows: [] };
  const end = Date.parse(`${today}T00:00:00Z`);
  const at = (daysAgo: number, hour: number) => new Date(end - daysAgo * DAY_MS + hour * 3_600_000);
  const banks = new Map<string, string>();
  for (const [tenantCode, plans] of Object.entries(BANKS)) {
    plans.forEach(([bankName, accountName, accountNumber, swiftCode, currency, branch]) => {
      const id = seedId(28 * 100_000 + seed.bankRows.length + 1);
      if (!banks.has(`${tenantCode}:${currency}`)) banks.set(`${tenantCode}:${currency}`, id);
      seed.bankRows.push({ id, tenantCode, bankName, accountName, accountNumber, swiftCode, currency, branch, status: "enabled", createTime: at(160, 9), updateTime: at(160, 9) });
    });
  }
  const proofs = new Map<string, string>();
  for (const tenantCode of Object.keys(BANKS)) {
    const id = seedId(31 * 100_000 + 90_000 + proofs.size + 1);
    proofs.set(tenantCode, fileDownloadPath(id, "transfer-slip.pdf"));
    seed.fileRows.push({ id, tenantCode, originalName: "transfer-slip.pdf", contentType: "application/pdf", size: PROOF.length, fileType: "document", sha256: createHash("sha256").update(PROOF).digest("hex"), content: PROOF, createTime: at(160, 9) });
  }
  const step = (tenantCode: string, requestKind: "recharge" | "refund", requestId: string, toStatus: string, who: Actor, when: Date, note: string | null = null) =>
    seed.stepRows.push({ id: seedId(30 * 100_000 + seed.stepRows.length + 1), tenantCode, requestKind, requestId, toStatus, note, userId: who.id, username: who.username, createTime: when });

  members.forEach((member, index) => {
    const operator = operators[member.tenantCode];
    if (!operator) return;
    const stories = STORIES[index % STORIES.length]!;
    const held = new Set<string>();
    for (const { currency, events } of stories) {
      // A tenant without a receiving bank in this currency (10002 takes no CNY) tells the story in another it takes.
      const offered = BANKS[member.tenantCode]!.map((plan) => plan[4]);
      const bankCurrency = offered.includes(currency) && !held.has(currency) ? currency : offered.find((c) => !held.has(c))!;
      held.add(bankCurrency);
      const bank = banks.get(`${member.tenantCode}:${bankCurrency}`)!;
      const accountId = seedId(32 * 100_000 + seed.accountRows.length + 1);
      seed.accountRows.push({ id: accountId, tenantCode: member.tenantCode, ownerKind: "member", ownerId: member.id, currency: bankCurrency, createTime: at(events[0]![0], 10) });
      let balance = 0;
      let seq = 0;
      const post = (kind: "recharge" | "fee" | "refund" | "adjustment", amountMinor: number, when: Date, sourceType: string, sourceId: string, by: Actor, reason: string | null = null) => {
        balance += amountMinor;
        if (balance < 0) throw new Error(`the seeded ledger of ${member.username} ${bankCurrency} goes below zero`);
        const id = seedId(33 * 100_000 + seed.entryRows.length + 1);
        seed.entryRows.push({ id, tenantCode: member.tenantCode, accountId, seq: ++seq, kind, amountMinor, balanceAfterMinor: balance, sourceType, sourceId, idempotencyKey: `${sourceType}:${sourceId}`, reason, createBy: by.id, createByName: by.username, createTime: when });
        return id;
      };
      events.forEach(([daysAgo, what, amountMinor], n) => {
        const asked = at(daysAgo, 9 + (n % 3));
        const decided = at(daysAgo, 15);
        const self = { id: member.id, username: member.username };
        if (what.startsWith("recharge")) {
          const id = seedId(29 * 100_000 + seed.rechargeRows.length + 1);
          const status = what === "recharge" ? "confirmed" : what === "rechargeRejected" ? "rejected" : "requested";
          const rejectReason = status === "rejected" ? "银行流水中未找到此笔转账" : null;
          const entry = status === "confirmed" ? post("recharge", amountMinor, decided, "recharge", id, operator) : null;
          seed.rechargeRows.push({
            id, tenantCode: member.tenantCode, memberId: member.id, memberName: member.username, amountMinor, currency: bankCurrency, receivingBankId: bank,
            transferReference: `TRF${asked.toISOString().slice(0, 10).replaceAll("-", "")}${String(n + 1).padStart(3, "0")}`, proofFile: proofs.get(member.tenantCode)!,
            status, rejectReason, ledgerEntryId: entry, createTime: asked, updateTime: status === "requested" ? asked : decided,
          });
          step(member.tenantCode, "recharge", id, "requested", self, asked);
          if (status !== "requested") step(member.tenantCode, "recharge", id, status, operator, decided, rejectReason);
        } else if (what === "fee") {
          post("fee", -amountMinor, asked, "service", `FEE-${asked.toISOString().slice(2, 7).replace("-", "")}-${String(seed.entryRows.length + 1).padStart(4, "0")}`, operator, "报关服务费");
        } else if (what === "adjustment") {
          post("adjustment", amountMinor, asked, "adjustment", seedId(33 * 100_000 + 90_000 + seed.entryRows.length), operator, amountMinor < 0 ? "银行手续费" : "补记上月优惠");
        } else if (member.bankAccountId) {
          const id = seedId(31 * 100_000 + seed.refundRows.length + 1);
          const paid = what === "refundPaid";
          const entry = paid ? post("refund", -amountMinor, decided, "refund", id, operator) : null;
          seed.refundRows.push({
            id, tenantCode: member.tenantCode, memberId: member.id, memberName: member.username, amountMinor, currency: bankCurrency, bankAccountId: member.bankAccountId, bankAccountText: member.bankAccountText ?? "",
            status: paid ? "paid" : "requested", transferReference: paid ? `RFD${decided.toISOString().slice(0, 10).replaceAll("-", "")}01` : null, ledgerEntryId: entry, createTime: asked, updateTime: paid ? at(daysAgo - 1, 11) : asked,
          });
          step(member.tenantCode, "refund", id, "requested", self, asked);
          if (paid) {
            step(member.tenantCode, "refund", id, "approved", operator, decided);
            step(member.tenantCode, "refund", id, "paid", operator, at(daysAgo - 1, 11), seed.refundRows.at(-1)!.transferReference);
          }
        }
      });
    }
  });
  return seed;
}

/** The members whose accounts the book tells: 10001's editor, manager and agent, and 10002's first users; their bank accounts for refunds. */
export function insertPrepaid(tx: Tx, today: string): void {
  const tenants = Object.keys(BANKS);
  const operators: Record<string, Actor> = {};
  const members: Member[] = [];
  for (const tenantCode of tenants) {
    const people = tx.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.tenantCode, tenantCode), eq(users.status, 1))).orderBy(asc(users.id)).all();
    const admin = people.find((u) => u.username === "admin" || u.username === "hkadmin") ?? people[0];
    if (!admin) continue;
    operators[tenantCode] = admin;
    const wanted = tenantCode === DEFAULT_TENANT ? people.filter((u) => ["editor", "manager", "agent"].includes(u.username)) : people.filter((u) => u.id !== admin.id).slice(0, 2);
    const accounts = wanted.length ? tx.select().from(bankAccounts).where(and(eq(bankAccounts.tenantCode, tenantCode), inArray(bankAccounts.userId, wanted.map((u) => u.id)))).all() : [];
    for (const user of wanted) {
      const account = accounts.find((a) => a.userId === user.id);
      members.push({ ...user, tenantCode, bankAccountId: account?.id, bankAccountText: account ? `${account.bankName} · ${account.bankAccountName} · ${account.bankAccount}` : undefined });
    }
  }
  const seed = buildPrepaid(today, members, operators);
  insertAll(tx, receivingBanks, seed.bankRows);
  insertAll(tx, files, seed.fileRows);
  insertAll(tx, prepaidAccounts, seed.accountRows);
  insertAll(tx, ledgerEntries, seed.entryRows);
  insertAll(tx, rechargeRequests, seed.rechargeRows);
  insertAll(tx, refundRequests, seed.refundRows);
  insertAll(tx, prepaidRequestSteps, seed.stepRows);
}
