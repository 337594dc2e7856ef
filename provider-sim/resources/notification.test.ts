import { and, eq } from "drizzle-orm";
import { notificationMessages as nm, notificationPaths as p } from "../../contract/admin/notification-admin";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { paths } from "../../contract/paths";
import { menuButtons, notificationRecipients, notifications, roleButtons, roleDataFields, roleUrls, urls } from "../../db/schema";
import { ids, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values(["add", "update", "delete", "export"].map((buttonCode, i) => ({ id: `49100${i}`, menuCode: "notification", buttonCode, buttonName: buttonCode, createTime: new Date() }))).run();
});
afterEach(() => sim.close());

const notice = (overrides: Record<string, unknown> = {}) => ({ title: "Office move", content: "<p>We <b>move</b><script>alert(1)</script></p>", type: "notice", priority: "normal", publishTo: "all", userIds: [], ...overrides });
const recipientsOf = (id: string) => sim.db.select().from(notificationRecipients).where(and(eq(notificationRecipients.tenantCode, T1), eq(notificationRecipients.notificationId, id))).all().map((r) => r.userId).sort();

describe("notifications", () => {
  it("publishes to everyone of the tenant with sanitised content, and each recipient sees it in the bell and in my notifications", async () => {
    const admin = await sim.login("admin", T1);
    const added = await sim.post(p.add, { token: admin, json: notice({ periodStart: "2026-03-01", periodEnd: "2026-03-31" }) });
    expect(added.body.status).toBe(200);
    const id = added.body.data.id as string;
    expect(recipientsOf(id)).toEqual([ids.admin, ids.disabled, ids.editor, ids.manager].sort());
    const row = sim.db.select().from(notifications).where(eq(notifications.id, id)).get()!;
    expect(row).toMatchObject({ content: "<p>We <b>move</b></p>", publisher: "admin", publishObjects: { all: true } });

    const list = await sim.get(p.query, { token: admin, query: { title: "Office" } });
    expect(list.body.data.list[0]).toMatchObject({ id, publishTo: "all", userIds: [], periodStart: "2026-03-01", periodEnd: "2026-03-31" });

    const editor = await sim.login("editor", T1);
    const bell = await sim.get(paths.notification.queryHeadNotification, { token: editor });
    expect(bell.body.data.list.map((n: { id: string }) => n.id)).toContain(id);
    const mine = await sim.get(p.queryMy, { token: editor, query: { read: "false" } });
    expect(mine.body.data.list.map((n: { id: string }) => n.id)).toContain(id);
    await sim.post(paths.notification.readNotification, { token: editor, query: { id } });
    const read = await sim.get(p.queryMy, { token: editor, query: { read: "true", type: "notice" } });
    expect(read.body.data.list.find((n: { id: string }) => n.id === id)).toMatchObject({ read: "true" });
  });

  it("publishes to chosen users only, and a change of recipients keeps who stays read", async () => {
    const admin = await sim.login("admin", T1);
    const added = await sim.post(p.add, { token: admin, json: notice({ publishTo: "users", userIds: [ids.editor] }) });
    const id = added.body.data.id as string;
    expect(recipientsOf(id)).toEqual([ids.editor]);
    sim.db.update(notificationRecipients).set({ readTime: new Date(1) }).where(eq(notificationRecipients.notificationId, id)).run();
    await sim.put(p.update, { token: admin, json: { ...notice({ publishTo: "users", userIds: [ids.editor, ids.manager] }), id } });
    expect(recipientsOf(id)).toEqual([ids.editor, ids.manager].sort());
    const editorRow = sim.db.select().from(notificationRecipients).where(and(eq(notificationRecipients.tenantCode, T1), eq(notificationRecipients.userId, ids.editor), eq(notificationRecipients.notificationId, id))).get();
    expect(editorRow?.readTime).not.toBeNull();
    await sim.post(p.delete, { token: admin, query: { id } });
    expect(recipientsOf(id)).toEqual([]);
  });

  it("refuses chosen users without any user, a user of another tenant, and a period that ends before it starts", async () => {
    const admin = await sim.login("admin", T1);
    expect((await sim.post(p.add, { token: admin, json: notice({ publishTo: "users" }) })).body.message).toContain(nm.chooseUsers);
    expect((await sim.post(p.add, { token: admin, json: notice({ publishTo: "users", userIds: [ids.editor2] }) })).body.message).toBe(nm.unknownRecipient);
    expect((await sim.post(p.add, { token: admin, json: notice({ periodStart: "2026-03-02", periodEnd: "2026-03-01" }) })).body.message).toContain(nm.periodEndBeforeStart);
    expect((await sim.post(p.add, { token: admin, json: notice({ title: "x".repeat(101) }) })).body.message).toContain(rm.tooLong);
  });

  it("keeps tenants apart, and needs the URL grant to list and the button to write", async () => {
    const admin = await sim.login("admin", T1);
    const other = await sim.put(p.update, { token: admin, json: { ...notice(), id: ids.notice4 } });
    expect(other.body.message).toBe(rm.notFound);
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(403);
    sim.db.insert(urls).values({ id: "491999", url: "/api/notification/**", method: "*", description: "n", createTime: new Date() }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "491999" }).run();
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(200);
    expect((await sim.post(p.add, { token: editor, json: notice() })).body.status).toBe(403);
    sim.db.insert(roleButtons).values({ tenantCode: T1, roleId: ids.editorRole1, buttonId: "491000" }).run();
    expect((await sim.post(p.add, { token: editor, json: notice() })).body.status).toBe(200);
  });

  it("lists the tenant's users as recipients", async () => {
    const admin = await sim.login("admin", T1);
    const answer = await sim.get(p.queryRecipients, { token: admin });
    const listed = answer.body.data.map((u: { id: string }) => u.id);
    expect(listed).toContain(ids.editor);
    expect(listed).not.toContain(ids.editor2);
    // Names to show, and the mobile and e-mail a picker searches by.
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(["email", "id", "mobile", "nickname", "username"]);
    expect(answer.body.data.find((u: { id: string }) => u.id === ids.editor)).toMatchObject({ mobile: "13800000002", email: "editor@example.com" });
  });

  it("leaves out of the recipients the mobile and e-mail that the caller's roles may not see of users", async () => {
    // The editor is granted the notification interface, and its role hides users' mobile and e-mail.
    sim.db.insert(urls).values({ id: "491998", url: "/api/notification/**", method: "*", description: "n", createTime: new Date() }).run();
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "491998" }).run();
    sim.db.insert(roleDataFields).values({ id: "491997", tenantCode: T1, roleCode: "ROLE_EDITOR", menuCode: "sysuser", dataField: "mobile,email", createTime: new Date() }).run();
    const editor = await sim.login("editor", T1);
    const answer = await sim.get(p.queryRecipients, { token: editor });
    expect(answer.body.data.length).toBeGreaterThan(1);
    expect(answer.body.data.every((u: { mobile: unknown; email: unknown }) => u.mobile === null && u.email === null)).toBe(true);
  });

  it("answers the notification types and priorities for the form's selects, to those granted the screen", async () => {
    const admin = await sim.login("admin", T1);
    expect((await sim.get(p.queryType, { token: admin })).body.data.map((o: { value: string; labelTw: string }) => [o.value, o.labelTw])).toEqual([
      ["notice", "通知"],
      ["message", "訊息"],
    ]);
    expect((await sim.get(p.queryPriority, { token: admin })).body.data.map((o: { value: string; label: string }) => [o.value, o.label])).toEqual([
      ["high", "High"],
      ["normal", "Normal"],
      ["low", "Low"],
    ]);
    expect((await sim.get(p.queryType, { token: await sim.login("editor", T1) })).body.status).toBe(403);
  });
});
