import { addOpenApiUserSchema, priceFieldsOf } from "../contract/openapi/api-user";
import { DAY_MS } from "./ids";
import { buildOpenApi, OPEN_API_BOOK_DAYS, ownersLedger } from "./openapi";

const TODAY = "2026-11-27";
const seed = buildOpenApi(TODAY);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

describe("the open API's demo book", () => {
  it("gives 10001 and 10002 API users as the screen would save them, one disabled", () => {
    expect(new Set(seed.userRows.map((row) => row.tenantCode))).toEqual(new Set(["10001", "10002"]));
    expect(seed.userRows.some((row) => row.status === "disabled")).toBe(true);
    for (const row of seed.userRows) {
      const form = { ...row, ownerUserId: "1", ...priceFieldsOf(row.prices) };
      expect(addOpenApiUserSchema.safeParse(form).error?.issues ?? [], row.name).toEqual([]);
      expect(row.accessKey).toMatch(/^AK[0-9A-F]{20}$/);
    }
    expect(new Set(seed.userRows.map((row) => row.accessKey)).size).toBe(seed.userRows.length);
  });

  it("dates the calls on the 30 days before the seeding day", () => {
    const days = new Set(seed.callRows.map((row) => dayOf(row.createTime!)));
    expect(days.size).toBe(OPEN_API_BOOK_DAYS);
    expect([...days].sort().at(-1)).toBe(dayOf(new Date(Date.parse(`${TODAY}T00:00:00Z`) - DAY_MS)));
    expect(dayOf(buildOpenApi("2027-03-01").callRows[0].createTime!)).toBe("2027-01-30");
  });

  it("answers each key's calls up to its quota a day at its price, and refuses the rest for free", () => {
    const users = new Map(seed.userRows.map((row) => [row.id, row]));
    const answered = new Map<string, number>();
    for (const call of seed.callRows) {
      const user = users.get(call.apiUserId)!;
      expect(user.allowedApis).toContain(call.api);
      expect(call.currency).toBe(user.currency);
      if (call.outcome === "answered") {
        const key = `${call.apiUserId} ${dayOf(call.createTime!)}`;
        answered.set(key, (answered.get(key) ?? 0) + 1);
        expect(answered.get(key)).toBeLessThanOrEqual(user.quotaPerDay);
        expect(call.priceMinor).toBe(user.prices[call.api as keyof typeof user.prices]);
      } else {
        expect(call).toMatchObject({ outcome: "refused", status: 429, priceMinor: 0 });
      }
    }
    expect(seed.callRows.filter((call) => call.outcome === "refused").length).toBeGreaterThan(10);
  });

  it("debits each answered call once from its owner's ledger, after a deposit, never below zero", () => {
    const ownerIds = new Map(seed.userRows.map((row) => [row.id!, `owner-of-${seed.owners.get(row.id!)!.username}`]));
    const calls = seed.callRows.map((row) => ({ ...row, ownerUserId: ownerIds.get(row.apiUserId)! }));
    const { accountRows, entryRows } = ownersLedger(calls, seed.owners, ownerIds);
    const charged = calls.filter((c) => c.outcome === "answered" && c.priceMinor);
    expect(entryRows.filter((e) => e.kind === "fee").map((e) => e.sourceId).sort()).toEqual(charged.map((c) => c.id).sort());
    for (const account of accountRows) {
      const entries = entryRows.filter((e) => e.accountId === account.id);
      expect(entries[0]).toMatchObject({ kind: "adjustment", seq: 1 });
      let balance = 0;
      entries.forEach((e, i) => {
        balance += e.amountMinor;
        expect([e.seq, e.balanceAfterMinor]).toEqual([i + 1, balance]);
        expect(balance).toBeGreaterThanOrEqual(0);
      });
      expect(entries.map((e) => e.createTime!.getTime())).toEqual(entries.map((e) => e.createTime!.getTime()).sort((a, b) => a - b));
    }
  });
});
