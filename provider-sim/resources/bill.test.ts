import { eq } from "drizzle-orm";
import { accountMessages as am } from "../../contract/account/messages";
import { billDetailPath, billingMessages as b, billPaths, clearingPaths, clearingSummaryPath, draftBillsPath, issueBillPath, payBillByTransferPath, settleBillPath } from "../../contract/business/billing";
import { billLines, classifyOrders, hkTdecs, ledgerEntries, menuButtons } from "../../db/schema";
import { ok } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { balanceOf, inLedgerTransaction, postToLedger } from "./ledger";

const MARCH = "2026-03";
const inMarch = (day: number) => new Date(Date.UTC(2026, 2, day, 8));

let sim: TestSimulator;
let admin: string;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  sim.advance(Date.UTC(2026, 3, 2) - sim.now());
  const at = new Date(1);
  const buttons = [["BillingManagement", "add"], ["BillingManagement", "update"], ["BillingManagement", "delete"], ["BillingManagement", "export"], ["ClearingCenter", "audit"], ["ClearingCenter", "export"]];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `48100${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))).run();
  const tdec = (id: string, tenantCode: string, refNo: string, lodgedBy: string, lodgedAt: Date | null) => ({
    id, tenantCode, refNo, kind: "export" as const, declaringUnitId: "1", consignorName: "Shenzhen Audio", consignorAddress: "SZ", consigneeName: "HK Trading", consigneeAddress: "HK",
    transportMode: "road" as const, movedOn: "2026-03-05", status: lodgedAt ? ("lodged" as const) : ("draft" as const), lodgedAt, lodgedBy, createTime: at, updateTime: at,
  });
  sim.db.insert(hkTdecs).values([tdec("480101", T1, "TDC-2603-0001", "admin", inMarch(5)), tdec("480102", T1, "TDC-2603-0002", "admin", inMarch(20)), tdec("480103", T1, "TDC-2603-0003", "admin", null), tdec("480104", T1, "TDC-2604-0001", "admin", new Date(Date.UTC(2026, 3, 1, 1)))]).run();
  sim.db
    .insert(classifyOrders)
    .values({ id: "480201", tenantCode: T1, orderNo: "CLS-2603-0001", goodsId: "1", description: "Bluetooth speaker", functionUse: "audio", material: "plastic", jurisdictions: ["CN"], status: "classified", createBy: ids.admin, createByName: "admin", reviewedAt: inMarch(9), createTime: at, updateTime: at })
    .run();
  admin = await sim.login("admin", T1);
});
afterEach(() => sim.close());

const draft = (month = MARCH, token = admin) => sim.post(draftBillsPath, { token, json: { month } });
const list = async (path = billPaths.query) => (await ok(sim.get(path, { token: admin }))).list as ({ id: string } & Record<string, unknown>)[];
const recharge = (amountMinor: number, currency = "HKD") =>
  inLedgerTransaction(sim.db, (tx) =>
    postToLedger(tx, { tenantCode: T1, owner: { kind: "member", id: ids.admin }, currency, kind: "recharge", amountMinor, source: { type: "test", id: "1" }, idempotencyKey: `test:${amountMinor}:${currency}`, by: { id: ids.admin, name: "admin" }, at: new Date(sim.now()) }),
  );
const balance = (currency = "HKD") => balanceOf(sim.db, T1, { kind: "member", id: ids.admin }, currency);
const debits = () => sim.db.select().from(ledgerEntries).all().filter((entry) => entry.kind === "fee");
const issuedHkBill = async () => {
  await ok(draft());
  const hk = (await list()).find((bill) => bill.currency === "HKD")!;
  await ok(sim.post(issueBillPath, { token: admin, query: { id: hk.id } }));
  return String(hk.id);
};
const settle = (billId: string, settlementNo: number, amount: string) => sim.post(settleBillPath, { token: admin, json: { billId, settlementNo, amount } });

describe("bills in the simulator", () => {
  it("drafts a member's month per currency from the services used, each line naming its source, and drafting again adds nothing twice", async () => {
    expect(await ok(draft())).toEqual({ billIds: expect.any(Array), lineCount: 3 });
    const bills = await list();
    expect(bills.map((bill) => [bill.currency, bill.totalMinor, bill.total, bill.lineCount, bill.status])).toEqual([
      ["CNY", 20000, "200.00", 1, "draft"],
      ["HKD", 30000, "300.00", 2, "draft"],
    ]);
    expect(bills[0]!.code).toMatch(/^BIL-2604-\d{4}$/);
    const hk = bills.find((bill) => bill.currency === "HKD")!;
    const detail = await ok(sim.get(billDetailPath, { token: admin, query: { billId: hk.id } }));
    expect(detail.lines.map((line: Record<string, unknown>) => [line.sourceType, line.sourceId, line.sourceCode, line.amountMinor])).toEqual([
      ["hkDeclaration", "480101", "TDC-2603-0001", 15000],
      ["hkDeclaration", "480102", "TDC-2603-0002", 15000],
    ]);

    expect(await ok(draft())).toEqual({ billIds: [], lineCount: 0 });
    expect(sim.db.select().from(billLines).all()).toHaveLength(3);
    // Issued, the bill is fixed: a declaration lodged later in the month goes on a new draft, not onto it.
    await ok(sim.post(issueBillPath, { token: admin, query: { id: hk.id } }));
    sim.db.update(hkTdecs).set({ status: "lodged", lodgedAt: inMarch(28) }).where(eq(hkTdecs.id, "480103")).run();
    expect(await ok(draft())).toEqual({ billIds: [expect.not.stringMatching(String(hk.id))], lineCount: 1 });
    expect((await ok(sim.get(billDetailPath, { token: admin, query: { billId: hk.id } }))).lines).toHaveLength(2);
    expect((await sim.post(billPaths.delete, { token: admin, query: { id: hk.id } })).body.message).toContain(b.notDraft);
    expect((await draft("2026-13")).body.message).toContain(b.monthShape);
  });

  it("settles from the balance with exactly one debit even when the same settlement is sent twice at once", async () => {
    const billId = await issuedHkBill();
    // Enough for two: only the settlement's number keeps the repeat from paying again.
    recharge(100000);
    const [first, second] = await Promise.all([settle(billId, 1, "300"), settle(billId, 1, "300")]);
    expect(first.body.status).toBe(200);
    expect(second.body.status).toBe(200);
    expect(debits()).toEqual([expect.objectContaining({ amountMinor: -30000, balanceAfterMinor: 70000, idempotencyKey: `bill:${billId}:1`, sourceType: "bill", sourceId: billId })]);
    expect(balance()).toBe(70000);
    const [bill] = await list(clearingPaths.query);
    expect(bill).toEqual(expect.objectContaining({ id: billId, status: "settled", standing: "settled", paid: "300.00", open: "0.00", settlementCount: 1 }));
    expect((await settle(billId, 2, "1")).body.message).toContain(b.notIssued);
  });

  it("keeps the rest open after a partial settlement, refuses a short balance writing nothing, and takes a transfer", async () => {
    const billId = await issuedHkBill();
    recharge(10000);
    await ok(settle(billId, 1, "100"));
    expect((await settle(billId, 2, "150")).body.message).toContain(am.balanceShort);
    expect(debits()).toHaveLength(1);
    expect(balance()).toBe(0);
    expect((await settle(billId, 3, "1")).body.message).toContain(b.settlementStale);
    expect((await settle(billId, 2, "250")).body.message).toContain(b.amountOverOpen);
    expect((await list(clearingPaths.query))[0]).toEqual(expect.objectContaining({ status: "issued", standing: "open", paidMinor: 10000, openMinor: 20000, settlementCount: 1 }));

    const transfer = { billId, settlementNo: 2, amount: "200", reference: "HSBC-778812", transferDate: "2026-04-05" };
    expect((await sim.post(payBillByTransferPath, { token: admin, json: { ...transfer, reference: " " } })).body.message).toContain(b.referenceRequired);
    await ok(sim.post(payBillByTransferPath, { token: admin, json: transfer }));
    const detail = await ok(sim.get(billDetailPath, { token: admin, query: { billId } }));
    expect(detail.settlements.map((s: Record<string, unknown>) => [s.settlementNo, s.way, s.amount, s.balanceAfter ?? null, s.transferReference ?? null])).toEqual([
      [1, "balance", "100.00", "0.00", null],
      [2, "transfer", "200.00", null, "HSBC-778812"],
    ]);
    expect(debits()).toHaveLength(1);
    expect((await list(clearingPaths.query))[0]).toEqual(expect.objectContaining({ status: "settled" }));
  });

  it("shows per member what is open, overdue and settled, and keeps bills to their tenant", async () => {
    await issuedHkBill();
    const summary = () => ok(sim.get(clearingSummaryPath, { token: admin }));
    expect(await summary()).toEqual([expect.objectContaining({ memberId: ids.admin, currency: "HKD", openCount: 1, overdueCount: 0, open: "300.00", balance: "0.00" })]);
    // Due 15 days after the issue: the day after, it is overdue.
    sim.advance(16 * 86_400_000);
    admin = await sim.login("admin", T1);
    expect(await summary()).toEqual([expect.objectContaining({ openCount: 0, overdueCount: 1, overdue: "300.00" })]);
    expect(await ok(sim.get(clearingPaths.query, { token: admin, query: { standing: "overdue" } }))).toEqual(expect.objectContaining({ list: [expect.objectContaining({ standing: "overdue" })] }));

    const other = await sim.login("hkadmin", T2);
    expect((await ok(sim.get(billPaths.query, { token: other }))).list).toEqual([]);
    expect(await ok(sim.get(clearingSummaryPath, { token: other }))).toEqual([]);
  });
});
