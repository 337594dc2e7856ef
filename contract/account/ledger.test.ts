import { amountRefusal, balanceAfter, groupedAmount, moneyText, statementOf, type StatementEntry } from "./ledger";
import { accountMessages as m } from "./messages";

/** A ledger built the way the simulator builds one: each balance is the one before plus the amount. */
function ledger(amounts: readonly number[], startMs: number, stepMs: number): StatementEntry[] {
  let balance = 0;
  return amounts.map((amountMinor, i) => {
    balance += amountMinor;
    return { seq: i + 1, amountMinor, balanceAfterMinor: balance, createTime: new Date(startMs + i * stepMs) };
  });
}

describe("ledger arithmetic", () => {
  it("moves a balance by whole cents and never below zero", () => {
    expect(balanceAfter(1000, -1000)).toEqual({ ok: true, balanceMinor: 0 });
    expect(balanceAfter(1000, -1001)).toEqual({ ok: false });
    expect(balanceAfter(0, 250)).toEqual({ ok: true, balanceMinor: 250 });
  });

  it("takes amounts whose sign fits the kind", () => {
    expect(amountRefusal("recharge", 100)).toBeNull();
    expect(amountRefusal("recharge", -100)).toBe(m.amountSign);
    expect(amountRefusal("fee", 100)).toBe(m.amountSign);
    expect(amountRefusal("refund", -100)).toBeNull();
    expect(amountRefusal("adjustment", -100)).toBeNull();
    expect(amountRefusal("adjustment", 0)).toBe(m.amountShape);
    expect(amountRefusal("recharge", 1.5)).toBe(m.amountShape);
    expect(amountRefusal("recharge", Number.MAX_SAFE_INTEGER)).toBe(m.amountShape);
  });

  it("prints amounts grouped by thousands with their currency", () => {
    expect(groupedAmount(123456789)).toBe("1,234,567.89");
    expect(groupedAmount(-5)).toBe("-0.05");
    expect(groupedAmount(-123400)).toBe("-1,234.00");
    expect(moneyText(100000, "USD")).toBe("USD 1,000.00");
  });
});

describe("a statement", () => {
  const day = 86_400_000;
  const entries = ledger([50000, -1200, -3300, 20000, -450, 1000, -66050], Date.UTC(2026, 0, 1), day);

  it("opens with the balance before the period and closes with opening + movements, for every period", () => {
    for (let from = 0; from <= entries.length; from++) {
      for (let to = from; to <= entries.length + 1; to++) {
        const s = statementOf(entries, new Date(Date.UTC(2026, 0, 1) + from * day), new Date(Date.UTC(2026, 0, 1) + to * day));
        const moved = s.movements.reduce((sum, e) => sum + e.amountMinor, 0);
        expect(s.openingMinor + moved).toBe(s.closingMinor);
      }
    }
  });

  it("takes the period's movements only", () => {
    const s = statementOf(entries, new Date(Date.UTC(2026, 0, 2)), new Date(Date.UTC(2026, 0, 4)));
    expect(s).toEqual({ openingMinor: 50000, movements: [entries[1], entries[2]], closingMinor: 45500 });
    expect(statementOf(entries, new Date(Date.UTC(2025, 0, 1)), new Date(Date.UTC(2025, 1, 1)))).toEqual({ openingMinor: 0, movements: [], closingMinor: 0 });
    expect(statementOf(entries, new Date(Date.UTC(2027, 0, 1)), new Date(Date.UTC(2027, 1, 1))).closingMinor).toBe(0);
  });
});
