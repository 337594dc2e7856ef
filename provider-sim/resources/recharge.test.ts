import { createHash } from "node:crypto";
import { accountMessages as m } from "../../contract/account/messages";
import { receivingBankOptionsPath, receivingBankPaths } from "../../contract/account/receiving-bank";
import { auditRechargePath, myRechargePaths, myRechargeStepsPath, rechargePaths, rechargeStepsPath } from "../../contract/account/recharge";
import { fileDownloadPath } from "../../contract/file";
import { files, ledgerEntries, menuButtons, menus, roleButtons, roleMenus, roleUrls, urls } from "../../db/schema";
import { ok } from "../testing/answers";
import { ids, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { balanceOf } from "./ledger";

const PROOF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const BANK = { bankName: "招商银行深圳分行", accountName: "深圳跨境通供应链有限公司", accountNumber: "7559 0123 4567 801", currency: "CNY", status: "enabled" };

let sim: TestSimulator;
let admin: string;
let editor: string;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  const at = new Date(1);
  const buttons = [["BankMgt", "add"], ["BankMgt", "delete"], ["RechargeRecord", "add"], ["RechargeRecord", "delete"], ["RechargeInfo", "audit"], ["RechargeInfo", "export"]];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `28900${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))).run();
  sim.db.insert(menus).values({ id: "289100", menuCode: "RechargeInfo", menuName: "Recharge review", menuPath: "/RechargeInfo", createTime: at }).run();
  // 10001's editor is a member: reaches the account service (as every user does), asks for recharges, holds no account-centre menu.
  sim.db.insert(urls).values({ id: "289300", url: "/api/account/**", method: "*", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "289300" }).run();
  sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: ids.editorRole1, buttonId: "289002" }).run();
  sim.db.insert(files).values({ id: "289200", tenantCode: T1, originalName: "transfer.pdf", contentType: "application/pdf", size: PROOF.length, fileType: "document", sha256: createHash("sha256").update(PROOF).digest("hex"), content: PROOF, createTime: at }).run();
  admin = await sim.login("admin", T1);
  editor = await sim.login("editor", T1);
});
afterEach(() => sim.close());

const proofFile = fileDownloadPath("289200", "transfer.pdf");
const addBank = async (values: Record<string, unknown> = {}) => (await ok(sim.post(receivingBankPaths.add, { token: admin, json: { ...BANK, ...values } }))).id as string;
const ask = (bank: string, values: Record<string, unknown> = {}, token = editor) =>
  sim.post(myRechargePaths.add, { token, json: { amount: "1500.50", currency: "CNY", receivingBankId: bank, transferReference: "CMB20260101001", proofFile, ...values } });
const audit = (json: Record<string, unknown>, token = admin) => sim.post(auditRechargePath, { token, json });
const memberBalance = () => balanceOf(sim.db, T1, { kind: "member", id: ids.editor }, "CNY");

describe("recharges", () => {
  it("a member asks with the transfer's proof, the operator confirms: the balance is credited once, however often the confirmation comes", async () => {
    const bank = await addBank();
    expect((await sim.get(receivingBankOptionsPath, { token: editor })).body.data).toEqual([{ value: bank, label: `${BANK.bankName} · ${BANK.accountName} · ${BANK.accountNumber}`, currency: "CNY" }]);
    const { id } = await ok(ask(bank));
    expect((await sim.get(myRechargePaths.query, { token: editor })).body.data.list).toEqual([expect.objectContaining({ id, amountMinor: 150050, amountText: "CNY 1,500.50", status: "requested" })]);

    const confirmations = await Promise.all([audit({ id, decision: "confirm" }), audit({ id, decision: "confirm" }), audit({ id, decision: "confirm" })]);
    expect(confirmations.map((a) => a.body.data)).toEqual(Array(3).fill({ status: "confirmed" }));
    expect(memberBalance()).toBe(150050);
    expect(sim.db.select().from(ledgerEntries).all()).toEqual([expect.objectContaining({ kind: "recharge", amountMinor: 150050, idempotencyKey: `recharge:${id}`, sourceId: id })]);

    const steps = (await sim.get(myRechargeStepsPath, { token: editor, query: { id } })).body.data;
    expect(steps.map((s: { toStatus: string; username: string }) => [s.toStatus, s.username])).toEqual([["requested", "editor"], ["confirmed", "admin"]]);
    // A confirmed request is the ledger's source: neither withdrawn nor rejected afterwards.
    expect((await sim.post(myRechargePaths.delete, { token: editor, query: { id } })).body.message).toBeTruthy();
    expect((await audit({ id, decision: "reject", reason: "late" })).body.message).toBe(m.stepNotAllowed);
    expect(memberBalance()).toBe(150050);
  });

  it("rejects with a reason only, and a rejected request credits nothing", async () => {
    const bank = await addBank();
    const { id } = await ok(ask(bank));
    expect((await audit({ id, decision: "reject" })).body.message).toContain(m.rejectReasonRequired);
    await ok(audit({ id, decision: "reject", reason: "no such transfer on the statement" }));
    expect((await audit({ id, decision: "confirm" })).body.message).toBe(m.stepNotAllowed);
    expect(memberBalance()).toBe(0);
    const steps = (await sim.get(rechargeStepsPath, { token: admin, query: { id } })).body.data;
    expect(steps.at(-1)).toEqual(expect.objectContaining({ toStatus: "rejected", note: "no such transfer on the statement", username: "admin" }));
  });

  it("refuses a request without proof, to a disabled or other-currency bank, or of a bad amount", async () => {
    const bank = await addBank();
    const usd = await addBank({ accountNumber: "OSA 0099 1234", currency: "USD" });
    const off = await addBank({ accountNumber: "7559 0000 0000 999", status: "disabled" });
    expect((await ask(bank, { proofFile: "" })).body.message).toContain(m.proofRequired);
    expect((await ask(usd)).body.message).toBe(m.receivingBankCurrency);
    expect((await ask(off)).body.message).toBe(m.receivingBankUnknown);
    expect((await ask(bank, { amount: "0.00" })).body.message).toContain(m.amountShape);
    expect((await ask(bank, { amount: "12.345" })).body.message).toContain(m.amountShape);
    // A bank a recharge names stays (disabled instead).
    await ok(ask(bank));
    expect((await sim.post(receivingBankPaths.delete, { token: admin, query: { id: bank } })).body.message).toBe(m.receivingBankUsed);
  });

  it("keeps the account centre to those who hold its menu, and confirming to the audit button", async () => {
    const bank = await addBank();
    const { id } = await ok(ask(bank));
    expect((await sim.get(rechargePaths.query, { token: editor })).body.status).toBe(403);
    expect((await sim.get(rechargeStepsPath, { token: editor, query: { id } })).body.status).toBe(403);
    expect((await audit({ id, decision: "confirm" }, editor)).body.status).toBe(403);
    expect(memberBalance()).toBe(0);
    // A member sees only their own requests.
    await ok(ask(bank, {}, admin));
    expect((await sim.get(myRechargePaths.query, { token: editor })).body.data.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await sim.get(rechargePaths.query, { token: admin })).body.data.pagination.total).toBe(2);
    // A holder of the menu reads them; confirming still needs the button.
    sim.db.insert(roleMenus).values({ tenantCode: T1, roleId: ids.editorRole1, menuId: "289100" }).run();
    expect((await sim.get(rechargePaths.query, { token: editor })).body.data.pagination.total).toBe(2);
    expect((await audit({ id, decision: "confirm" }, editor)).body.status).toBe(403);
  });
});
