import { headNotificationsSchema } from "../contract/notification";
import { notificationRecipients, notifications } from "../db/schema";
import { ids, T1, T2 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(() => sim.close());

const PATH = "/api/notification/notification/queryHeadNotification";

describe("queryHeadNotification", () => {
  it("lists the user's notifications newest first with read flags and the unread count", async () => {
    const answer = await sim.get(PATH, { token: await sim.login("editor", T1) });
    const data = headNotificationsSchema.parse(answer.body.data);
    expect(data.unread).toBe(1);
    expect(data.list.map((n) => [n.id, n.read])).toEqual([
      [ids.notice2, true],
      [ids.notice1, false],
    ]);
  });

  it("shows each user and tenant only their own", async () => {
    const admin = headNotificationsSchema.parse((await sim.get(PATH, { token: await sim.login("admin", T1) })).body.data);
    expect(admin.list.map((n) => n.id)).toEqual([ids.notice3, ids.notice1]);
    expect(admin.unread).toBe(2);
    const other = headNotificationsSchema.parse((await sim.get(PATH, { token: await sim.login("editor", T2) })).body.data);
    expect(other.list.map((n) => n.title)).toEqual(["Second tenant news"]);
  });

  it("keeps the newest notices in view however many newer messages (tasks, alarms) arrive", async () => {
    const at = (n: number) => new Date(Date.UTC(2026, 5, 1, 0, n));
    const messages = Array.from({ length: 12 }, (_, i) => ({ id: String(990100 + i), tenantCode: T1, title: `Task ${i}`, content: "", type: "message" as const, priority: "normal" as const, publisher: "workflow", createTime: at(i), updateTime: at(i) }));
    sim.db.insert(notifications).values(messages).run();
    sim.db.insert(notificationRecipients).values(messages.map((m) => ({ tenantCode: T1, notificationId: m.id, userId: ids.editor }))).run();
    const data = headNotificationsSchema.parse((await sim.get(PATH, { token: await sim.login("editor", T1) })).body.data);
    expect(data.list.filter((n) => n.type === "message")).toHaveLength(10);
    expect(data.list.filter((n) => n.type === "notice").map((n) => n.id)).toEqual([ids.notice1]);
    expect(data.list[0].title).toBe("Task 11");
  });

  it("needs a token", async () => {
    expect((await sim.get(PATH)).status).toBe(401);
  });
});

describe("readNotification and readAllNotification", () => {
  const READ = "/api/notification/notification/readNotification";
  const READ_ALL = "/api/notification/notification/readAllNotification";
  const head = async (token: string) => headNotificationsSchema.parse((await sim.get(PATH, { token })).body.data);

  it("marks one of the caller's notices read, and then all of them", async () => {
    const admin = await sim.login("admin", T1);
    expect((await sim.post(`${READ}?id=${ids.notice1}`, { token: admin })).body.status).toBe(200);
    expect((await head(admin)).list.map((n) => [n.id, n.read])).toEqual([
      [ids.notice3, false],
      [ids.notice1, true],
    ]);
    expect((await head(admin)).unread).toBe(1);
    expect((await sim.post(READ_ALL, { token: admin })).body.status).toBe(200);
    expect((await head(admin)).unread).toBe(0);
  });

  it("is open to every signed-in user for their own notices, without an interface grant", async () => {
    const editor = await sim.login("editor", T1);
    expect((await sim.post(`${READ}?id=${ids.notice1}`, { token: editor })).body.status).toBe(200);
    expect((await head(editor)).unread).toBe(0);
    expect((await sim.post(READ_ALL, { token: editor })).body.status).toBe(200);
  });

  it("cannot mark another user's or another tenant's notice read", async () => {
    const editor = await sim.login("editor", T1);
    await sim.post(`${READ}?id=${ids.notice3}`, { token: editor });
    const otherTenant = await sim.login("editor", T2);
    await sim.post(`${READ}?id=${ids.notice1}`, { token: otherTenant });
    await sim.post(READ_ALL, { token: otherTenant });
    expect((await head(await sim.login("admin", T1))).unread).toBe(2);
    expect((await head(editor)).unread).toBe(1);
  });

  it("needs a token and an id", async () => {
    expect((await sim.post(READ_ALL)).status).toBe(401);
    expect((await sim.post(READ, { token: await sim.login("admin", T1) })).body.status).not.toBe(200);
  });
});
