import { randomBytes } from "node:crypto";
import { hashSync } from "bcryptjs";
import { eq, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { buildAuditTrail } from "./audit";
import { buildAdminResources } from "./admin-resources";
import { buildAuthority } from "./authority";
import { buildApplications } from "./applications";
import { buildAppClients, buildPartnerClients, OPENAPI_CLIENT_SECRET } from "./clients";
import { buildGrants } from "./grants";
import { buildHk, insertHk } from "./hk";
import { seedHs } from "./hs";
import { insertAll, type Tx } from "./insert";
import { seedMembers } from "./members";
import { buildMenus } from "./menu-rows";
import { buildNotifications } from "./notifications";
import { seedPlaces } from "./places";
import { seedTariff } from "./tariff";
import { buildUsa, insertUsa } from "./usa";
import { buildUsaClearance, insertUsaClearance } from "./usa-clearance";
import { buildUsaTowing, clearanceBookDay, insertUsaTowing } from "./usa-towing";
import { insertCustoms } from "./customs";
import { insertDeclarations } from "./declarations";
import { insertHkConsignments } from "./hk-consignments";
import { hkBookDay, insertHkTdecs } from "./hk-tdecs";
import { buildDicts, buildRegions } from "./reference";
import { insertOrders } from "./orders";
import { insertNews } from "./news";
import { insertJump } from "./jump";
import { insertOpenApi } from "./openapi";
import { insertBrand } from "./brand";
import { insertWeChat } from "./wechat";
import { secretKeyOf } from "../provider-sim/services/secret-box";
import { insertBilling } from "./billing";
import { insertJobs } from "./jobs";
import { insertJobWorkflows } from "./job-workflows";
import { insertSuppliers } from "./suppliers";
import { insertStock } from "./stock";
import { insertPrepaid } from "./prepaid";
import { insertWorkflow } from "./workflow";
import { insertForms } from "./forms";
import { insertFormWorkflow } from "./workflow-forms";
import { buildTenants, DEFAULT_TENANT } from "./tenants";
import { buildUsers } from "./users";

export { SEED_ACCOUNTS, type SeedAccount } from "./accounts";
export { MENU_TREE, type MenuNode } from "./menus";

/** bcrypt cost for seeded secrets; the hash is computed once and shared by all seeded users. */
export const BCRYPT_COST = 10;

/**
 * Platform-wide reference data, each set written in its own transaction when its first table is
 * empty: on a new database, and on a demo database made before a later version added the set.
 */
const REFERENCE_DATA: readonly { table: SQLiteTable; seed: (db: Db) => void }[] = [
  { table: schema.hsSections, seed: (db) => db.transaction((tx) => seedHs(tx)) },
  { table: schema.locations, seed: seedPlaces },
  // National tariff lines, and tenant 10001's notes on a few of them.
  { table: schema.hsNationalLines, seed: (db) => db.transaction((tx) => seedTariff(tx)) },
];

/**
 * Tenant books added after the first demo databases: written for tenant 10001 when their first
 * table is empty, dated from the day of seeding.
 */
/** `key` seals the secrets a book keeps (the public accounts'). */
const BOOKS: readonly { table: SQLiteTable; seed: (db: Db, today: string, key: Buffer) => void }[] = [
  { table: schema.usPorts, seed: (db, today) => db.transaction((tx) => insertUsa(tx, buildUsa(today))) },
  // Names the parties, ports and carriers above by their deterministic ids.
  { table: schema.usShipments, seed: (db, today) => db.transaction((tx) => insertUsaClearance(tx, buildUsaClearance(today, buildUsa(today)))) },
  // Built on the clearance book as seeded, on the day it was seeded.
  {
    table: schema.usTowingOrders,
    seed: (db, today) => {
      const day = clearanceBookDay(db) ?? today;
      const usa = buildUsa(day);
      db.transaction((tx) => insertUsaTowing(tx, buildUsaTowing(day, usa, buildUsaClearance(day, usa))));
    },
  },
  // Names the demo members and two generated staff of 10001 as the classification desk.
  { table: schema.customsGoods, seed: (db, today) => db.transaction((tx) => insertCustoms(tx, today)) },
  // Road cargo e-ACI of the Hong Kong forwarder (10002) and of 10001.
  { table: schema.hkConsignments, seed: (db, today) => db.transaction((tx) => insertHkConsignments(tx, today)) },
  // Declares the goods above under the CN10 lines of the tariff, in their statutory units.
  { table: schema.customsDeclarations, seed: (db, today) => db.transaction((tx) => insertDeclarations(tx, today)) },
  // Hong Kong basic data of 10002 and 10001; HKHS codes from the tariff above.
  { table: schema.hkDeclaringUnits, seed: (db) => db.transaction((tx) => insertHk(tx, buildHk())) },
  // Declarations made from the CCRNs above, on the day they were seeded, and every message of both.
  { table: schema.hkTdecs, seed: (db, today) => db.transaction((tx) => insertHkTdecs(tx, hkBookDay(db) ?? today)) },
  // Suppliers of 10001 and 10002 across China's provinces, each with its bank accounts and addresses.
  { table: schema.suppliers, seed: (db) => db.transaction((tx) => insertSuppliers(tx)) },
  // Warehouses of 10001 and 10002, and months of movements on 10001's goods above.
  { table: schema.warehouses, seed: (db, today) => db.transaction((tx) => insertStock(tx, today)) },
  // Orders of both tenants from the suppliers and goods above, in every status over six months.
  { table: schema.orders, seed: (db, today) => db.transaction((tx) => insertOrders(tx, today)) },
  // Merchandise news of 10001 (shown on the marketing home) and 10002, in and out of their windows.
  { table: schema.news, seed: (db, today) => db.transaction((tx) => insertNews(tx, today)) },
  // Prepaid accounts of 10001 and 10002: receiving banks, recharges in every state, fees, refunds, adjustments.
  { table: schema.ledgerEntries, seed: (db, today) => db.transaction((tx) => insertPrepaid(tx, today)) },
  // Two external systems per tenant on the demo external system, some users bound on both sides.
  { table: schema.externalSystems, seed: (db, today) => db.transaction((tx) => insertJump(tx, today)) },
  // API users of 10001 and 10002 and their calls over the 30 days before the seeding day.
  { table: schema.openApiUsers, seed: (db, today) => db.transaction((tx) => insertOpenApi(tx, today)) },
  // A logo per demo tenant (an older one of 10001's besides), and the module 10002 switched off.
  { table: schema.logos, seed: (db) => db.transaction((tx) => insertBrand(tx)) },
  // WeChat public accounts of 10001 and 10002 in every audit state, modules, and push records with failures.
  { table: schema.wechatConfigs, seed: (db, today, key) => db.transaction((tx) => insertWeChat(tx, today, key)) },
  // The leave-request process of 10001 and 10002 and requests in every state, run by the engine.
  { table: schema.workflowDefinitions, seed: (db, today) => db.transaction((tx) => insertWorkflow(tx, today)) },
  // Two designed forms of 10001 and 10002 (a cargo inspection request with lines, a supplier onboarding), one submission each;
  // then 10001's cargo inspection process, whose first task asks for the inspection form (its deploy checks the form is there).
  {
    table: schema.forms,
    seed: (db, today) =>
      db.transaction((tx) => {
        insertForms(tx);
        insertFormWorkflow(tx, today);
      }),
  },
  // Six months of bills from the tenants' own records, after the books they bill (classification, HK declarations).
  { table: schema.bills, seed: (db, today) => db.transaction((tx) => insertBilling(tx, today)) },
  // Job scheduling's apps, workers, jobs and the instances they ran before the seeding day.
  { table: schema.jobApps, seed: (db, today) => db.transaction((tx) => insertJobs(tx, today)) },
  // Workflows on those apps, with the runs (and their nodes' job instances) before the seeding day.
  { table: schema.jobWorkflows, seed: (db, today) => db.transaction((tx) => insertJobWorkflows(tx, today)) },
];

const hasRows = (db: Db, table: SQLiteTable) => db.select({ one: sql`1` }).from(table).limit(1).get() !== undefined;

const hasDemoTenant = (db: Db) =>
  db.select({ id: schema.tenants.id }).from(schema.tenants).where(eq(schema.tenants.tenantCode, DEFAULT_TENANT)).get() !== undefined;

/** Whether seedDatabase has nothing left to write: tenant 10001 and every set of reference data are there. */
export function isSeeded(db: Db): boolean {
  return hasDemoTenant(db) && [...REFERENCE_DATA, ...BOOKS].every(({ table }) => hasRows(db, table));
}

/**
 * Writes the demo data in one transaction unless tenant 10001 already exists, then whatever
 * reference data is missing, so a demo database made before a set was added gains it without
 * a reset. Ids, timestamps and faker output are fixed; only bcrypt salts differ between runs.
 */
export function seedDatabase(db: Db, options: { password: string; today?: string; secretKey?: Buffer }): void {
  if (!hasDemoTenant(db)) seedDemo(db, options.password);
  for (const { table, seed } of REFERENCE_DATA) {
    if (!hasRows(db, table)) seed(db);
  }
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const key = options.secretKey ?? secretKeyOf({});
  for (const { table, seed } of BOOKS) {
    if (!hasRows(db, table)) seed(db, today, key);
  }
}

function seedDemo(db: Db, password: string): void {
  if (password.length < 6 || password.length > 31) throw new Error("seed password must be 6 to 31 characters (SPEC §5)");

  const passwordHash = hashSync(password, BCRYPT_COST);
  const regions = buildRegions();
  const regionNames = new Map(regions.map((r) => [r.regionCode, r.regionName]));
  const regionName = (code: string) => {
    const name = regionNames.get(code);
    if (!name) throw new Error(`no seeded region ${code}`);
    return name;
  };
  const menu = buildMenus();
  const tenants = buildTenants(password);
  const users = buildUsers(passwordHash, tenants, regionName);
  const grants = buildGrants(menu, tenants);
  const notes = buildNotifications(users.namedIds);
  const clients = buildAppClients(hashSync(OPENAPI_CLIENT_SECRET, BCRYPT_COST));
  const adminResources = buildAdminResources(tenants);

  db.transaction((tx) => {
    insertAll(tx, schema.tenants, tenants.tenantRows);
    insertAll(tx, schema.roles, tenants.roleRows);
    insertAll(tx, schema.orgs, tenants.orgRows);
    insertAll(tx, schema.posts, tenants.postRows);
    insertAll(tx, schema.params, tenants.paramRows);
    insertAll(tx, schema.users, users.userRows);
    insertAll(tx, schema.userRoles, users.userRoleRows);
    insertAll(tx, schema.userPosts, users.userPostRows);
    insertAll(tx, schema.menus, menu.menuRows);
    insertAll(tx, schema.menuButtons, menu.buttonRows);
    insertAll(tx, schema.urls, grants.urlRows);
    insertAll(tx, schema.roleMenus, grants.roleMenuRows);
    insertAll(tx, schema.roleButtons, grants.roleButtonRows);
    insertAll(tx, schema.roleUrls, grants.roleUrlRows);
    insertAll(tx, schema.roleDataFields, grants.dataFieldRows);
    insertAll(tx, schema.dicts, buildDicts());
    insertAll(tx, schema.regions, regions);
    insertAll(tx, schema.appClients, clients);
    insertAll(tx, schema.notifications, notes.notificationRows);
    insertAll(tx, schema.notificationRecipients, notes.recipientRows);
    insertAll(tx, schema.params, adminResources.paramRows);
    insertAll(tx, schema.posts, adminResources.postRows);
    insertAll(tx, schema.menuButtons, adminResources.buttonRows);
    insertAll(tx, schema.tenants, buildApplications());
    insertAll(tx, schema.appClients, buildPartnerClients(hashSync(randomBytes(24).toString("base64url"), 4)));
    insertAll(tx, schema.roleButtons, adminResources.roleButtonRows);
    seedMembers(tx, users);
    const authority = buildAuthority(menu, tenants, grants);
    insertAuthority(tx, authority);
    const trail = buildAuditTrail(
      {
        sysuser: users.userRows,
        sysrole: [...tenants.roleRows, ...authority.roleRows],
        syspost: [...tenants.postRows, ...adminResources.postRows],
        sysparam: [...tenants.paramRows, ...adminResources.paramRows],
      },
      users,
    );
    insertAll(tx, schema.auditLog, trail);
  });
}

function insertAuthority(tx: Tx, seed: ReturnType<typeof buildAuthority>): void {
  insertAll(tx, schema.roles, seed.roleRows);
  insertAll(tx, schema.urls, seed.urlRows);
  insertAll(tx, schema.roleMenus, seed.roleMenuRows);
  insertAll(tx, schema.roleButtons, seed.roleButtonRows);
  insertAll(tx, schema.roleUrls, seed.roleUrlRows);
  insertAll(tx, schema.roleDataFields, seed.dataFieldRows);
}
