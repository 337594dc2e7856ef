import type { SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import type { ResourcePaths } from "../../contract/admin/resource";
import type { Queryable } from "../context";
import type { Principal } from "../middleware/auth";
import type { ExportColumn, Text } from "./exports";
import type { SortKey } from "../paging";

/** A table the CRUD factory serves (`id` is its key unless the resource names another). */
export type ResourceTable = SQLiteTable & { id?: SQLiteColumn };

export type Values = Record<string, unknown>;
/** When a write happens and from where, for the audit rows a write's links add. */
export type WriteContext = { now: number; ip?: string };
export type Row = Record<string, unknown> & { id: string };

/**
 * Who owns a resource's rows.
 * - `tenant` (the default): rows carry `tenantCode`; every statement is scoped to the caller's.
 * - `platform`: rows are shared by all tenants (menus, regions, app clients, tenants); anyone
 *   granted the URL reads them, only a platform administrator writes them (decision 0014).
 * - a custom scope: `read` and `write` conditions and the owner stamp of new rows (dictionaries:
 *   platform rows plus the tenant's private ones).
 */
export type CrudScope =
  | "tenant"
  | "platform"
  | {
      read: (principal: Principal) => SQL | undefined;
      write: (principal: Principal) => SQL | undefined;
      owner: (principal: Principal, values: Values) => Values;
    };

/** A query parameter that narrows the list: a LIKE on text, an exact match, or a condition of its own. */
export type CrudFilter =
  | { column: SQLiteColumn; match: "contains" | "equals" }
  | { where: (value: string, q: Queryable, principal: Principal, now: number) => SQL | undefined };

/**
 * One simulated resource, declared once: the factory turns it into the provider's calls
 * (PROVIDER-API.md "Method shapes") with paging, sorting, filters, tenant scope, button
 * permission, data-field permission, audit and exports.
 */
export interface CrudResource {
  /** Audit entity and the menu whose buttons guard the writes (`<menuCode>:add` …). */
  menuCode: string;
  /** Other menus whose export button exports these records too (a work queue over another screen's records). */
  exportedFrom?: readonly string[];
  /** Heading of exported files, in the reader's language. */
  title: Text;
  paths: ResourcePaths;
  table: ResourceTable;
  scope?: CrudScope;
  /**
   * The field a record is found, changed and deleted by, sent as the delete call's query
   * parameter of the same name (`deleteSysRegion?regionCode=`); `id` by default.
   */
  key?: { field: string; column: SQLiteColumn; schema: z.ZodType<string> };
  addSchema: z.ZodType<Values>;
  updateSchema: z.ZodType<Values>;
  filters: Record<string, CrudFilter>;
  /** The sorter whitelist. */
  sortable: Record<string, SQLiteColumn>;
  /** A larger page than the factory's 1000, for a list read whole (SPEC §9: orgs, 10000). */
  maxPageSize?: number;
  /** The order without a sorter; the factory adds the record's key to make it total. */
  defaultOrder: SortKey[];
  exportColumns: readonly ExportColumn[];
  /** A field unique in the scope, with the refusal's text. */
  unique?: { field: string; column: SQLiteColumn; message: string } | readonly { field: string; column: SQLiteColumn; message: string }[];
  /**
   * Tree resources answer `queryXxxTree`, nodes ordered by `order`, children under `parent`;
   * the filters narrow it too (a node whose parent is filtered out becomes a root).
   */
  tree?: { parent: SQLiteColumn; parentField: string; order: SQLiteColumn };
  /**
   * The table keeps its rows per tenant in `sys_row_count` under this name (triggers in its
   * migration): an unfiltered list takes its total from there instead of counting. The same
   * triggers count its rows per hour of `createTime` in `sys_row_count_hour`, so a page of an
   * unfiltered list ordered by time is found without reading the rows before it.
   */
  rowCount?: string;
  /** Answers the list, its exports and the tree only: no add, update, delete, import or history. */
  readOnly?: boolean;
  /** Offers `importXxx` (rows checked with addSchema). */
  importable?: boolean;
  /** Rules that need the database (a parent that exists …) or the provider's clock; throws a SimError to refuse. */
  check?: (db: Queryable, principal: Principal, values: Values, id: string | undefined, now: number) => void;
  /** Refuses deleting these records, e.g. a post that still has children. */
  checkDelete?: (db: Queryable, principal: Principal, ids: readonly string[], now: number) => void;
  /** The values as stored, after the checks: a password hashed, a default set. */
  prepare?: (db: Queryable, principal: Principal, values: Values, id: string | undefined, now: number) => Values;
  /** Links written with a created or changed record (user roles …), in its transaction. */
  afterWrite?: (db: Queryable, principal: Principal, id: string, values: Values, write: WriteContext) => void;
  /** Links removed with deleted records, in their transaction. */
  onDelete?: (db: Queryable, principal: Principal, ids: readonly string[]) => void;
  /** A row as it goes on the wire and into the audit: secrets dropped, links added, states of `now` derived. */
  view?: (row: Row, db: Queryable, principal: Principal, now: number) => Row;
}
