import { eq } from "drizzle-orm";
import { sysOrgMessages as om, sysOrgPaths as p } from "../../contract/admin/sysorg";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { providerMessages as m } from "../../contract/messages";
import { menuButtons, orgs, roleUrls, users } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(
    ["update", "delete", "export"].map((buttonCode, i) => ({ id: `51000${i}`, menuCode: "sysorg", buttonCode, buttonName: buttonCode, createTime: new Date() })),
  ).run();
});
afterEach(() => sim.close());

const org = (values: Record<string, unknown>) => ({ orgType: "team", orgName: "Night Shift", orgSequence: 5, ...values });

describe("organisations", () => {
  it("answers the tenant's tree, ordered by sequence, filtered by name", async () => {
    const token = await sim.login("admin", T1);
    const tree = await sim.get(p.tree, { token });
    expect(tree.body.data).toMatchObject([{ id: ids.orgHq, children: [{ id: ids.orgSales }] }]);
    const filtered = await sim.get(p.tree, { token, query: { orgName: "Sales" } });
    expect(filtered.body.data.map((o: { id: string }) => o.id)).toEqual([ids.orgSales]);
  });

  it("adds a child, edits it, and refuses a parent outside the tenant, itself or its descendant", async () => {
    const token = await sim.login("admin", T1);
    const created = await sim.post(p.add, { token, json: org({ parentId: ids.orgSales }) });
    expect(created.body.status).toBe(200);
    const id = created.body.data.id as string;
    const update = (values: Record<string, unknown>) => sim.put(p.update, { token, json: org({ id, ...values }) });
    expect((await update({ orgName: "Day Shift", parentId: ids.orgHq })).body.status).toBe(200);
    expect(sim.db.select().from(orgs).where(eq(orgs.id, id)).get()).toMatchObject({ orgName: "Day Shift", parentId: ids.orgHq, tenantCode: T1 });
    expect((await update({ parentId: ids.orgBranch })).body).toMatchObject({ message: om.parentNotFound });
    expect((await update({ parentId: id })).body).toMatchObject({ message: om.parentIsSelf });
    const hq = await sim.put(p.update, { token, json: org({ id: ids.orgHq, orgType: "company", orgName: "Head Office", parentId: ids.orgSales }) });
    expect(hq.body).toMatchObject({ message: om.parentIsSelf });
    expect((await sim.post(p.add, { token, json: org({ orgName: "x".repeat(65) }) })).body.status).toBe(500);
  });

  it("refuses deleting an org with child orgs or with users, and deletes a leaf", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.post(p.delete, { token, query: { id: ids.orgHq } })).body).toMatchObject({ message: om.hasChildren });
    sim.db.update(users).set({ orgId: ids.orgSales }).where(eq(users.id, ids.editor)).run();
    expect((await sim.post(p.delete, { token, query: { id: ids.orgSales } })).body).toMatchObject({ message: om.hasUsers });
    sim.db.update(users).set({ orgId: null }).where(eq(users.id, ids.editor)).run();
    expect((await sim.post(p.delete, { token, query: { id: [ids.orgSales, ids.orgHq] } })).body.status).toBe(200);
    expect(sim.db.select().from(orgs).where(eq(orgs.tenantCode, T1)).all()).toEqual([]);
  });

  it("keeps another tenant's org out of reach by id", async () => {
    const token = await sim.login("admin", T1);
    const update = await sim.put(p.update, { token, json: org({ id: ids.orgBranch, orgType: "company" }) });
    expect(update.body).toMatchObject({ message: rm.notFound });
    expect((await sim.post(p.delete, { token, query: { id: ids.orgBranch } })).body).toMatchObject({ message: rm.notFound });
    expect(sim.db.select().from(orgs).where(eq(orgs.tenantCode, T2)).all()).toHaveLength(1);
  });

  it("refuses a write without the button, and the tree without the URL grant, though every user reads the list", async () => {
    const token = await sim.login("editor", T1);
    expect((await sim.get(p.tree, { token })).body.status).toBe(200);
    expect((await sim.post(p.add, { token, json: org({}) })).body).toMatchObject({ status: 403, message: m.forbidden });
    sim.db.delete(roleUrls).where(eq(roleUrls.urlId, ids.urlSysorg)).run();
    expect((await sim.get(p.query, { token })).body.status).toBe(200);
    expect((await sim.get(p.tree, { token })).body.status).toBe(403);
  });
});
