import { addExternalSystemSchema } from "../contract/business/jump";
import { openDb, type Db } from "../db/client";
import { demoExternalAccounts, externalSystems, userBindings, users } from "../db/schema";
import { pointDemoSystemsAt } from "../provider-sim/services/demo-external-origin";
import { signJumpToken, verifyJumpToken } from "../provider-sim/services/jump-tokens";
import { DEMO_EXTERNAL_SEED_ORIGIN, insertJump } from "./jump";

const TODAY = "2026-11-27";
const NAMED = [
  ["1", "10001", "manager"],
  ["2", "10001", "editor"],
  ["3", "10002", "hkmember"],
] as const;

function seeded(): Db {
  const db = openDb(":memory:");
  db.insert(users).values(NAMED.map(([id, tenantCode, username]) => ({ id, tenantCode, username, passwordHash: "x" }))).run();
  insertJump(db, TODAY);
  return db;
}

describe("the jump demo book", () => {
  const db = seeded();
  const systems = db.select().from(externalSystems).all();

  it("gives each demo tenant two enabled systems on the demo external system, saved as the screen would save them", () => {
    expect(systems.filter((s) => s.tenantCode === "10001")).toHaveLength(2);
    expect(systems.filter((s) => s.tenantCode === "10002")).toHaveLength(2);
    for (const system of systems) {
      expect(addExternalSystemSchema.safeParse({ ...system, remark: "" }).success).toBe(true);
      expect(system.skipUrl).toBe(`${DEMO_EXTERNAL_SEED_ORIGIN}/demo-external/jump`);
    }
  });

  it("binds a few users on both sides, none of them the administrators the journeys bind", () => {
    const bindings = db.select().from(userBindings).all();
    const accounts = db.select().from(demoExternalAccounts).all();
    expect(bindings.length).toBeGreaterThanOrEqual(3);
    expect(accounts.map((a) => `${a.systemId}/${a.uid}/${a.platformUserId}`).sort()).toEqual(bindings.map((b) => `${b.systemId}/${b.uid}/${b.userId}`).sort());
    expect(bindings.every((b) => b.isEffective && b.expTime.getTime() > Date.parse(`${TODAY}T00:00:00Z`))).toBe(true);
  });

  it("draws the same key pairs on every run, and each signs tokens its public half verifies", async () => {
    expect(seeded().select().from(externalSystems).all().map((s) => s.privateKey)).toEqual(systems.map((s) => s.privateKey));
    const [system] = systems;
    const claims = { tenantCode: system.tenantCode, systemId: system.id, userId: "1", purpose: "jump" as const };
    const { token } = await signJumpToken(system.privateKey, claims, 60, 0);
    expect((await verifyJumpToken(token, system.publicKey, claims, 1_000)).userId).toBe("1");
  });

  it("is re-pointed at the origin the simulator serves from", () => {
    pointDemoSystemsAt(db, "http://127.0.0.1:7100");
    const moved = db.select().from(externalSystems).all();
    expect(moved.every((s) => s.skipUrl === "http://127.0.0.1:7100/demo-external/jump" && s.tokenCheckUrl === "http://127.0.0.1:7100/api/business/jumptoken/checkJumpToken")).toBe(true);
  });
});
