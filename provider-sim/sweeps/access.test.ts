import { getTableColumns, getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { paths } from "../../contract/paths";
import * as schema from "../../db/schema";
import { NOTIFICATION_PRIORITY, NOTIFICATION_TYPE, ORG_TYPE, POST_TYPE, REGION_TYPE } from "../resources/export-labels";
import { TENANT_OWNED_TABLES } from "../tenant";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { keptSession, METHODS, simulatorEndpoints } from "./endpoints";

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
});
afterAll(() => sim.close());

/** Parameter names that carry a row id in the provider's calls. */
const ID_PARAMS = ["id", "userId", "orgId", "parentId", "roleId", "postId", "menuId", "notificationId", "urlId", "ids", "appId", "jobId", "instanceId", "workflowId", "wfInstanceId", "formId"];

const tenantTables = (Object.values(schema) as unknown[]).filter(
  (v): v is SQLiteTable => is(v, SQLiteTable) && TENANT_OWNED_TABLES.has(getTableName(v)),
);

/** Every row of every tenant-owned table with an id, per table, for one tenant. */
function tablesOf(tenantCode: string): Record<string, unknown>[][] {
  return tenantTables
    .filter((table) => "id" in getTableColumns(table))
    .map((table) => sim.db.$client.prepare(`select * from "${getTableName(table)}" where tenant_code = ?`).all(tenantCode) as Record<string, unknown>[]);
}

const rowsOf = (tenantCode: string) => tablesOf(tenantCode).flat();

/** The product's own type values (an org's `department`): every tenant's type lists answer them, so they are nobody's data. */
const PRODUCT_WORDS: ReadonlySet<string> = new Set([ORG_TYPE, REGION_TYPE, NOTIFICATION_TYPE, NOTIFICATION_PRIORITY, POST_TYPE].flatMap((labels) => Object.keys(labels)));

describe("cross-tenant sweep", () => {
  it("a 10002 token naming 10001 rows by id gets nothing of them, on every endpoint, and changes nothing", async () => {
    // The 10002 editor is made an administrator of 10002: the strongest caller a tenant has.
    sim.db.insert(schema.userRoles).values({ tenantCode: T2, userId: ids.editor2, roleId: ids.adminRole2 }).run();
    const t1Rows = rowsOf(T1);
    const t2Text = rowsOf(T2)
      .flatMap((r) => Object.values(r))
      .join("\u0000");
    const t1Ids = [...new Set(t1Rows.map((r) => String(r.id)))];
    // One row of each kind is asked for, under every id parameter name at once.
    const asked = tablesOf(T1).flatMap((rows) => rows.slice(0, 1).map((r) => String(r.id)));
    // Values only 10001 holds: seeing one in an answer means a 10001 row leaked.
    const t1Only = [
      ...new Set(
        t1Rows
          .flatMap((r) => Object.values(r))
          .filter((v): v is string => typeof v === "string" && v.length >= 8 && !/^[[{]/.test(v) && !t2Text.includes(v)),
      ),
    ].filter((v) => (!/^\d+$/.test(v) || t1Ids.includes(v)) && !PRODUCT_WORDS.has(v));
    const before = JSON.stringify(rowsOf(T1).filter((r) => !("last_seen" in r)));

    const failures: string[] = [];
    let sent = 0;
    const call = keptSession(sim, "editor", T2);
    for (const { path } of simulatorEndpoints()) {
      if (path === paths.uaa.token) continue;
      for (const method of METHODS) {
        for (const id of asked) {
          const query = Object.fromEntries(ID_PARAMS.map((param) => [param, id]));
          const answer = await call(method, path, { query, json: method === "GET" ? undefined : { ...query, nickname: "x" } });
          sent++;
          const leaked = t1Only.find((v) => v !== id && answer.text.includes(v));
          if (leaked) failures.push(`${method} ${path} ids=${id} → ${leaked}: ${answer.text.slice(0, 160)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(JSON.stringify(rowsOf(T1).filter((r) => !("last_seen" in r)))).toBe(before);
  }, 90_000);
});

/** Calls every signed-in user may make: the head bar, the session and the user's own account. */
const OPEN_TO_ALL_USERS: string[] = [
  paths.uaa.getSysUser,
  paths.uaa.revokeToken,
  paths.admin.registerNewSession,
  paths.admin.queryTenantUser,
  paths.admin.querySysOrg,
  paths.notification.queryHeadNotification,
  // The bell opens and marks the caller's own notices read.
  paths.notification.readNotification,
  paths.notification.readAllNotification,
];

/**
 * Calls an external system makes with a jump token as its credential, no bearer token (decision
 * 0021): a bearer token grants nothing there, so without a signed token they refuse as invalid.
 */
const CALLED_WITH_A_SIGNED_TOKEN: string[] = [paths.business.checkJumpToken, paths.business.confirmJumpBinding, paths.file.openShare];

/** The fixture grants ROLE_EDITOR (the editor's, and the manager's in one post) the org calls. */
const GRANTED_BY_FIXTURE = /^\/api\/admin\/sysorg\//;

describe("authorization sweep", () => {
  it("refuses every admin-type call to editor and agent tokens unless it is open to all users", async () => {
    const guarded = simulatorEndpoints().filter((e) => e.area !== "account" && e.path !== paths.uaa.token);
    const failures: string[] = [];
    for (const username of ["editor", "manager"]) {
      const call = keptSession(sim, username, T1);
      for (const { path } of guarded) {
        if (OPEN_TO_ALL_USERS.includes(path) || GRANTED_BY_FIXTURE.test(path)) continue;
        for (const method of METHODS) {
          const answer = await call(method, path, { query: { userId: ids.admin }, json: method === "GET" ? undefined : {} });
          if (CALLED_WITH_A_SIGNED_TOKEN.includes(path) ? answer.body?.status === 200 : answer.body?.status !== 403) failures.push(`${username} ${method} ${path} → ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
