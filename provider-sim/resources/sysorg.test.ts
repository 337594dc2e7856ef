import { eq } from "drizzle-orm";
import { sysOrgCalls as c, sysOrgMessages as om, sysOrgPaths as p, type OrgUserNode } from "../../contract/admin/sysorg";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { providerMessages as m } from "../../contract/messages";
import { dicts, menuButtons, orgs, roleUrls, users } from "../../db/schema";
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

  it("answers the org types from the org_type dictionary, the product's own while it is empty", async () => {
    const token = await sim.login("admin", T1);
    const builtIn = await sim.get(c.queryOrgType, { token });
    expect(builtIn.body.data).toEqual([
      { value: "company", label: "Company", labelEn: "Company", labelZh: "公司", labelTw: "公司" },
      { value: "department", label: "Department", labelEn: "Department", labelZh: "部门", labelTw: "部門" },
      { value: "team", label: "Team", labelEn: "Team", labelZh: "小组", labelTw: "小組" },
    ]);
    const entry = (id: string, dictValue: string, dictName: string, tenantCode: string | null, parentId: string | null) => ({ id, dictType: "org_type", dictValue, dictName, tenantCode, parentId, isPrivate: tenantCode !== null, createTime: new Date(), updateTime: new Date() });
    sim.db.insert(dicts).values([entry("520000", "org_type", "Org type", null, null), entry("520001", "branch", "Branch office", null, "520000"), entry("520002", "lab", "Lab", T2, "520000")]).run();
    expect((await sim.get(c.queryOrgType, { token })).body.data).toEqual([{ value: "branch", label: "Branch office", labelEn: null, labelZh: null, labelTw: null }]);
  });

  it("answers the org tree with each org's users, and who holds a role", async () => {
    const token = await sim.login("admin", T1);
    sim.db.update(users).set({ orgId: ids.orgSales }).where(eq(users.id, ids.editor)).run();
    const tree = await sim.get(c.queryOrgUserTree, { token });
    const titles = (nodes: OrgUserNode[]): unknown[] => nodes.map((n) => (n.children?.length ? [n.title, titles(n.children)] : n.title));
    expect(titles(tree.body.data)).toEqual([["Head Office", [["Sales_100%", ["editor"]]]], "admin", "disabled", "manager"]);
    const holders = await sim.get(c.queryOrgUserTree, { token, query: { roleId: ids.editorRole1, assign: "true" } });
    expect(titles(holders.body.data)).toEqual([["Head Office", [["Sales_100%", ["editor"]]]], "disabled", "manager"]);
    expect(holders.body.data[0].children[0].children[0]).toMatchObject({ id: ids.editor, type: "user", username: "editor", checked: true });
    const foreign = await sim.get(c.queryOrgUserTree, { token, query: { roleId: ids.editorRole2 } });
    expect(foreign.body).toMatchObject({ status: 500, message: rm.notFound });
  });
});
