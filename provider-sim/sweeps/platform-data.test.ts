import { and, eq, getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { sysDictPaths } from "../../contract/admin/sysdict";
import { sysRegionPaths } from "../../contract/admin/sysregion";
import { paths } from "../../contract/paths";
import * as schema from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { insertTariffWorld } from "../testing/tariff-world";
import { PLATFORM_MENUS, PLATFORM_WRITE_BUTTONS } from "../resources/platform";
import { SIM_RESOURCES } from "../routes/resources";
import { TENANT_OWNED_TABLES } from "../tenant";

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000, hsReference: true });
  insertTariffWorld(sim.db);
  const at = new Date();
  sim.db
    .insert(schema.regions)
    .values([
      { id: "980001", regionCode: "810000", regionName: "Hong Kong", regionType: "province", createTime: at, updateTime: at },
      { id: "980002", regionCode: "810100", regionName: "Central and Western", regionType: "city", parentRegionCode: "810000", createTime: at, updateTime: at },
    ])
    .run();
  // Every platform menu and the dictionaries have their screens' buttons, as the seeds give them.
  const menus = [...Object.keys(PLATFORM_WRITE_BUTTONS).filter((menu) => menu !== "HscodeMgt"), "sysdict"];
  const buttons = menus.flatMap((menuCode, m) => ["add", "update", "delete", "export", "import", "audit"].map((buttonCode, b) => ({ id: String(981000 + m * 10 + b), menuCode, buttonCode, buttonName: buttonCode, createTime: at })));
  sim.db.insert(schema.menuButtons).values(buttons).run();
  sim.db.insert(schema.dicts).values({ id: "980101", tenantCode: T2, dictType: "unit", dictName: "Bales", dictValue: "BALE", isPrivate: true, createTime: at, updateTime: at }).run();
});
afterAll(() => sim.close());

/** Tables of no one tenant, and the dictionaries' platform rows: what every tenant shares. */
const SHARED = (Object.values(schema) as unknown[]).filter(
  (v): v is SQLiteTable => is(v, SQLiteTable) && !TENANT_OWNED_TABLES.has(getTableName(v)) && !["sys_audit_log", "sys_captcha", "sys_row_count", "sys_row_count_hour"].includes(getTableName(v)),
);
const platformData = () => JSON.stringify(SHARED.map((table) => sim.db.$client.prepare(`select * from "${getTableName(table)}" where ${getTableName(table) === "sys_dict" ? "tenant_code is null" : "1"} order by 1`).all()));

/** A stored row as a write's body: close enough to valid that only the caller can be the reason for a refusal. */
const rowOf = (table: SQLiteTable) => sim.db.select().from(table).limit(1).get() as Record<string, unknown>;

/** The calls of a resource that only read: its list, tree, history, exports and lookups. */
const READS = /^(base|query\w*|export\w*|tree|history|byCode)$/;

/** Every call that writes platform data (an update is a PUT, the rest POSTs), with a body and query naming a real record. */
function platformWrites(): { method: "POST" | "PUT"; path: string; query: Record<string, string>; json: unknown }[] {
  const calls = [];
  for (const resource of SIM_RESOURCES) {
    const crud = resource.crud;
    if (!crud || crud.scope !== "platform" || crud.readOnly) continue;
    const row = rowOf(crud.table);
    const keyField = crud.key?.field ?? "id";
    const query = { [keyField]: String(row[keyField]) };
    const writes = Object.entries(crud.paths as Record<string, string>).filter(([name]) => !READS.test(name) && (name !== "import" || crud.importable));
    for (const [name, path] of writes) {
      calls.push({ method: name === "update" ? ("PUT" as const) : ("POST" as const), path, query, json: name === "import" ? { rows: [row] } : row });
    }
  }
  // The dictionaries' platform rows, beside the tenant's own.
  const unit = sim.db.select().from(schema.dicts).where(eq(schema.dicts.dictValue, "KG")).get()!;
  calls.push({ method: "PUT" as const, path: sysDictPaths.update, query: {}, json: { ...unit, dictName: "Kilos" } });
  calls.push({ method: "POST" as const, path: sysDictPaths.delete, query: { id: unit.id }, json: {} });
  calls.push({ method: "POST" as const, path: sysDictPaths.add, query: {}, json: { dictType: "unit", dictName: "Tonnes", dictValue: "TNE", dictSequence: 9, isPrivate: false } });
  return calls;
}

describe("platform data sweep", () => {
  it("refuses a tenant administrator every write of platform data, and nothing changes", async () => {
    const token = await sim.login("hkadmin", T2);
    const before = platformData();
    const calls = platformWrites();
    const failures: string[] = [];
    for (const call of calls) {
      const answer = await sim.call(call.method, call.path, { token, query: call.query, json: call.json });
      if (answer.body?.status !== 403) failures.push(`${call.method} ${call.path} → ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    expect(calls.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    expect(platformData()).toBe(before);
  }, 60_000);

  it("still lets the tenant administrator read platform data and keep the tenant's own dictionary rows", async () => {
    const token = await sim.login("hkadmin", T2);
    const regions = await sim.get(sysRegionPaths.query, { token });
    expect(regions.body.data.list.map((r: { regionCode: string }) => r.regionCode)).toContain("810000");
    const own = await sim.call("PUT", sysDictPaths.update, { token, json: { id: "980101", dictType: "unit", dictName: "Bales (bundled)", dictValue: "BALE", dictSequence: 1, isPrivate: true } });
    expect(own.body.status).toBe(200);
  });

  it("lets the platform's administrator write it, and keeps the audit row in the platform's log", async () => {
    const token = await sim.login("admin", T1);
    const answer = await sim.call("PUT", sysRegionPaths.update, { token, json: { regionCode: "810100", regionName: "Central & Western", regionType: "city", parentRegionCode: "810000" } });
    expect(answer.body.status).toBe(200);
    const trail = sim.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, "sysregion"), eq(schema.auditLog.entityId, "810100"))).all();
    expect(trail.map((r) => [r.tenantCode, r.username, r.action])).toEqual([[T1, "admin", "update"]]);
  });

  it("leaves the buttons that write platform data out of a tenant administrator's authority", async () => {
    const buttons = async (username: string, tenantCode: string) =>
      (await sim.post(paths.account.queryCurrentAuthority, { token: await sim.login(username, tenantCode), query: { username } })).body.menuButton as string[];
    const [platform, tenant] = await Promise.all([buttons("admin", T1), buttons("hkadmin", T2)]);
    expect(platform).toEqual(expect.arrayContaining(["HscodeMgt:add", "HscodeMgt:update", "HscodeMgt:import"]));
    expect(tenant).toContain("HscodeMgt:update");
    expect(tenant).toContain("sysuser:add");
    const platformWrites = Object.entries(PLATFORM_WRITE_BUTTONS).flatMap(([menu, codes]) => codes.map((code) => `${menu}:${code}`));
    expect(tenant.filter((code) => platformWrites.includes(code))).toEqual([]);
  });

  it("offers a tenant administrator no screen of platform records (tenants, app clients), which answer them no permission", async () => {
    const authority = async (username: string, tenantCode: string) =>
      (await sim.post(paths.account.queryCurrentAuthority, { token: await sim.login(username, tenantCode), query: { username } })).body as { menu: unknown; menuButton: string[] };
    const codes = (nodes: unknown): string[] => (Array.isArray(nodes) ? nodes.flatMap((n: { menuCode?: string; code?: string; children?: unknown }) => [String(n.menuCode ?? n.code ?? ""), ...codes(n.children)]) : []);
    for (const [i, menu] of [...PLATFORM_MENUS].entries()) {
      if (!sim.db.select().from(schema.menus).where(eq(schema.menus.menuCode, menu)).get()) {
        sim.db.insert(schema.menus).values({ id: `49990${i}`, menuCode: menu, menuName: menu, menuPath: `/${menu}`, createTime: new Date(), updateTime: new Date() }).run();
      }
    }
    const [platform, tenant] = await Promise.all([authority("admin", T1), authority("hkadmin", T2)]);
    for (const menu of PLATFORM_MENUS) {
      expect(JSON.stringify(platform.menu)).toContain(`"${menu}"`);
      expect(JSON.stringify(tenant.menu)).not.toContain(`"${menu}"`);
      expect(tenant.menuButton.filter((code) => code.startsWith(`${menu}:`))).toEqual([]);
    }
    expect(codes(tenant.menu).length).toBeGreaterThan(0);
  });

  it("names the write buttons of every platform resource among the platform's", () => {
    for (const resource of SIM_RESOURCES) {
      const crud = resource.crud;
      if (crud?.scope !== "platform" || crud.readOnly) continue;
      // The HS codes' edit button also writes a tenant's note; the server still refuses it the lines.
      const writes = ["add", "update", "delete", ...(crud.importable ? ["import"] : [])].filter((b) => !(crud.menuCode === "HscodeMgt" && b === "update"));
      expect(PLATFORM_WRITE_BUTTONS[crud.menuCode]).toEqual(expect.arrayContaining(writes));
    }
  });
});
