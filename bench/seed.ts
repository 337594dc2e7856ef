import bcrypt from "bcryptjs";
import { and, eq, inArray } from "drizzle-orm";
import { openDb } from "../db/client";
import { roleButtons, roleMenus, roleUrls, roles, tenants, userRoles, users } from "../db/schema";

/**
 * The bench's own tenants (issue: 10,000 users and 1,000,000 audit rows; never in the demo seed),
 * written into the running system's fresh database through a second connection once the demo
 * seed is in. Each is a copy of the default tenant's administrator role — its menus, buttons and
 * interfaces — with one administrator, so the bench logs in and opens screens as a tenant's
 * administrator would.
 */
export const BIG_TENANT = "19001";
export const SMALL_TENANT = "19002";
export const BENCH_ADMIN = "benchadmin";
export const BENCH_PASSWORD = "Bench-123456";
const SOURCE_TENANT = "10001";

export interface BenchSize {
  users: number;
  auditRows: number;
}
export const BIG: BenchSize = { users: 10_000, auditRows: 1_000_000 };
export const SMALL: BenchSize = { users: 100, auditRows: 1_000 };

const ACTIONS = ["create", "update", "update", "update", "delete", "import", "authorize", "resetPassword"] as const;
const ENTITIES = ["sysuser", "sysrole", "sysparam", "syspost", "sysorg", "sysdict", "notification", "sysmenu"] as const;

/** Writes both bench tenants; about 10 s for the million audit rows. */
export function seedBench(dbFile: string, now = Date.now()): void {
  const db = openDb(dbFile);
  try {
    const passwordHash = bcrypt.hashSync(BENCH_PASSWORD, 8);
    const adminRole = db.select().from(roles).where(and(eq(roles.tenantCode, SOURCE_TENANT), eq(roles.roleCode, "ROLE_ADMIN"))).get();
    if (!adminRole) throw new Error(`tenant ${SOURCE_TENANT} has no ROLE_ADMIN to copy`);
    for (const [tenantCode, size] of [[BIG_TENANT, BIG], [SMALL_TENANT, SMALL]] as const) {
      db.transaction((tx) => {
        const at = new Date(now);
        const roleId = `${tenantCode}0001`;
        tx.insert(tenants)
          .values({ id: `${tenantCode}0000`, tenantCode, tenantName: `Bench ${tenantCode}`, status: 1, applications: ["PublicInformation"], createTime: at, updateTime: at })
          .run();
        tx.insert(roles).values({ id: roleId, tenantCode, roleCode: "ROLE_ADMIN", roleName: "Administrator", createTime: at, updateTime: at }).run();
        const copy = <T extends typeof roleMenus | typeof roleButtons | typeof roleUrls>(table: T) => {
          const rows = tx.select().from(table).where(and(eq(table.tenantCode, SOURCE_TENANT), inArray(table.roleId, [adminRole.id]))).all();
          if (rows.length > 0) tx.insert(table).values(rows.map((row) => ({ ...row, tenantCode, roleId })) as never).run();
        };
        copy(roleMenus);
        copy(roleButtons);
        copy(roleUrls);

        // Users, the administrator first; the rest spread over the past year.
        const userRows = Array.from({ length: size.users }, (_, i) => ({
          id: `${tenantCode}${String(i + 1).padStart(6, "0")}`,
          tenantCode,
          username: i === 0 ? BENCH_ADMIN : `staff${String(i).padStart(5, "0")}`,
          nickname: i === 0 ? "Bench administrator" : `Staff ${i}`,
          passwordHash,
          email: `u${i}@bench${tenantCode}.example`,
          mobile: `139${tenantCode.slice(-2)}${String(i).padStart(6, "0")}`,
          status: i % 17 === 0 && i > 0 ? 0 : 1,
          createTime: new Date(now - (i === 0 ? 0 : (i % 365) * 86_400_000 + i * 1000)),
          updateTime: at,
        }));
        for (let i = 0; i < userRows.length; i += 500) tx.insert(users).values(userRows.slice(i, i + 500)).run();
        tx.insert(userRoles).values({ tenantCode, userId: userRows[0].id, roleId }).run();
      });

      // Audit rows through one prepared statement: a million drizzle inserts would take minutes.
      const insert = db.$client.prepare(
        "insert into sys_audit_log (id, tenant_code, user_id, username, action, entity, entity_id, before, after, ip, create_time) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      );
      const write = db.$client.transaction((from: number, to: number) => {
        for (let i = from; i < to; i++) {
          const user = 1 + (i % size.users);
          const entity = ENTITIES[i % ENTITIES.length];
          insert.run(
            `${tenantCode}${String(i).padStart(8, "0")}`,
            tenantCode,
            `${tenantCode}${String(user).padStart(6, "0")}`,
            user === 1 ? BENCH_ADMIN : `staff${String(user - 1).padStart(5, "0")}`,
            ACTIONS[i % ACTIONS.length],
            entity,
            String(1_000_000 + (i % 5000)),
            JSON.stringify({ status: 1 }),
            JSON.stringify({ status: i % 2 }),
            `10.0.${i % 250}.${i % 200}`,
            // Several rows per second, as a busy tenant writes them; the newest is now.
            now - Math.floor((size.auditRows - i) / 4) * 1000,
          );
        }
      });
      for (let i = 0; i < size.auditRows; i += 50_000) write(i, Math.min(i + 50_000, size.auditRows));
    }
    db.$client.pragma("optimize");
  } finally {
    db.$client.close();
  }
}
