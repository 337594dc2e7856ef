import { addReceivingBankSchema } from "../contract/account/receiving-bank";
import { buildPrepaid } from "./prepaid";

const TODAY = "2026-06-30";
const members = [
  { id: "11", username: "editor", tenantCode: "10001", bankAccountId: "901", bankAccountText: "工商银行 · 李明 · 6222" },
  { id: "12", username: "manager", tenantCode: "10001", bankAccountId: "902", bankAccountText: "建设银行 · 王强 · 6217" },
  { id: "13", username: "agent", tenantCode: "10001" },
  { id: "21", username: "hkmember", tenantCode: "10002", bankAccountId: "903", bankAccountText: "HSBC · Chan · 808" },
  { id: "22", username: "hkclerk", tenantCode: "10002" },
];
const seed = buildPrepaid(TODAY, members, { "10001": { id: "1", username: "admin" }, "10002": { id: "2", username: "hkadmin" } });
const blank = (row: object) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? ""]));

describe("the prepaid accounts' demo book", () => {
  it("gives each demo tenant two or three valid receiving banks", () => {
    for (const tenant of ["10001", "10002"]) expect(seed.bankRows.filter((r) => r.tenantCode === tenant).length).toBeGreaterThanOrEqual(2);
    expect(seed.bankRows.flatMap((row) => addReceivingBankSchema.safeParse(blank(row)).error?.issues ?? [])).toEqual([]);
  });

  it("builds every balance from its entries only: seq 1…n, each balance the one before plus the amount, never below zero", () => {
    for (const account of seed.accountRows) {
      const entries = seed.entryRows.filter((e) => e.accountId === account.id);
      expect(entries.length).toBeGreaterThan(0);
      let balance = 0;
      entries.forEach((entry, i) => {
        expect(entry.seq).toBe(i + 1);
        balance += entry.amountMinor;
        expect(entry.balanceAfterMinor).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(entry.createTime!.getTime()).toBeLessThan(Date.parse(`${TODAY}T00:00:00Z`));
      });
    }
    expect(new Set(seed.entryRows.map((e) => e.idempotencyKey)).size).toBe(seed.entryRows.length);
  });

  it("holds balances in CNY and USD, recharges in every state, fees, a paid and a pending refund, and adjustments", () => {
    for (const tenant of ["10001", "10002"]) expect(new Set(seed.accountRows.filter((a) => a.tenantCode === tenant).map((a) => a.currency))).toEqual(new Set(["CNY", "USD"]));
    expect(new Set(seed.accountRows.map((a) => `${a.tenantCode}:${a.ownerId}:${a.currency}`)).size).toBe(seed.accountRows.length);
    expect(new Set(seed.rechargeRows.map((r) => r.status))).toEqual(new Set(["requested", "confirmed", "rejected"]));
    expect(new Set(seed.entryRows.map((e) => e.kind))).toEqual(new Set(["recharge", "fee", "refund", "adjustment"]));
    expect(new Set(seed.refundRows.map((r) => r.status))).toEqual(new Set(["paid", "requested"]));
    // A confirmed recharge is the source of exactly one credit of its amount; the others of none.
    for (const r of seed.rechargeRows) {
      const credits = seed.entryRows.filter((e) => e.idempotencyKey === `recharge:${r.id}`);
      expect(credits.map((e) => e.amountMinor)).toEqual(r.status === "confirmed" ? [r.amountMinor] : []);
    }
    // Each request's history starts with the member's own step.
    for (const r of [...seed.rechargeRows, ...seed.refundRows]) expect(seed.stepRows.find((s) => s.requestId === r.id)).toEqual(expect.objectContaining({ toStatus: "requested", username: r.memberName }));
  });
});
