import { eq } from "drizzle-orm";
import {
  auditWeChatConfigPath,
  pushWeChatTemplatePath,
  retryWeChatPushPath,
  submitWeChatConfigPath,
  wechatConfigPaths,
  wechatMessages as wm,
  wechatPushMemberOptionsPath,
  wechatPushPaths,
} from "../../contract/business/wechat";
import { menuButtons, outbox, roleButtons, roleUrls, urls, wechatConfigs, wechatFollowers, wechatOpenIds, wechatPushes } from "../../db/schema";
import { open, secretKeyOf } from "../services/secret-box";
import { ok, refusal } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const SECRET = "0123456789abcdef0123456789abcdef";
const ACCOUNT = { name: "Service account", appKey: "wx0123456789abcdef", appSecret: SECRET, routeUrl: "https://wx.example.com", templateId: "TPL-1" };

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date(1);
  const buttons = [
    ...["add", "update", "delete", "export"].map((code) => ["weChatManagement", code]),
    ...["add", "update", "delete", "export"].map((code) => ["pushManagement", code]),
  ];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `37900${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))).run();
  sim.db.insert(urls).values({ id: "379100", url: "/api/business/**", method: "*" }).run();
  sim.db.insert(roleUrls).values([{ tenantCode: T1, roleId: ids.editorRole1, urlId: "379100" }, { tenantCode: T2, roleId: ids.editorRole2, urlId: "379100" }]).run();
  // 10001's editor holds every button; 10002's too, for the tenant-scope checks.
  sim.db.insert(roleButtons).values(buttons.map((_, i) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId: `37900${i}` }))).run();
  sim.db.insert(roleButtons).values(buttons.map((_, i) => ({ tenantCode: T2, roleId: ids.editorRole2, buttonId: `37900${i}` }))).run();
});
afterEach(() => sim.close());

/** An approved account of 10001, made and audited through the calls. */
async function approvedAccount(token: string): Promise<string> {
  const { id } = await ok(sim.post(wechatConfigPaths.add, { token, json: ACCOUNT }));
  await ok(sim.post(submitWeChatConfigPath, { token, query: { id } }));
  await ok(sim.post(auditWeChatConfigPath, { token, json: { id, decision: "approved" } }));
  return id;
}

/** Three members of 10001 with open ids: one followed, one unsubscribed, one WeChat does not know. */
function members() {
  const people = [
    { userId: ids.admin, openId: "o-admin-open-id-000000000000", follower: true },
    { userId: ids.editor, openId: "o-editor-open-id-00000000000", follower: false },
    { userId: ids.manager, openId: "o-manager-open-id-0000000000", follower: null },
  ];
  people.forEach((p, i) => sim.db.insert(wechatOpenIds).values({ id: `37950${i}`, tenantCode: T1, userId: p.userId, openId: p.openId }).run());
  people.forEach((p, i) => {
    if (p.follower !== null) sim.db.insert(wechatFollowers).values({ id: `37960${i}`, tenantCode: T1, appKey: ACCOUNT.appKey, openId: p.openId, subscribed: p.follower }).run();
  });
  return people;
}

describe("WeChat public accounts in the simulator", () => {
  it("keeps the secret sealed and never answers it, in the list, the history or an edit's answer", async () => {
    const token = await sim.login("editor", T1);
    const { id } = await ok(sim.post(wechatConfigPaths.add, { token, json: ACCOUNT }));
    const stored = sim.db.select().from(wechatConfigs).where(eq(wechatConfigs.id, id)).get()!;
    expect(stored.appSecretSealed).not.toContain(SECRET);
    expect(open(secretKeyOf({}), stored.appSecretSealed!)).toBe(SECRET);
    const list = await sim.get(wechatConfigPaths.query, { token });
    const history = await sim.get(wechatConfigPaths.history, { token, query: { id } });
    for (const answer of [list, history]) {
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
      expect(JSON.stringify(answer.body)).not.toContain(stored.appSecretSealed);
    }
    expect(list.body.data.list[0]).toMatchObject({ id, hasSecret: true });
    expect(list.body.data.list[0]).not.toHaveProperty("appSecret");
    expect(list.body.data.list[0]).not.toHaveProperty("appSecretSealed");
    // A blank secret on an edit keeps the one set.
    await ok(sim.put(wechatConfigPaths.update, { token, json: { ...ACCOUNT, id, appSecret: "", name: "Renamed" } }));
    expect(sim.db.select().from(wechatConfigs).where(eq(wechatConfigs.id, id)).get()!.appSecretSealed).toBe(stored.appSecretSealed);
  });

  it("goes draft → submitted → approved or rejected with a reason, recording who and when, each step only from its states", async () => {
    const token = await sim.login("editor", T1);
    const { id } = await ok(sim.post(wechatConfigPaths.add, { token, json: { ...ACCOUNT, appSecret: "" } }));
    expect(await refusal(sim.post(submitWeChatConfigPath, { token, query: { id } }))).toBe(wm.secretMissing);
    await ok(sim.put(wechatConfigPaths.update, { token, json: { ...ACCOUNT, id } }));
    expect(await refusal(sim.post(auditWeChatConfigPath, { token, json: { id, decision: "approved" } }))).toBe(wm.stepNotAllowed);
    await ok(sim.post(submitWeChatConfigPath, { token, query: { id } }));
    expect(await refusal(sim.put(wechatConfigPaths.update, { token, json: { ...ACCOUNT, id } }))).toBe(wm.stepNotAllowed);
    expect(await refusal(sim.post(auditWeChatConfigPath, { token, json: { id, decision: "rejected" } }))).toContain(wm.reasonNeeded);
    await ok(sim.post(auditWeChatConfigPath, { token, json: { id, decision: "rejected", reason: "Wrong company name" } }));
    expect(sim.db.select().from(wechatConfigs).where(eq(wechatConfigs.id, id)).get()).toMatchObject({ status: "rejected", submitter: "editor", auditor: "editor", auditReason: "Wrong company name" });
    await ok(sim.post(submitWeChatConfigPath, { token, query: { id } }));
    await ok(sim.post(auditWeChatConfigPath, { token, json: { id, decision: "approved" } }));
    const row = sim.db.select().from(wechatConfigs).where(eq(wechatConfigs.id, id)).get()!;
    expect(row).toMatchObject({ status: "approved", auditReason: null });
    expect(row.auditTime).toBeInstanceOf(Date);
    const history = await ok(sim.get(wechatConfigPaths.history, { token, query: { id } }));
    expect((history as { action: string; username: string }[]).map((h) => h.action)).toEqual(expect.arrayContaining(["submit", "reject", "approve"]));
    // The other tenant's editor cannot step 10001's account.
    const other = await sim.login("editor", T2);
    expect((await sim.post(submitWeChatConfigPath, { token: other, query: { id } })).body.status).not.toBe(200);
  });
});

describe("pushing template messages in the simulator", () => {
  it("writes one record per receiver: the followed one delivered to the outbox, the others failed with WeChat's own codes", async () => {
    const token = await sim.login("editor", T1);
    const configId = await approvedAccount(token);
    const people = members();
    const outcome = await ok(sim.post(pushWeChatTemplatePath, { token, json: { configId, userIds: people.map((p) => p.userId), context: "Your order shipped" } }));
    expect(outcome).toEqual({ delivered: 1, failed: 2 });
    const records = sim.db.select().from(wechatPushes).all();
    const byOpenId = Object.fromEntries(records.map((r) => [r.openId, r]));
    expect(byOpenId[people[0]!.openId]).toMatchObject({ isFail: false, failReason: null, attempts: 1, tenantCode: T1 });
    expect(byOpenId[people[1]!.openId]).toMatchObject({ isFail: true, failReason: "43004 require subscribe" });
    expect(byOpenId[people[2]!.openId]).toMatchObject({ isFail: true, failReason: "40003 invalid openid" });
    const sent = sim.db.select().from(outbox).where(eq(outbox.channel, "wechat")).all();
    expect(sent.map((m) => [m.to, m.body])).toEqual([[people[0]!.openId, "Your order shipped"]]);
    // The list filters the failed ones.
    const failed = await ok(sim.get(wechatPushPaths.query, { token, query: { outcome: "failed" } }));
    expect((failed as { list: { failReason: string; configName: string }[] }).list.map((r) => r.failReason).sort()).toEqual(["40003 invalid openid", "43004 require subscribe"]);
  });

  it("retries failed pushes: one that now reaches its member is delivered, one still failing keeps its reason, both counted", async () => {
    const token = await sim.login("editor", T1);
    const configId = await approvedAccount(token);
    const people = members();
    await ok(sim.post(pushWeChatTemplatePath, { token, json: { configId, userIds: people.map((p) => p.userId), context: "Hello" } }));
    const failed = sim.db.select().from(wechatPushes).where(eq(wechatPushes.isFail, true)).all();
    // The member who unsubscribed follows again.
    sim.db.update(wechatFollowers).set({ subscribed: true }).where(eq(wechatFollowers.openId, people[1]!.openId)).run();
    const outcome = await ok(sim.post(retryWeChatPushPath, { token, query: { id: failed.map((r) => r.id) } }));
    expect(outcome).toEqual({ delivered: 1, failed: 1 });
    const after = Object.fromEntries(sim.db.select().from(wechatPushes).all().map((r) => [r.openId, r]));
    expect(after[people[1]!.openId]).toMatchObject({ isFail: false, failReason: null, attempts: 2 });
    expect(after[people[2]!.openId]).toMatchObject({ isFail: true, failReason: "40003 invalid openid", attempts: 2 });
    // A delivered record is not retried.
    expect(await refusal(sim.post(retryWeChatPushPath, { token, query: { id: after[people[0]!.openId]!.id } }))).toBe(wm.notFailed);
  });

  it("refuses a push through an account not approved, to a member without an open id, and another tenant's records", async () => {
    const token = await sim.login("editor", T1);
    const { id: draft } = await ok(sim.post(wechatConfigPaths.add, { token, json: ACCOUNT }));
    const people = members();
    expect(await refusal(sim.post(pushWeChatTemplatePath, { token, json: { configId: draft, userIds: [people[0]!.userId], context: "Hi" } }))).toBe(wm.configNotApproved);
    await ok(sim.post(submitWeChatConfigPath, { token, query: { id: draft } }));
    await ok(sim.post(auditWeChatConfigPath, { token, json: { id: draft, decision: "approved" } }));
    expect(await refusal(sim.post(pushWeChatTemplatePath, { token, json: { configId: draft, userIds: [ids.disabled], context: "Hi" } }))).toBe(wm.receiverUnknown);
    expect(await refusal(sim.post(pushWeChatTemplatePath, { token, json: { configId: draft, userIds: [], context: "Hi" } }))).toContain(wm.receiversNeeded);
    await ok(sim.post(pushWeChatTemplatePath, { token, json: { configId: draft, userIds: [people[2]!.userId], context: "Hi" } }));
    const record = sim.db.select().from(wechatPushes).get()!;
    const other = await sim.login("editor", T2);
    expect((await sim.post(retryWeChatPushPath, { token: other, query: { id: record.id } })).body.status).not.toBe(200);
    expect((await ok(sim.get(wechatPushPaths.query, { token: other }))).pagination.total).toBe(0);
    expect(await ok(sim.get(wechatPushMemberOptionsPath, { token: other }))).toEqual([]);
    expect(sim.db.select().from(wechatPushes).get()!.attempts).toBe(1);
  });
});
