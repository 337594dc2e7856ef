import { accountMessages as m } from "../../contract/account/messages";
import { myRefundBankOptionsPath, myRefundPaths, refundPaths, refundStepsPath, stepRefundPath } from "../../contract/account/refund";
import { bankAccounts, ledgerEntries, menuButtons, roleButtons, roleUrls, urls } from "../../db/schema";
import { ok } from "../testing/answers";
import { ids, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { balanceOf, inLedgerTransaction, postToLedger } from "./ledger";

let sim: TestSimulator;
let admin: string;
let editor: string;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  const at = new Date(1);
  const buttons = [["MyAccount", "add"], ["RechargeFlowBack", "audit"], ["RechargeFlowBack", "update"]];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `28700${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))).run();
  sim.db.insert(urls).values({ id: "287300", url: "/api/account/**", method: "*", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "287300" }).run();
  sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: ids.editorRole1, buttonId: "287000" }).run();
  sim.db.insert(bankAccounts).values([
    { id: "287400", tenantCode: T1, userId: ids.editor, bankAccountName: "李明", bankAccount: "6222 0210 0000 1234", bankName: "工商银行", currency: "CNY", isDefault: true, createTime: at, updateTime: at },
    { id: "287401", tenantCode: T1, userId: ids.admin, bankAccountName: "Admin", bankAccount: "6222 0210 0000 9999", bankName: "工商银行", currency: "CNY", isDefault: true, createTime: at, updateTime: at },
  ]).run();
  inLedgerTransaction(sim.db, (tx) =>
    postToLedger(tx, { tenantCode: T1, owner: { kind: "member", id: ids.editor }, currency: "CNY", kind: "recharge", amountMinor: 50000, source: { type: "test", id: "1" }, idempotencyKey: "r1", by: { id: ids.admin, name: "admin" }, at: new Date(sim.now()) }),
  );
  admin = await sim.login("admin", T1);
  editor = await sim.login("editor", T1);
});
afterEach(() => sim.close());

const ask = (json: Record<string, unknown> = {}) => sim.post(myRefundPaths.add, { token: editor, json: { amount: "300.00", currency: "CNY", bankAccountId: "287400", ...json } });
const step = (json: Record<string, unknown>, token = admin) => sim.post(stepRefundPath, { token, json });
const balance = () => balanceOf(sim.db, T1, { kind: "member", id: ids.editor }, "CNY");

describe("refunds", () => {
  it("asked to the member's own bank account, approved (the debit, once), then paid, each step kept", async () => {
    expect((await sim.get(myRefundBankOptionsPath, { token: editor })).body.data).toEqual([{ value: "287400", label: "工商银行 · 李明 · 6222 0210 0000 1234", currency: "CNY" }]);
    expect((await ask({ bankAccountId: "287401" })).body.message).toBe(m.bankAccountUnknown);
    const { id } = await ok(ask());
    expect((await step({ id, step: "pay", transferReference: "T1" })).body.message).toBe(m.stepNotAllowed);
    const approvals = await Promise.all([step({ id, step: "approve" }), step({ id, step: "approve" })]);
    expect(approvals.map((a) => a.body.data)).toEqual([{ status: "approved" }, { status: "approved" }]);
    expect(balance()).toBe(20000);
    expect(sim.db.select().from(ledgerEntries).all().filter((e) => e.kind === "refund")).toEqual([expect.objectContaining({ amountMinor: -30000, idempotencyKey: `refund:${id}` })]);
    expect((await step({ id, step: "pay" })).body.message).toContain(m.transferReferenceShape);
    await ok(step({ id, step: "pay", transferReference: "ICBC-20260101-01" }));
    const steps = (await sim.get(refundStepsPath, { token: admin, query: { id } })).body.data;
    expect(steps.map((s: { toStatus: string; username: string; note: string | null }) => [s.toStatus, s.username, s.note])).toEqual([
      ["requested", "editor", null],
      ["approved", "admin", null],
      ["paid", "admin", "ICBC-20260101-01"],
    ]);
  });

  it("refuses to approve more than the balance, writing nothing; rejects with a reason only", async () => {
    const { id } = await ok(ask({ amount: "500.01" }));
    expect((await step({ id, step: "approve" })).body.message).toBe(m.balanceShort);
    expect(balance()).toBe(50000);
    expect((await sim.get(myRefundPaths.query, { token: editor })).body.data.list).toEqual([expect.objectContaining({ id, status: "requested" })]);
    expect((await step({ id, step: "reject" })).body.message).toContain(m.rejectReasonRequired);
    await ok(step({ id, step: "reject", reason: "balance is owed to open bills" }));
    expect((await step({ id, step: "approve" })).body.message).toBe(m.stepNotAllowed);
  });

  it("keeps the refund desk to its menu and buttons", async () => {
    const { id } = await ok(ask());
    expect((await sim.get(refundPaths.query, { token: editor })).body.status).toBe(403);
    expect((await step({ id, step: "approve" }, editor)).body.status).toBe(403);
    expect(balance()).toBe(50000);
  });
});
