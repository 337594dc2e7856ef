import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { userAuthMessages as u, userAuthPaths as p } from "../../contract/admin/userauth";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { providerMessages as m } from "../../contract/messages";
import { auditLog, menuButtons, roleButtons, roleUrls, urls, userAuths } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const PERSONAL = { authType: "personal", realName: "张伟", idcardNo: "440305199003071236", phoneNumber: "13800000002", email: "zhang.wei@example.com" };
const ENTERPRISE = { ...PERSONAL, authType: "enterprise", orgName: "深圳前海报关有限公司", orgIdcardNo: "91440300MA5DCFXX0X", idcardNo: "" };

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const buttons = [
    ["approvalUser", "audit"], ["approvalUser", "delete"], ["approvalUser", "export"],
    ["individualUser", "update"], ["individualUser", "delete"], ["enterpriseUser", "update"],
  ] as const;
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `47000${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
  // The manager (ROLE_AGENT here) reviews: the URL grant and approvalUser:audit, nothing else.
  sim.db.insert(urls).values({ id: "479999", url: "/api/admin/userAuth/**", method: "*", description: "reviews", createTime: new Date() }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.agentRole1, urlId: "479999" }).run();
  sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: ids.agentRole1, buttonId: "470000" }).run();
  sim.db.insert(userAuths).values({ id: "471001", tenantCode: T2, userId: ids.editor2, authType: "personal", realName: "Other tenant", idcardNo: "11010519491231002X", createTime: new Date(1), updateTime: new Date(1) }).run();
});
afterEach(() => sim.close());

const commit = (token: string, json: unknown) => sim.post(p.commit, { token, json });

describe("a member's own authentication request", () => {
  it("is submitted with a token only, corrected while pending, and answers its state", async () => {
    const token = await sim.login("editor", T1);
    const first = await commit(token, PERSONAL);
    expect(first.body.status).toBe(200);
    const again = await commit(token, { ...PERSONAL, realName: "张伟伟" });
    expect(again.body.data.id).toBe(first.body.data.id);
    const mine = await sim.get(`${p.personalInfo}/${ids.editor}`, { token });
    expect(mine.body.data).toMatchObject({ realName: "张伟伟", approvalStatus: "pending", account: "editor", userId: ids.editor });
    const state = await sim.get(`${p.isAuth}/${ids.editor}`, { token });
    expect(state.body.data).toEqual({ authenticated: false, authType: "personal", approvalStatus: "pending" });
    // Another member's request, and the review list, need the grant.
    expect((await sim.get(`${p.personalInfo}/${ids.admin}`, { token })).body.status).toBe(403);
    expect((await sim.post(p.page, { token, json: {} })).body).toMatchObject({ status: 403, message: m.forbidden });
  });

  it("refuses numbers whose check character is wrong, and an enterprise without its credit code", async () => {
    const token = await sim.login("editor", T1);
    expect((await commit(token, { ...PERSONAL, idcardNo: "440305199003071237" })).body).toMatchObject({ status: 500, message: u.badIdcardNo });
    expect((await commit(token, { ...ENTERPRISE, orgIdcardNo: "91440300MA5DCFXX0Y" })).body).toMatchObject({ status: 500, message: u.badOrgIdcardNo });
    expect((await commit(token, { ...ENTERPRISE, orgIdcardNo: "" })).body).toMatchObject({ status: 500, message: u.enterpriseNeedsOrg });
    expect((await commit(token, { ...PERSONAL, idcardNo: "" })).body).toMatchObject({ status: 500, message: u.personalNeedsIdcard });
    expect((await commit(token, ENTERPRISE)).body.status).toBe(200);
  });
});

describe("reviewing requests", () => {
  it("rejects with a required reason, only once, never one's own, with its audit row", async () => {
    const member = await sim.login("editor", T1);
    const { id } = (await commit(member, PERSONAL)).body.data;
    const reviewer = await sim.login("manager", T1);
    expect((await sim.post(p.audit, { token: reviewer, json: { id, approvalStatus: "rejected" } })).body).toMatchObject({ status: 500, message: u.reasonRequired });
    expect((await sim.post(p.audit, { token: reviewer, json: { id, approvalStatus: "rejected", failCause: "ID photo unreadable" } })).body.status).toBe(200);
    const row = (await sim.get(`${p.byId}/${id}`, { token: reviewer })).body.data;
    expect(row).toMatchObject({ approvalStatus: "rejected", failCause: "ID photo unreadable", auditorName: "manager" });
    expect(row.auditTime).toBeTruthy();
    expect((await sim.post(p.audit, { token: reviewer, json: { id, approvalStatus: "approved" } })).body).toMatchObject({ status: 500, message: u.notPending });
    const audits = sim.db.select().from(auditLog).where(eq(auditLog.entityId, id)).all();
    expect(audits.map((a) => a.action)).toEqual(["create", "audit"]);

    // A rejected member submits anew; their own review is refused.
    const resubmitted = (await commit(member, PERSONAL)).body.data.id;
    expect(resubmitted).not.toBe(id);
    const own = (await commit(reviewer, { ...PERSONAL, realName: "Manager" })).body.data.id;
    expect((await sim.post(p.audit, { token: reviewer, json: { id: own, approvalStatus: "approved" } })).body).toMatchObject({ status: 500, message: u.ownRequest });
    expect((await sim.post(p.audit, { token: reviewer, json: { id: resubmitted, approvalStatus: "approved" } })).body.status).toBe(200);
    expect((await sim.get(`${p.isAuth}/${ids.editor}`, { token: member })).body.data).toMatchObject({ authenticated: true, approvalStatus: "approved" });
  });

  it("pages by a POST body with filters, pending first, inside the tenant only", async () => {
    const admin = await sim.login("admin", T1);
    await commit(await sim.login("editor", T1), PERSONAL);
    await commit(await sim.login("manager", T1), ENTERPRISE);
    const all = await sim.post(p.page, { token: admin, json: { currentPage: 1, pageSize: 10 } });
    expect(all.body.data.pagination).toEqual({ total: 2, pageSize: 10, current: 1 });
    const enterprise = await sim.post(p.page, { token: admin, json: { authType: "enterprise" } });
    expect(enterprise.body.data.list.map((r: { orgName: string }) => r.orgName)).toEqual(["深圳前海报关有限公司"]);
    const reviewed = await sim.post(p.page, { token: admin, json: { approvalStatus: "approved,rejected" } });
    expect(reviewed.body.data.list).toEqual([]);
    expect((await sim.get(`${p.byId}/471001`, { token: admin })).body).toMatchObject({ status: 500, message: rm.notFound });
    expect((await sim.post(p.audit, { token: admin, json: { id: "471001", approvalStatus: "approved" } })).body).toMatchObject({ message: rm.notFound });
    expect((await sim.post(p.remove, { token: admin, query: { id: "471001" } })).body).toMatchObject({ message: rm.notFound });
  });

  it("removes and updates with the button of a screen that shows the row, and exports a sheet", async () => {
    const { id } = (await commit(await sim.login("editor", T1), PERSONAL)).body.data;
    const reviewer = await sim.login("manager", T1);
    expect((await sim.post(p.remove, { token: reviewer, query: { id } })).body).toMatchObject({ status: 403 });
    expect((await sim.post(p.update, { token: reviewer, json: { ...PERSONAL, id } })).body).toMatchObject({ status: 403 });
    expect((await sim.post(p.exportExcel, { token: reviewer })).body).toMatchObject({ status: 403 });
    const admin = await sim.login("admin", T1);
    // A pending request is no member yet: no member screen may edit it, the review list has no edit.
    expect((await sim.post(p.update, { token: admin, json: { ...PERSONAL, id, realName: "X" } })).body).toMatchObject({ status: 403 });
    await sim.post(p.audit, { token: admin, json: { id, approvalStatus: "approved" } });
    expect((await sim.post(p.update, { token: admin, json: { ...PERSONAL, id, realName: "张伟 (updated)" } })).body.status).toBe(200);
    const file = await fetch(new URL(p.exportExcel, sim.base), {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/x-www-form-urlencoded" },
      body: "realName=updated",
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe("张伟 (updated)");
    expect((await sim.post(p.remove, { token: admin, query: { id } })).body.status).toBe(200);
    expect(sim.db.select().from(userAuths).where(eq(userAuths.id, id)).get()).toBeUndefined();
  });
});
