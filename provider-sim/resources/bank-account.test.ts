import { and, eq } from "drizzle-orm";
import { bankAccountPaths as p, memberMessages as mm, setDefaultBankAccountPath } from "../../contract/admin/bank-account";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { auditLog, bankAccounts, menuButtons, roleButtons } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const ACCOUNT = { bankAccountName: "Shenzhen Qianhai Customs Broker Ltd", bankAccount: "4000 0232 0910 0123 456", swiftCode: "icbkcnbjszn", bankName: "ICBC Shenzhen Branch", currency: "CNY" };

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(["add", "update", "delete"].map((buttonCode, i) => ({ id: `46000${i}`, menuCode: "bankAccountManagement", buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
  // The editor holds add and update, not delete; no URL grant: the calls are open to every member.
  sim.db.insert(roleButtons).values([{ tenantCode: T1, roleId: ids.editorRole1, buttonId: "460000" }, { tenantCode: T1, roleId: ids.editorRole1, buttonId: "460001" }]).run();
  sim.db.insert(bankAccounts).values({ id: "461001", tenantCode: T2, userId: ids.editor2, ...ACCOUNT, isDefault: true, createTime: new Date(1), updateTime: new Date(1) }).run();
});
afterEach(() => sim.close());

const add = async (token: string, values: Record<string, unknown> = {}) => {
  const answer = await sim.post(p.add, { token, json: { ...ACCOUNT, ...values } });
  expect(answer.body.status).toBe(200);
  sim.advance(1000);
  return answer.body.data.id as string;
};
const defaults = (userId: string) =>
  sim.db.select({ id: bankAccounts.id }).from(bankAccounts).where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isDefault, true))).all().map((r) => r.id);

describe("a member's bank accounts", () => {
  it("keep exactly one default: the first, then the one chosen, then the newest left", async () => {
    const token = await sim.login("admin", T1);
    const first = await add(token);
    expect(defaults(ids.admin)).toEqual([first]);
    const second = await add(token, { bankAccountName: "Second" });
    expect(defaults(ids.admin)).toEqual([first]);
    const third = await add(token, { bankAccountName: "Third", isDefault: true });
    expect(defaults(ids.admin)).toEqual([third]);
    // Unticking the default would leave none.
    const untick = await sim.put(p.update, { token, json: { ...ACCOUNT, id: third, isDefault: false } });
    expect(untick.body.message).toContain(mm.keepOneDefault);
    expect((await sim.post(setDefaultBankAccountPath, { token, query: { id: first } })).body.status).toBe(200);
    expect(defaults(ids.admin)).toEqual([first]);
    expect(sim.db.select().from(auditLog).where(and(eq(auditLog.entityId, first), eq(auditLog.action, "setDefault"))).all()).toHaveLength(1);
    expect((await sim.post(p.delete, { token, query: { id: first } })).body.status).toBe(200);
    expect(defaults(ids.admin)).toEqual([third]);
    expect((await sim.post(p.delete, { token, query: { id: [third, second] } })).body.status).toBe(200);
    expect(defaults(ids.admin)).toEqual([]);
  });

  it("are the caller's own: another member's, or another tenant's, answer not found", async () => {
    const admin = await sim.login("admin", T1);
    const adminsOwn = await add(admin);
    const editor = await sim.login("editor", T1);
    const editorsOwn = await add(editor, { bankAccountName: "Editor's" });
    expect(defaults(ids.editor)).toEqual([editorsOwn]);
    const list = await sim.get(p.query, { token: editor });
    expect(list.body.data.list.map((r: { id: string }) => r.id)).toEqual([editorsOwn]);
    expect(list.body.data.list[0]).toMatchObject({ swiftCode: "ICBKCNBJSZN", isDefault: true, userId: ids.editor });
    expect((await sim.put(p.update, { token: editor, json: { ...ACCOUNT, id: adminsOwn, isDefault: true } })).body).toMatchObject({ message: rm.notFound });
    expect((await sim.post(setDefaultBankAccountPath, { token: editor, query: { id: adminsOwn } })).body).toMatchObject({ message: rm.notFound });
    expect((await sim.put(p.update, { token: admin, json: { ...ACCOUNT, id: "461001", isDefault: true } })).body).toMatchObject({ message: rm.notFound });
    expect((await sim.post(p.delete, { token: admin, query: { id: "461001" } })).body).toMatchObject({ message: rm.notFound });
    // A record's history is its owner's alone.
    expect((await sim.get(p.history, { token: admin, query: { id: adminsOwn } })).body.data.map((e: { action: string }) => e.action)).toEqual(["create"]);
    expect((await sim.get(p.history, { token: editor, query: { id: adminsOwn } })).body.data).toEqual([]);
  });

  it("need the button to write, and a SWIFT code of the ISO 9362 shape", async () => {
    const editor = await sim.login("editor", T1);
    const id = await add(editor);
    expect((await sim.post(p.delete, { token: editor, query: { id } })).body).toMatchObject({ status: 403 });
    const badSwift = await sim.post(p.add, { token: editor, json: { ...ACCOUNT, swiftCode: "ICBK-CN" } });
    expect(badSwift.body.message).toContain(mm.badSwift);
    const badCurrency = await sim.post(p.add, { token: editor, json: { ...ACCOUNT, currency: "yuan" } });
    expect(badCurrency.body.message).toContain(mm.badCurrency);
  });
});
