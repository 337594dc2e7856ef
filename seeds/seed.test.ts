import { compareSync } from "bcryptjs";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { openDb, type Db } from "../db/client";
import * as schema from "../db/schema";
import { parseCsv } from "./csv";
import { isSeeded, MENU_TREE, SEED_ACCOUNTS, seedDatabase } from "./index";
import { MENU_ICONS } from "./menus";

const PASSWORD = "seed-test-pw";

/** SPEC §2 "Logged-in areas", route by route (/home only redirects to /workbench). */
const SPEC_PATHS = [
  "/workbench", "/mynotification",
  "/appmonitor", "/jobinfo", "/taskinstance", "/dagtaskinstance", "/workflowinfo", "/workfloweditor",
  "/dagworkflowinstance", "/workflowinstancedetails",
  "/codegenerator", "/codegenerator/generatortemplate", "/codegenerator/forwardgenerator", "/codegenerator/reversegenerator",
  "/formgenerator", "/formdesign", "/generatorform", "/elk",
  "/HscodeMgt", "/GoodsMgt", "/ClassifyPlatform", "/ClassifyOrder", "/Declaration", "/ManifestQuery",
  "/MyAccount", "/RechargeRecord", "/RechargeFlow", "/RechargeInfo", "/AccountInfo", "/RechargeFlowBack", "/BankMgt",
  "/OpenApiInfo", "/OpenApiUser",
  "/sysrole", "/sysurl", "/datapermission",
  "/sysuser", "/syspost", "/sysmenu", "/sysorg", "/sysdict", "/sysregion", "/sysparam", "/notification", "/appclient",
  "/onlinesysuser", "/upload-download",
  "/jumpManagement", "/pushManagement", "/vendorInformation", "/sBankAccountManagement", "/sAddressManagement",
  "/merchandiseNews", "/individualUser", "/enterpriseUser", "/weChatManagement", "/weChatModuleManagement",
  "/approvalUser", "/AuthorityReview", "/logoManagement", "/orderList", "/editAddOrder", "/SystemModule",
  "/InventoryInquiry", "/warehouseInformation", "/BillingManagement", "/ClearingCenter", "/DataReport", "/OneClickOrder",
  "/profile/index", "/profileEnterprise", "/bankAccountManagement", "/addressManagement",
  "/hongKongSeamless", "/hongKongCustomsDeclaration", "/hKDetail", "/declarationDetail",
  "/declarationUnit", "/addressInformation", "/customerInformation", "/clearanceCargoInformation",
  "/usaHome", "/customerInformations", "/importersAndExporters", "/powerOfAttorney", "/PortInformationMaintenance",
  "/carrierMaintenance", "/importClearance", "/vehicleTowing",
  "/permission", "/permission/page", "/permission/directive", "/permission/role",
];
/** SPEC §1's workflow (BPMN approvals): its screens' routes, which SPEC §2 does not spell out. */
const WORKFLOW_PATHS = ["/processmodel", "/processdefinition", "/processinstance", "/mytask", "/donetask", "/processmodeler", "/processinstancedetail"];
/** The tenant screen SPEC names as a menu area without giving its route, and the product's own audit log. */
const EXTRA_PATHS = ["/systenant", "/messageOutbox", "/sysauditlog", ...WORKFLOW_PATHS];
const HIDDEN_PATHS = ["/editAddOrder", "/hKDetail", "/declarationDetail", "/workflowinstancedetails", "/workfloweditor", "/processmodeler", "/processinstancedetail"];

let db: Db;

const tally = (table: SQLiteTable) => db.select({ n: count() }).from(table).get()!.n;
const roleId = (tenantCode: string, roleCode: string) =>
  db.select().from(schema.roles).where(and(eq(schema.roles.tenantCode, tenantCode), eq(schema.roles.roleCode, roleCode))).get()!.id;
const user = (tenantCode: string, username: string) =>
  db.select().from(schema.users).where(and(eq(schema.users.tenantCode, tenantCode), eq(schema.users.username, username))).get()!;

beforeAll(() => {
  db = openDb(":memory:");
  seedDatabase(db, { password: PASSWORD });
});

describe("seedDatabase", () => {
  it("writes the audit trail of the default tenant's records, newest last, without secrets", () => {
    const trail = db.select().from(schema.auditLog).orderBy(schema.auditLog.id).all();
    const users10001 = db.select().from(schema.users).where(eq(schema.users.tenantCode, "10001")).all();
    const created = new Set(trail.filter((row) => row.entity === "sysuser" && row.action === "create").map((row) => row.entityId));
    expect(users10001.every((u) => created.has(u.id))).toBe(true);
    expect(trail.every((row) => row.tenantCode === "10001")).toBe(true);
    expect(trail.filter((row) => row.action === "update").length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(trail)).not.toMatch(/passwordHash|\$2[aby]\$/);
    const times = trail.map((row) => row.createTime!.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("fills the HS nomenclature into a demo database made before it, and nothing else", () => {
    const older = openDb(":memory:");
    seedDatabase(older, { password: PASSWORD });
    older.$client.exec("delete from us_hts_line; delete from hs_code; delete from hs_section;");
    const users = older.select({ n: count() }).from(schema.users).get()!.n;
    seedDatabase(older, { password: PASSWORD });
    expect(older.select({ n: count() }).from(schema.hsCodes).get()!.n).toBe(6936);
    expect(older.select({ n: count() }).from(schema.hsSections).get()!.n).toBe(21);
    expect(older.select({ n: count() }).from(schema.users).get()!.n).toBe(users);
    older.$client.close();
  });

  it("is a no-op when tenant 10001 already exists", () => {
    expect(isSeeded(db)).toBe(true);
    const before = [tally(schema.users), tally(schema.menus), tally(schema.roleMenus), tally(schema.regions)];
    seedDatabase(db, { password: "another-password" });
    expect([tally(schema.users), tally(schema.menus), tally(schema.roleMenus), tally(schema.regions)]).toEqual(before);
  });

  it("produces the same rows on every run", () => {
    const other = openDb(":memory:");
    seedDatabase(other, { password: PASSWORD });
    const pick = (d: Db) => d.select({ id: schema.users.id, username: schema.users.username, mobile: schema.users.mobile, createTime: schema.users.createTime }).from(schema.users).all();
    expect(pick(other)).toEqual(pick(db));
    other.$client.close();
  });

  it("creates three tenants and at least 500 users in 10001", () => {
    // Three tenants with users, and ten more applications (seeds/applications.ts).
    expect(tally(schema.tenants)).toBe(13);
    const users10001 = db.select({ n: count() }).from(schema.users).where(eq(schema.users.tenantCode, "10001")).get()!.n;
    expect(users10001).toBeGreaterThanOrEqual(500);
    const statuses = new Set(db.select({ s: schema.users.status }).from(schema.users).all().map((r) => r.s));
    expect(statuses).toEqual(new Set([0, 1]));
  });

  it("creates every named account with its roles, and no tenant for the orphan", () => {
    for (const account of SEED_ACCOUNTS) {
      const row = user(account.tenantCode, account.username);
      expect(row.status).toBe(account.status);
      const roles = db
        .select({ code: schema.roles.roleCode })
        .from(schema.userRoles)
        .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
        .where(eq(schema.userRoles.userId, row.id))
        .all()
        .map((r) => r.code);
      expect(roles.sort()).toEqual([...account.roles].sort());
    }
    expect(db.select().from(schema.tenants).where(eq(schema.tenants.tenantCode, "10099")).get()).toBeUndefined();
  });

  it("names every seeded role, org and post in English, simplified and traditional Chinese", () => {
    const wordless = (rows: Record<string, unknown>[], fields: string[]) =>
      rows.flatMap((row) => fields.filter((field) => ["En", "Zh", "Tw"].some((l) => !row[`${field}${l}`])).map((field) => `${row.id} ${field}`));
    expect(wordless(db.select().from(schema.roles).where(isNotNull(schema.roles.roleDescription)).all(), ["roleName", "roleDescription"])).toEqual([]);
    expect(wordless(db.select().from(schema.orgs).all(), ["orgName", "orgDescription"])).toEqual([]);
    expect(wordless(db.select().from(schema.posts).all(), ["postName"])).toEqual([]);
    const agent = db.select().from(schema.roles).where(and(eq(schema.roles.tenantCode, "10001"), eq(schema.roles.roleCode, "ROLE_AGENT"))).get()!;
    expect([agent.roleName, agent.roleNameZh, agent.roleNameTw]).toEqual(["Customs agent", "报关员", "報關員"]);
  });

  it("grants the manager one role per post, and everyone else's roles in every post", () => {
    const rolePosts = (userId: string) =>
      db
        .select({ code: schema.roles.roleCode, postCode: schema.userRoles.postCode })
        .from(schema.userRoles)
        .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
        .where(eq(schema.userRoles.userId, userId))
        .orderBy(schema.roles.roleCode)
        .all();
    const manager = user("10001", "manager");
    expect(rolePosts(manager.id)).toEqual([
      { code: "ROLE_AGENT", postCode: "CLASSIFIER" },
      { code: "ROLE_MANAGER", postCode: "DEPT_MANAGER" },
    ]);
    const posts = db
      .select({ postCode: schema.posts.postCode, postType: schema.userPosts.postType })
      .from(schema.userPosts)
      .innerJoin(schema.posts, eq(schema.posts.id, schema.userPosts.postId))
      .where(eq(schema.userPosts.userId, manager.id))
      .all();
    expect(posts).toEqual(expect.arrayContaining([{ postCode: "DEPT_MANAGER", postType: "main" }, { postCode: "CLASSIFIER", postType: "part-time" }]));
    const bound = db.select({ userId: schema.userRoles.userId }).from(schema.userRoles).where(isNotNull(schema.userRoles.postCode)).all();
    expect(new Set(bound.map((r) => r.userId))).toEqual(new Set([manager.id]));
  });

  it("hashes the seed password with bcrypt", () => {
    const admin = user("10001", "admin");
    expect(admin.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(compareSync(PASSWORD, admin.passwordHash)).toBe(true);
  });
});

describe("menus", () => {
  const menus = () => db.select().from(schema.menus).all();

  it("has every SPEC §2 logged-in path exactly once, and no other", () => {
    const paths = menus().map((m) => m.menuPath).filter((p): p is string => p !== null);
    for (const path of SPEC_PATHS) expect(paths.filter((p) => p === path), path).toHaveLength(1);
    expect(paths.sort()).toEqual([...SPEC_PATHS, ...EXTRA_PATHS].sort());
  });

  it("has the three business areas as roots", () => {
    const roots = db.select().from(schema.menus).where(isNull(schema.menus.parentId)).all();
    expect(roots.map((r) => r.menuCode)).toEqual(["PublicInformation", "UsCustomsClearance", "hongKongBusiness"]);
    expect(roots.every((r) => r.menuPath === null)).toBe(true);
    expect(MENU_TREE.map((n) => n.code)).toEqual(roots.map((r) => r.menuCode));
  });

  it("hides only the detail and editor routes, and shows /workbench first", () => {
    const hidden = menus().filter((m) => m.menuStatus === 1).map((m) => m.menuPath);
    expect(hidden.sort()).toEqual([...HIDDEN_PATHS].sort());
    const workbench = menus().find((m) => m.menuPath === "/workbench")!;
    expect(workbench).toMatchObject({ menuSequence: 10, menuStatus: 0 });
    expect(menus().find((m) => m.id === workbench.parentId)?.menuCode).toBe("PublicInformation");
    expect(menus().find((m) => m.menuPath === "/usaHome")).toMatchObject({ menuSequence: 10 });
  });

  it("uses only the allowed icons and names every menu in three languages", () => {
    for (const m of menus()) {
      expect(MENU_ICONS).toContain(m.menuIcon);
      expect(m.menuNameEn && m.menuNameZh && m.menuNameTw, m.menuCode).toBeTruthy();
    }
  });
});

describe("grants", () => {
  const grantedMenuIds = (role: string) =>
    new Set(db.select({ id: schema.roleMenus.menuId }).from(schema.roleMenus).where(eq(schema.roleMenus.roleId, role)).all().map((r) => r.id));

  it("keeps ROLE_EDITOR in 10001 away from /sysuser", () => {
    const sysuser = db.select().from(schema.menus).where(eq(schema.menus.menuPath, "/sysuser")).get()!;
    expect(grantedMenuIds(roleId("10001", "ROLE_EDITOR")).has(sysuser.id)).toBe(false);
    expect(grantedMenuIds(roleId("10001", "ROLE_MANAGER")).has(sysuser.id)).toBe(true);
  });

  it("grants the ancestors of every granted menu", () => {
    const parentOf = new Map(db.select().from(schema.menus).all().map((m) => [m.id, m.parentId]));
    for (const role of db.select().from(schema.roles).all()) {
      const granted = grantedMenuIds(role.id);
      expect(granted.size, role.roleCode).toBeGreaterThan(0);
      for (const menuId of granted) {
        for (let p = parentOf.get(menuId); p; p = parentOf.get(p)) expect(granted.has(p), `${role.roleCode} ${menuId}`).toBe(true);
      }
    }
  });

  it("gives ROLE_ADMIN every menu and button, and no delete button to editors", () => {
    const admin = roleId("10001", "ROLE_ADMIN");
    expect(grantedMenuIds(admin).size).toBe(tally(schema.menus));
    const adminButtons = db.select({ n: count() }).from(schema.roleButtons).where(eq(schema.roleButtons.roleId, admin)).get()!.n;
    expect(adminButtons).toBe(tally(schema.menuButtons));
    const editorButtons = db
      .select({ code: schema.menuButtons.buttonCode })
      .from(schema.roleButtons)
      .innerJoin(schema.menuButtons, eq(schema.menuButtons.id, schema.roleButtons.buttonId))
      .where(eq(schema.roleButtons.roleId, roleId("10001", "ROLE_EDITOR")))
      .all();
    expect(editorButtons.length).toBeGreaterThan(0);
    expect(editorButtons.map((b) => b.code)).not.toContain("delete");
  });
});

describe("reference and platform data", () => {
  it("has Hong Kong and Macau under China, and US states by FIPS", () => {
    const region = (code: string) => db.select().from(schema.regions).where(eq(schema.regions.regionCode, code)).get();
    expect(region("810000")).toMatchObject({ regionType: "province", parentRegionCode: "156000" });
    expect(region("820000")).toMatchObject({ regionType: "province", parentRegionCode: "156000" });
    expect(region("440300")).toMatchObject({ regionName: "深圳市", parentRegionCode: "440000" });
    expect(region("840001")).toMatchObject({ regionName: "Alabama", regionType: "state", parentRegionCode: "840000" });
  });

  it("hangs every county under a real city, or under its province where the province administers it", () => {
    const region = (code: string) => db.select().from(schema.regions).where(eq(schema.regions.regionCode, code)).get();
    expect(region("440305")).toMatchObject({ regionName: "南山区", regionType: "county", parentRegionCode: "440300" });
    // 重庆市's 县 and 湖北省's 省直辖县级行政区划 are groups, not places.
    expect(region("500229")).toMatchObject({ regionName: "城口县", regionType: "county", parentRegionCode: "500100" });
    expect(region("429004")).toMatchObject({ regionName: "仙桃市", regionType: "county", parentRegionCode: "420000" });
    expect([region("500200"), region("429000")]).toEqual([undefined, undefined]);
    const counties = db.select({ n: count() }).from(schema.regions).where(eq(schema.regions.regionType, "county")).get()!.n;
    expect(counties).toBe(2975);
    const orphans = db.$client.prepare("select r.region_code from sys_region r left join sys_region p on p.region_code = r.parent_region_code where r.parent_region_code is not null and p.id is null").pluck().all();
    expect(orphans).toEqual([]);
  });

  it("loads the HS sections, codes and US HTS sample, and indexes the codes' texts", () => {
    expect(tally(schema.hsSections)).toBe(21);
    expect(tally(schema.hsCodes)).toBe(6936);
    expect(tally(schema.usHtsLines)).toBe(46);
    const levels = db.select({ level: schema.hsCodes.level, n: count() }).from(schema.hsCodes).groupBy(schema.hsCodes.level).all();
    expect(levels).toEqual([{ level: 2, n: 96 }, { level: 4, n: 1228 }, { level: 6, n: 5612 }]);
    // Stemmed: "shirts" and "shrimp" find "T-shirts" and "shrimps".
    const match = db.$client.prepare("select c.code from hs_code_fts join hs_code c on c.id = hs_code_fts.rowid where hs_code_fts match ? order by c.code").pluck();
    expect(match.all('"t shirts" AND cotton')).toEqual(["610910", "610990"]);
    expect(match.all("frozen AND shrimp")).toEqual(["030616", "030617"]);
  });

  it("seeds the browser client with one-hour access and one-week refresh tokens", () => {
    const browser = db.select().from(schema.appClients).where(eq(schema.appClients.clientId, "browser")).get()!;
    expect(browser).toMatchObject({ clientSecretHash: "", accessTokenValidity: 3600, refreshTokenValidity: 604800, scope: "ui" });
  });

  it("leaves the admin at least three unread notifications", () => {
    const admin = user("10001", "admin");
    const unread = db
      .select({ n: count() })
      .from(schema.notificationRecipients)
      .where(and(eq(schema.notificationRecipients.userId, admin.id), isNull(schema.notificationRecipients.readTime)))
      .get()!.n;
    expect(unread).toBeGreaterThanOrEqual(3);
  });
});

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const text = 'code,name\r\nSHP,"SAINT HELENA, ASCENSION"\r\nXSU,"SUCRE ""REGIONAL""\nline"\r\n';
    expect(parseCsv(text)).toEqual([
      { code: "SHP", name: "SAINT HELENA, ASCENSION" },
      { code: "XSU", name: 'SUCRE "REGIONAL"\nline' },
    ]);
  });

  it("rejects a row with the wrong number of fields, an open quote and text after a quote", () => {
    expect(() => parseCsv("a,b\n1,2,3\n")).toThrow(/3 fields/);
    expect(() => parseCsv('a\n"open')).toThrow(/inside a quoted field/);
    expect(() => parseCsv('a\n"x"y\n')).toThrow(/after a quoted field/);
  });

  it("reads a last line without a line break, and one ending in a comma", () => {
    expect(parseCsv("a,b\n1,")).toEqual([{ a: "1", b: "" }]);
    expect(parseCsv("a,b\r1,2")).toEqual([{ a: "1", b: "2" }]);
  });
});
