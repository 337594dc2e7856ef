import type { AuditAction } from "../../contract/admin/auditlog";
import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Request, Router } from "express";
import { z } from "zod";
import { attachmentDisposition, EXPORT_FORMATS, exportPathKey, importBodySchema, resourceMessages as rm, type HistoryEntry } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import { auditLog, roleDataFields, rowCounts } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { forbidden, handle, isoTime, ok, page, paramsOf, SimError } from "../http";
import { isAdmin, isPlatformAdmin, principalOf, type Principal } from "../middleware/auth";
import { PLATFORM_TENANT_CODE } from "../policy";
import { contains, orderByOf, sortKeysOf } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { hasButton, requireButton } from "./buttons";
import { exportFile, readerOf } from "./exports";
import { hourLocator, pagerOf } from "./pager";
import { boundedPageSchema } from "./paging";
import type { CrudResource, Row, Values } from "./resource";

/** Rows an export holds at most. */
const EXPORT_LIMIT = 10_000;

const badRequest = (message: string) => new SimError(message, 400, 400);
const historyQuerySchema = z.object({ id: z.string().trim().min(1).max(100) });
/** Times as ISO strings. */
function stamped(row: Record<string, unknown>): Row {
  const out: Record<string, unknown> = { ...row };
  for (const key of ["createTime", "updateTime"]) if (key in out) out[key] = isoTime(out[key] as Date | null);
  return out as Row;
}

/**
 * The provider's calls for one resource, on `router` (already behind the token and URL
 * permission): query, add, update, delete, the three exports, and tree, import, history where
 * the resource has them. Every write checks the button, runs in one transaction with its
 * audit rows, and stays inside the caller's tenant.
 */
export function mountCrud(router: Router, local: (path: string) => string, ctx: SimContext, resource: CrudResource): void {
  const { db } = ctx;
  const { table, paths, menuCode } = resource;
  const columns = table as unknown as Record<string, SQLiteColumn>;
  const key = resource.key ?? { field: "id", column: columns.id, schema: idSchema };
  // A table counted per tenant is also counted per hour of creation (`sys_row_count_hour`).
  const timeColumn = resource.rowCount ? columns.createTime : undefined;
  const uniques = resource.unique === undefined ? [] : Array.isArray(resource.unique) ? resource.unique : [resource.unique as NonNullable<CrudResource["unique"]> & object];
  const pageSchema = resource.maxPageSize ? boundedPageSchema.extend({ pageSize: z.coerce.number().int().min(1).max(resource.maxPageSize, rm.pageTooLarge).default(10) }) : boundedPageSchema;
  const querySchema = pageSchema.extend(
    Object.fromEntries(Object.keys(resource.filters).map((name) => [name, z.string().trim().max(100).optional()])),
  );
  const deleteQuerySchema = z.object({ [key.field]: z.union([key.schema, z.array(key.schema).min(1).max(1000)]) });
  const scope = scopeOf(resource);
  const viewOf = (row: Record<string, unknown>, q: Queryable, principal: Principal): Row => {
    const base = stamped(row);
    return resource.view ? resource.view(base, q, principal, ctx.now()) : base;
  };

  const actor = (principal: Principal) => ({ userId: principal.userId, username: principal.username });
  const audit = (tx: Queryable, req: Request, action: AuditAction, entityId: string, before?: unknown, after?: unknown) =>
    writeAudit(tx, ctx.now(), { tenantCode: scope.auditTenant(principalOf(req)), actor: actor(principalOf(req)), action, entity: menuCode, entityId, before, after, ip: req.ip });

  function whereOf(q: Queryable, principal: Principal, query: Record<string, unknown>): SQL | undefined {
    const filters = Object.entries(resource.filters).map(([name, filter]) => {
      const value = query[name];
      if (typeof value !== "string" || value === "") return undefined;
      if ("where" in filter) return filter.where(value, q, principal, ctx.now());
      return filter.match === "contains" ? contains(filter.column, value) : eq(filter.column, value);
    });
    return and(scope.read(principal), ...filters);
  }

  const byKey = (value: string) => eq(key.column, value);

  function find(q: Queryable, principal: Principal, value: string, forWrite = false): Row | undefined {
    return q.select().from(table).where(and(forWrite ? scope.write(principal) : scope.read(principal), byKey(value))).get() as Row | undefined;
  }

  /** Why records cannot be changed: a record the caller reads but may not write (the platform's) is forbidden, a missing one not found. */
  function refusedWrite(q: Queryable, principal: Principal, values: readonly string[]): SimError {
    const readable = q.select({ key: key.column }).from(table).where(and(scope.read(principal), inArray(key.column, [...values]))).all().length;
    return readable === values.length ? forbidden() : new SimError(rm.notFound);
  }

  function checkUnique(q: Queryable, principal: Principal, values: Values, exceptKey?: string) {
    for (const unique of uniques) {
      const value = values[unique.field];
      if (value === undefined || value === null || value === "") continue;
      const taken = q
        .select({ key: key.column })
        .from(table)
        .where(and(scope.unique(principal, values), eq(unique.column, value as string), exceptKey ? ne(key.column, exceptKey) : undefined))
        .get();
      if (taken) throw new SimError(unique.message);
    }
  }

  function insert(q: Queryable, req: Request, values: Values): Row {
    const principal = principalOf(req);
    checkUnique(q, principal, values);
    resource.check?.(q, principal, values, undefined, ctx.now());
    const at = new Date(ctx.now());
    const id = key.field === "id" ? nextId() : String(values[key.field]);
    const stored = resource.prepare ? resource.prepare(q, principal, values, undefined, ctx.now()) : values;
    const row = { ...stored, ...(key.field === "id" ? { id } : {}), ...scope.owner(principal, values), createTime: at, updateTime: at };
    q.insert(table).values(row as never).run();
    resource.afterWrite?.(q, principal, id, values, { now: ctx.now(), ip: req.ip });
    return viewOf(find(q, principal, id) ?? row, q, principal);
  }

  function requireWrite(principal: Principal, button: string) {
    if (resource.scope === "platform" && !isPlatformAdmin(principal)) throw forbidden();
    requireButton(db, principal, menuCode, button);
  }

  router.get(
    local(paths.query),
    handle((req) => {
      const principal = principalOf(req);
      const query = parseWith(querySchema, req.query, badRequest) as z.infer<typeof boundedPageSchema> & Values;
      const filtered = Object.keys(resource.filters).some((name) => typeof query[name] === "string" && query[name] !== "");
      const counted = resource.rowCount && !filtered && (resource.scope ?? "tenant") === "tenant";
      const keys = sortKeysOf(query.sorter, resource.sortable, resource.defaultOrder, key.column);
      const byHour = counted && keys.length === 2 && keys[0].column === timeColumn && keys[1].direction === keys[0].direction;
      const { rows, total } = pagerOf(db).page<Row>({
        table,
        where: whereOf(db, principal, query),
        knownTotal: counted ? rowsOfTenant(db, resource.rowCount!, principal.tenantCode) : undefined,
        locate: byHour ? hourLocator(db, resource.rowCount!, principal.tenantCode, keys[0].column, keys[0].direction) : undefined,
        keys,
        currentPage: query.currentPage,
        pageSize: query.pageSize,
      });
      const hidden = hiddenFields(db, principal, menuCode);
      return ok(page(rows.map((row) => withoutFields(viewOf(row, db, principal), hidden)), total, query.currentPage, query.pageSize));
    }),
  );

  if (!resource.readOnly) mountWrites();

  for (const format of EXPORT_FORMATS) {
    router.post(
      local(paths[exportPathKey[format]]),
      handle(async (req, res) => {
        const principal = principalOf(req);
        if (!resource.exportedFrom?.some((menu) => hasButton(db, principal, menu, "export"))) requireButton(db, principal, menuCode, "export");
        const query = parseWith(querySchema.omit({ currentPage: true, pageSize: true }), paramsOf(req), badRequest) as Values & { sorter?: string };
        const rows = db
          .select()
          .from(table)
          .where(whereOf(db, principal, query))
          .orderBy(...orderByOf(sortKeysOf(query.sorter, resource.sortable, resource.defaultOrder, key.column)))
          .limit(EXPORT_LIMIT)
          .all()
          .map((row) => viewOf(row, db, principal));
        const hidden = hiddenFields(db, principal, menuCode);
        const columns = resource.exportColumns.filter((column) => !hidden.has(column.field));
        const file = await exportFile(format, resource.title, columns, rows, readerOf(req));
        res.setHeader("Content-Type", file.contentType);
        res.setHeader("Content-Disposition", attachmentDisposition(`${menuCode}.${file.extension}`));
        res.send(file.body);
      }),
    );
  }

  const tree = resource.tree;
  if (tree) {
    router.get(
      local(paths.tree),
      handle((req) => {
        const principal = principalOf(req);
        const query = parseWith(querySchema.omit({ currentPage: true, pageSize: true, sorter: true }), req.query, badRequest) as Values;
        const hidden = hiddenFields(db, principal, menuCode);
        const rows = db
          .select()
          .from(table)
          .where(whereOf(db, principal, query))
          .orderBy(tree.order, key.column)
          .all()
          .map((row) => withoutFields(viewOf(row, db, principal), hidden));
        return ok(buildTree(rows, tree.parentField));
      }),
    );
  }

  /** add, update, delete, history and import: the calls that change records or show their changes. */
  function mountWrites() {
    router.post(
      local(paths.add),
      handle((req) => {
        const principal = principalOf(req);
        requireWrite(principal, "add");
        const values = parseWith(resource.addSchema, req.body);
        const row = db.transaction((tx) => {
          const created = insert(tx, req, values);
          audit(tx, req, "create", String(created[key.field]), null, created);
          return created;
        });
        return ok({ [key.field]: row[key.field] });
      }),
    );

    router.put(
      local(paths.update),
      handle((req) => {
        const principal = principalOf(req);
        requireWrite(principal, "update");
        const parsed = parseWith(resource.updateSchema, req.body);
        const keyValue = String(parsed[key.field]);
        const { [key.field]: _key, ...values } = parsed;
        db.transaction((tx) => {
          const before = find(tx, principal, keyValue, true);
          if (!before) throw refusedWrite(tx, principal, [keyValue]);
          checkUnique(tx, principal, values, keyValue);
          resource.check?.(tx, principal, values, keyValue, ctx.now());
          const stored = resource.prepare ? resource.prepare(tx, principal, values, keyValue, ctx.now()) : values;
          tx.update(table)
            .set({ ...stored, updateTime: new Date(ctx.now()) } as never)
            .where(and(scope.write(principal), byKey(keyValue)))
            .run();
          resource.afterWrite?.(tx, principal, keyValue, values, { now: ctx.now(), ip: req.ip });
          audit(tx, req, "update", keyValue, viewOf(before, tx, principal), viewOf(find(tx, principal, keyValue)!, tx, principal));
        });
        return ok();
      }),
    );

    router.post(
      local(paths.delete),
      handle((req) => {
        const principal = principalOf(req);
        requireWrite(principal, "delete");
        const query = parseWith(deleteQuerySchema, req.query) as Record<string, string | string[]>;
        const given = query[key.field];
        const keys = [...new Set(Array.isArray(given) ? given : [given])];
        db.transaction((tx) => {
          const rows = tx.select().from(table).where(and(scope.write(principal), inArray(key.column, keys))).all() as Row[];
          if (rows.length !== keys.length) throw refusedWrite(tx, principal, keys);
          resource.checkDelete?.(tx, principal, keys, ctx.now());
          const before = rows.map((row) => viewOf(row, tx, principal));
          resource.onDelete?.(tx, principal, keys);
          tx.delete(table).where(and(scope.write(principal), inArray(key.column, keys))).run();
          for (const row of before) audit(tx, req, "delete", String(row[key.field]), row, null);
        });
        return ok();
      }),
    );

    router.get(
      local(paths.history),
      handle((req) => {
        const principal = principalOf(req);
        const { id } = parseWith(historyQuerySchema, req.query, badRequest);
        // Only a record the caller may read has a history to show (a member's own rows, the tenant's).
        if (!find(db, principal, id)) return ok([]);
        const rows = db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.tenantCode, scope.auditTenant(principal)), eq(auditLog.entity, menuCode), eq(auditLog.entityId, id)))
          .orderBy(auditLog.createTime, auditLog.id)
          .all();
        const data: HistoryEntry[] = rows.map((r) => ({ id: r.id, action: r.action, username: r.username, createTime: isoTime(r.createTime), before: r.before, after: r.after }));
        return ok(data);
      }),
    );

    if (resource.importable) {
      const bodySchema = importBodySchema(z.unknown());
      router.post(
        local(paths.import),
        handle((req) => {
          const principal = principalOf(req);
          requireWrite(principal, "import");
          const { rows } = parseWith(bodySchema, req.body, badRequest);
          // All rows are checked first; one refusal names its row and nothing is written.
          const parsed = rows.map((row, i) => parseWith(resource.addSchema, row, (message) => new SimError(`row ${i + 1}: ${message}`)));
          const created = db.transaction((tx) =>
            parsed.map((values, i) => {
              try {
                const row = insert(tx, req, values);
                audit(tx, req, "import", String(row[key.field]), null, row);
                return row[key.field];
              } catch (error) {
                if (error instanceof SimError) throw new SimError(`row ${i + 1}: ${error.message}`, error.status, error.httpStatus);
                throw error;
              }
            }),
          );
          return ok({ count: created.length });
        }),
      );
    }
  }
}

/** A tenant's rows of a table that keeps its own count (`CrudResource.rowCount`). */
function rowsOfTenant(db: Queryable, tableName: string, tenantCode: string): number {
  return db.select({ n: rowCounts.n }).from(rowCounts).where(and(eq(rowCounts.tableName, tableName), eq(rowCounts.tenantCode, tenantCode))).get()?.n ?? 0;
}

interface ScopeConditions {
  read: (principal: Principal) => SQL | undefined;
  write: (principal: Principal) => SQL | undefined;
  /** Where a unique value must not repeat. */
  unique: (principal: Principal, values: Values) => SQL | undefined;
  owner: (principal: Principal, values: Values) => Values;
  /** The tenant whose audit log records the writes: platform data's are the platform's. */
  auditTenant: (principal: Principal) => string;
}

function scopeOf(resource: CrudResource): ScopeConditions {
  const scope = resource.scope ?? "tenant";
  const table = resource.table as Parameters<typeof scoped>[0];
  if (scope === "tenant") {
    const own = (principal: Principal) => scoped(table, principal);
    return { read: own, write: own, unique: own, owner: (principal) => ({ tenantCode: principal.tenantCode }), auditTenant: (principal) => principal.tenantCode };
  }
  if (scope === "platform") return { read: () => undefined, write: () => undefined, unique: () => undefined, owner: () => ({}), auditTenant: () => PLATFORM_TENANT_CODE };
  return { read: scope.read, write: scope.write, unique: (principal) => scope.read(principal), owner: scope.owner, auditTenant: (principal) => principal.tenantCode };
}

/**
 * Data-field permission (SPEC §6): the fields hidden from the principal's roles on this menu's
 * records, left out of list answers and exports. Administrators see every field.
 */
export function hiddenFields(db: Queryable, principal: Principal, menuCode: string): ReadonlySet<string> {
  if (isAdmin(principal) || principal.roleCodes.length === 0) return new Set();
  const rules = db
    .select({ dataField: roleDataFields.dataField })
    .from(roleDataFields)
    .where(and(scoped(roleDataFields, principal), eq(roleDataFields.menuCode, menuCode), inArray(roleDataFields.roleCode, principal.roleCodes)))
    .all();
  return new Set(rules.flatMap((rule) => rule.dataField.split(",").map((field) => field.trim()).filter(Boolean)));
}

function withoutFields(row: Row, hidden: ReadonlySet<string>): Row {
  if (hidden.size === 0) return row;
  return Object.fromEntries(Object.entries(row).filter(([field]) => field === "id" || !hidden.has(field))) as Row;
}

/** Nodes under their parents; a node whose parent is missing becomes a root. */
export function buildTree<T extends Row>(rows: readonly T[], parentField: string): (T & { children?: T[] })[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row } as T & { children?: T[] }]));
  const roots: (T & { children?: T[] })[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(String(node[parentField] ?? ""));
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
