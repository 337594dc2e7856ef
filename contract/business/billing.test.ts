import { billTotal, BILL_DUE_DAYS, billingMessages as b, dueDateOf, monthWindow, payBillByTransferSchema, settleBillSchema, settlementOutcome, standingOf } from "./billing";

describe("bills", () => {
  it("totals lines in whole minor units, never through a float", () => {
    expect(billTotal([{ amountMinor: 10 }, { amountMinor: 20 }, { amountMinor: 1_234_567_89 }])).toBe(1_234_568_19);
    expect(billTotal([])).toBe(0);
    expect(settleBillSchema.parse({ billId: "1", settlementNo: "1", amount: "0.30" }).amount).toBe(30);
    expect(settleBillSchema.safeParse({ billId: "1", settlementNo: 1, amount: "0.001" }).error?.issues[0]?.message).toBe(b.amountShape);
    expect(settleBillSchema.safeParse({ billId: "1", settlementNo: 1, amount: "0" }).error?.issues[0]?.message).toBe(b.amountShape);
  });

  it("keeps the rest open after a partial settlement and settles when the paid sum reaches the total", () => {
    expect(settlementOutcome(30000, 0, 10000)).toEqual({ ok: true, paidMinor: 10000, openMinor: 20000, settled: false });
    expect(settlementOutcome(30000, 10000, 20000)).toEqual({ ok: true, paidMinor: 30000, openMinor: 0, settled: true });
    expect(settlementOutcome(30000, 10000, 20001)).toEqual({ ok: false, message: b.amountOverOpen });
    expect(settlementOutcome(30000, 0, 0)).toEqual({ ok: false, message: b.amountShape });
    expect(settlementOutcome(30000, 0, 1.5)).toEqual({ ok: false, message: b.amountShape });
  });

  it("falls due BILL_DUE_DAYS after the issue and is overdue from the day after", () => {
    const issued = new Date("2026-03-01T10:00:00Z");
    expect(BILL_DUE_DAYS).toBe(15);
    expect(dueDateOf(issued)).toBe("2026-03-16");
    const bill = { status: "issued" as const, dueDate: dueDateOf(issued) };
    expect(standingOf(bill, new Date("2026-03-16T23:59:00Z"))).toBe("open");
    expect(standingOf(bill, new Date("2026-03-17T00:00:00Z"))).toBe("overdue");
    expect(standingOf({ status: "settled", dueDate: "2026-03-16" }, new Date("2026-04-01T00:00:00Z"))).toBe("settled");
    expect(standingOf({ status: "draft", dueDate: null }, new Date())).toBe("draft");
  });

  it("counts a service in its month, and a transfer names its reference and date", () => {
    expect(monthWindow("2026-12")).toEqual({ from: new Date("2026-12-01T00:00:00Z"), to: new Date("2027-01-01T00:00:00Z") });
    const transfer = { billId: "1", settlementNo: 2, amount: "12.5", reference: "  ", transferDate: "2026-03-01" };
    expect(payBillByTransferSchema.safeParse(transfer).error?.issues[0]?.message).toBe(b.referenceRequired);
    expect(payBillByTransferSchema.parse({ ...transfer, reference: "HSBC-1" })).toEqual({ ...transfer, reference: "HSBC-1", amount: 1250 });
  });
});
