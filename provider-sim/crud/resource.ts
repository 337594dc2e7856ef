import type { SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import type { ResourcePaths } from "../../contract/admin/resource";
import type { Queryable } from "../context";
import type { Principal } from "../middleware/auth";
import type { ExportColumn } from "./exports";

/** A tenant-owned table with a string id: what the CRUD factory serves. */
export type ResourceTable = SQLiteTable & { id: SQLiteColumn; tenantCode: SQLiteColumn };

export type Values = Record<string, unknown>;

/**
 * One simulated resource, declared once: the factory turns it into the provider's calls
 * (PROVIDER-API.md "Method shapes") with paging, sorting, filters, tenant scope, button
 * permission, audit and exports.
 */
export interface CrudResource {
  /** Audit entity and the menu whose buttons guard the writes (`<menuCode>:add` …). */
  menuCode: string;
  /** Heading of exported files. */
  title: string;
  paths: ResourcePaths;
  table: ResourceTable;
  addSchema: z.ZodType<Values>;
  updateSchema: z.ZodType<Values & { id: string }>;
  /** Query parameters that filter the list: a LIKE on text or an exact match. */
  filters: Record<string, { column: SQLiteColumn; match: "contains" | "equals" }>;
  /** The sorter whitelist. */
  sortable: Record<string, SQLiteColumn>;
  defaultOrder: SQL[];
  exportColumns: readonly ExportColumn[];
  /** A field unique in the tenant, with the refusal's text. */
  unique?: { field: string; column: SQLiteColumn; message: string };
  /** Tree resources answer `queryXxxTree`, nodes ordered by `order`, children under `parent`. */
  tree?: { parent: SQLiteColumn; parentField: string; order: SQLiteColumn };
  /** Offers `importXxx` (rows checked with addSchema). */
  importable?: boolean;
  /** Rules that need the database (a parent that exists …); throws a SimError to refuse. */
  check?: (db: Queryable, principal: Principal, values: Values, id?: string) => void;
  /** Refuses deleting these records, e.g. a post that still has children. */
  checkDelete?: (db: Queryable, principal: Principal, ids: readonly string[]) => void;
}
