import { authoritySchema, type MenuNode } from "../../contract/auth";
import { systemModuleMessages as sm, systemModulePaths, switchOffSystemModulePath, switchOnSystemModulePath } from "../../contract/business/module";
import { supplierPaths } from "../../contract/business/supplier";
import { paths } from "../../contract/paths";
import { menuButtons, menus } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

/** Business management with its suppliers, the system modules screen and the logos; job scheduling with its jobs. */
const MODULE_MENUS = [
  ["470001", "businessManagement", null, 5],
  ["470002", "vendorInformation", "470001", 1],
  ["470003", "SystemModule", "470001", 2],
  ["470004", "logoManagement", "470001", 3],
  ["470005", "jobScheduling", null, 6],
  ["470006", "jobinfo", "470005", 1],
] as const;

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date(1);
  sim.db
    .insert(menus)
    .values(MODULE_MENUS.map(([id, menuCode, parentId, menuSequence]) => ({ id, menuCode, menuName: menuCode, menuPath: `/${menuCode}`, menuComponent: menuCode, menuSequence, parentId, menuStatus: 0, createTime: at, updateTime: at })))
    .run();
  sim.db
    .insert(menuButtons)
    .values([
      { id: "470101", menuCode: "SystemModule", buttonCode: "update", buttonName: "update", createTime: at },
      { id: "470102", menuCode: "vendorInformation", buttonCode: "add", buttonName: "add", createTime: at },
    ])
    .run();
});
afterEach(() => sim.close());

const flatten = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.menuCode, ...flatten(n.routes ?? []), ...flatten(n.children ?? [])]);
async function authorityOf(username: string, tenantCode: string) {
  const token = await sim.login(username, tenantCode);
  return authoritySchema.parse((await sim.post(paths.account.queryCurrentAuthority, { token, query: { username } })).body);
}
const statuses = async (token: string) => Object.fromEntries(((await ok(sim.get(systemModulePaths.query, { token, query: { pageSize: "50" } }))).list as { menuCode: string; status: string }[]).map((r) => [r.menuCode, r.status]));

describe("system modules in the simulator", () => {
  it("lists the menu groups that are modules, each on until the tenant switches it off", async () => {
    const token = await sim.login("admin", T1);
    expect(await statuses(token)).toEqual({ businessManagement: "on", jobScheduling: "on" });
    await ok(sim.post(switchOffSystemModulePath, { token, query: { id: "470005" } }));
    expect(await statuses(token)).toEqual({ businessManagement: "on", jobScheduling: "off" });
    expect(await statuses(await sim.login("hkadmin", T2))).toEqual({ businessManagement: "on", jobScheduling: "on" });
    expect(await refusal(sim.post(switchOffSystemModulePath, { token, query: { id: "470005" } }))).toBe(sm.alreadyOff);
    // A menu that is no module (the suppliers' page) cannot be switched.
    expect(await refusal(sim.post(switchOffSystemModulePath, { token, query: { id: "470002" } }))).toBe(sm.notAModule);
  });

  it("takes a switched-off module's menus and buttons out of the authority and refuses its calls, for that tenant only", async () => {
    const token = await sim.login("admin", T1);
    expect((await sim.get(supplierPaths.query, { token })).body.status).toBe(200);
    await ok(sim.post(switchOffSystemModulePath, { token, query: { id: "470001" } }));

    const authority = await authorityOf("admin", T1);
    // The group stays for the screens that are always on; its other pages and their buttons go.
    expect(flatten(authority.menu)).toEqual(expect.arrayContaining(["businessManagement", "SystemModule", "logoManagement", "jobScheduling", "jobinfo"]));
    expect(flatten(authority.menu)).not.toContain("vendorInformation");
    expect(authority.menuButton).not.toContain("vendorInformation:add");
    expect((await sim.get(supplierPaths.query, { token })).body.status).toBe(403);

    // The other tenant keeps it.
    expect(flatten((await authorityOf("hkadmin", T2)).menu)).toContain("vendorInformation");
    expect((await sim.get(supplierPaths.query, { token: await sim.login("hkadmin", T2) })).body.status).toBe(200);

    await ok(sim.post(switchOnSystemModulePath, { token, query: { id: "470001" } }));
    expect(flatten((await authorityOf("admin", T1)).menu)).toContain("vendorInformation");
    expect((await sim.get(supplierPaths.query, { token })).body.status).toBe(200);
  });

  it("switches only with the module screen's update button", async () => {
    const token = await sim.login("editor", T1);
    expect((await sim.post(switchOffSystemModulePath, { token, query: { id: "470005" } })).body.status).toBe(403);
  });
});
