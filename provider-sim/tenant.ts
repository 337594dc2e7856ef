import { eq, getTableColumns, getTableName, is, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import * as schema from "../db/schema";

/**
 * Tenant isolation, deny by default. A table is tenant-owned when its `tenantCode` column is
 * NOT NULL (sys_tenant itself, the registry of tenants, excepted); every statement the simulator runs that reads, updates or deletes such a table must
 * carry `"<table>"."tenant_code" = ?` (build it with `scoped`), or run inside `acrossTenants`
 * for the few lookups that precede knowing the tenant (a token by its hash). A new table with a
 * tenantCode column is covered without touching this file.
 */
export const TENANT_OWNED_TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[])
    .filter((value): value is SQLiteTable => is(value, SQLiteTable) && value !== schema.tenants)
    .filter((table) => {
      const column = (getTableColumns(table) as Record<string, { notNull: boolean } | undefined>).tenantCode;
      return column?.notNull === true;
    })
    .map((table) => getTableName(table)),
);

type TenantOwned = SQLiteTable & { tenantCode: Parameters<typeof eq>[0] };

/** Whoever a query runs for: a principal (its tenant) or a tenant code from a public request. */
export type TenantRef = string | { tenantCode: string };

/** The condition that keeps a query inside one tenant. */
export function scoped(table: TenantOwned, tenant: TenantRef): SQL {
  const code = typeof tenant === "string" ? tenant : tenant.tenantCode;
  if (!code) throw new Error(`tenant scope for ${getTableName(table)} needs a tenant code`);
  return eq(table.tenantCode, code);
}

let crossTenantDepth = 0;

/**
 * Runs `fn` with the guard lifted, for a lookup that is cross-tenant by nature. Synchronous
 * only: better-sqlite3 is synchronous, so the lifted guard cannot leak into other requests.
 */
export function acrossTenants<T>(reason: string, fn: () => T): T {
  if (!reason) throw new Error("acrossTenants needs a reason");
  crossTenantDepth++;
  try {
    const result = fn();
    if (result && typeof (result as { then?: unknown }).then === "function") {
      throw new Error("acrossTenants takes a synchronous function");
    }
    return result;
  } finally {
    crossTenantDepth--;
  }
}

export class TenantScopeError extends Error {
  constructor(table: string, statement: string) {
    super(`query on tenant-owned table ${table} has no tenant scope: ${statement}`);
    this.name = "TenantScopeError";
  }
}

const TABLE_REF = /\b(from|join|update|into)\s+"([a-z_0-9]+)"/g;

/** Throws when a statement touches a tenant-owned table without its tenant condition. */
export function checkTenantScope(statement: string): void {
  if (crossTenantDepth > 0) return;
  for (const [, keyword, table] of statement.matchAll(TABLE_REF)) {
    // An insert sets tenant_code itself (NOT NULL); only reads and changes need the scope.
    if (keyword === "into" || !TENANT_OWNED_TABLES.has(table)) continue;
    const scope = `"${table}"."tenant_code"`;
    if (!statement.includes(`${scope} = ?`) && !statement.includes(`${scope} in (`)) {
      throw new TenantScopeError(table, statement);
    }
  }
}

/**
 * The simulator's own drizzle handle over the same connection, with the tenant guard checking
 * every statement before it runs. The caller's `db` is left as it was (seeds use it freely).
 */
export function guardedDb(db: Db): Db {
  return drizzle(db.$client, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (statement) => checkTenantScope(statement) },
  }) as Db;
}
