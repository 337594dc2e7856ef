import { and, eq } from "drizzle-orm";
import { addWeChatConfigSchema, addWeChatModuleSchema } from "../contract/business/wechat";
import { openDb, type Db } from "../db/client";
import { wechatConfigs, wechatFollowers, wechatModules, wechatOpenIds, wechatPushes } from "../db/schema";
import { open } from "../provider-sim/services/secret-box";
import { seedDatabase } from "./index";

const TODAY = "2026-11-27";
const KEY = Buffer.alloc(32, 3);
let db: Db;
beforeAll(() => {
  db = openDb(":memory:");
  seedDatabase(db, { password: "seed-test-pw", today: TODAY, secretKey: KEY });
}, 120_000);

describe("the WeChat demo book", () => {
  it("gives both demo tenants an approved account, and 10001 one in every audit state", () => {
    const configs = db.select().from(wechatConfigs).all();
    expect(configs.filter((c) => c.tenantCode === "10001").map((c) => c.status).sort()).toEqual(["approved", "draft", "rejected", "submitted"]);
    expect(configs.filter((c) => c.tenantCode === "10002").map((c) => c.status)).toContain("approved");
    expect(configs.find((c) => c.status === "rejected")!.auditReason).toBeTruthy();
    // Each as the screen would save it, its secret opening with the key it was sealed with.
    for (const c of configs) {
      expect(addWeChatConfigSchema.safeParse({ ...c, appSecret: c.appSecretSealed ? open(KEY, c.appSecretSealed) : "" }).success).toBe(true);
      if (c.status !== "draft") expect(c.appSecretSealed).toBeTruthy();
    }
  });

  it("holds modules the screen would accept, unique by code in each tenant", () => {
    const modules = db.select().from(wechatModules).all();
    expect(modules.filter((m) => !addWeChatModuleSchema.safeParse({ ...m, remark: m.remark ?? "" }).success)).toEqual([]);
    expect(new Set(modules.map((m) => `${m.tenantCode}/${m.code}`)).size).toBe(modules.length);
  });

  it("keeps push records of the last two weeks, whose failures are what the simulated WeChat answers their open ids", () => {
    const pushes = db.select().from(wechatPushes).all();
    const day = Date.parse(`${TODAY}T00:00:00Z`);
    expect(pushes.every((p) => p.pushTime.getTime() > day - 15 * 86_400_000 && p.pushTime.getTime() < day + 86_400_000)).toBe(true);
    for (const tenant of ["10001", "10002"]) {
      const own = pushes.filter((p) => p.tenantCode === tenant);
      expect(own.some((p) => !p.isFail)).toBe(true);
      expect(own.some((p) => p.isFail)).toBe(true);
    }
    expect(pushes.filter((p) => p.tenantCode === "10001" && p.isFail).map((p) => p.failReason)).toEqual(expect.arrayContaining(["40003 invalid openid", "43004 require subscribe"]));
    for (const p of pushes) {
      const account = db.select().from(wechatConfigs).where(and(eq(wechatConfigs.tenantCode, p.tenantCode), eq(wechatConfigs.id, p.configId))).get()!;
      expect(account.status).toBe("approved");
      const follower = db.select().from(wechatFollowers).where(and(eq(wechatFollowers.tenantCode, p.tenantCode), eq(wechatFollowers.appKey, account.appKey), eq(wechatFollowers.openId, p.openId))).get();
      const expected = !follower ? "40003 invalid openid" : !follower.subscribed ? "43004 require subscribe" : null;
      expect(p.failReason).toBe(expected);
      expect(db.select().from(wechatOpenIds).where(and(eq(wechatOpenIds.tenantCode, p.tenantCode), eq(wechatOpenIds.openId, p.openId))).get()).toBeTruthy();
    }
  });
});
