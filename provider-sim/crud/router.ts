import { and, count, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { Request, Router } from "express";
import { z } from "zod";
import { EXPORT_FORMATS, exportPathKey, importBodySchema, resourceMessages as rm, type HistoryEntry } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import { auditLog } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { handle, isoTime, ok, page, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { contains, orderOf, windowOf } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { requireButton } from "./buttons";
import { exportFile } from "./exports";
import { boundedPageSchema } from "./paging";
import type { CrudResource, Values } from "./resource";

/** Rows an export holds at most. */
const EXPORT_LIMIT = 10_000;

const badRequest = (message: string) => new SimError(message, 400, 400);
const historyQuerySchema = z.object({ id: idSchema });
const deleteQuerySchema = z.object({ id: z.union([idSchema, z.array(idSchema).min(1).max(1000)]) });

type Row = Record<string, unknown> & { id: string };

function view(row: Record<string, unknown>): Row {
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
  const t = table as unknown as Record<string, Parameters<typeof eq>[0]> & typeof table;
  const querySchema = boundedPageSchema.extend(
    Object.fromEntries(Object.keys(resource.filters).map((name) => [name, z.string().trim().max(100).optional()])),
  );

  const actor = (principal: Principal) => ({ userId: principal.userId, username: principal.username });
  const audit = (tx: Queryable, req: Request, action: string, entityId: string, before?: unknown, after?: unknown) =>
    writeAudit(tx, ctx.now(), { tenantCode: principalOf(req).tenantCode, actor: actor(principalOf(req)), action, entity: menuCode, entityId, before, after, ip: req.ip });

  function whereOf(principal: Principal, query: Record<string, unknown>): SQL | undefined {
    const filters = Object.entries(resource.filters).map(([name, { column, match }]) => {
      const value = query[name];
      if (typeof value !== "string" || value === "") return undefined;
      return match === "contains" ? contains(column, value) : eq(column, value);
    });
    return and(scoped(t, principal), ...filters);
  }

  function find(q: Queryable, principal: Principal, id: string): Row | undefined {
    const row = q.select().from(table).where(and(scoped(t, principal), eq(t.id, id))).get() as Row | undefined;
    return row;
  }

  function checkUnique(q: Queryable, principal: Principal, values: Values, exceptId?: string) {
    const unique = resource.unique;
    if (!unique) return;
    const taken = q
      .select({ id: t.id })
      .from(table)
      .where(and(scoped(t, principal), eq(unique.column, values[unique.field] as string), exceptId ? ne(t.id, exceptId) : undefined))
      .get();
    if (taken) throw new SimError(unique.message);
  }

  function insert(q: Queryable, req: Request, values: Values): Row {
    const principal = principalOf(req);
    checkUnique(q, principal, values);
    resource.check?.(q, principal, values);
    const at = new Date(ctx.now());
    const row = { ...values, id: nextId(), tenantCode: principal.tenantCode, createTime: at, updateTime: at };
    q.insert(table).values(row as never).run();
    return view(row);
  }

  router.get(
    local(paths.query),
    handle((req) => {
      const principal = principalOf(req);
      const query = parseWith(querySchema, req.query, badRequest) as z.infer<typeof boundedPageSchema> & Values;
      const where = whereOf(principal, query);
      const { limit, offset } = windowOf(query);
      const rows = db
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderOf(query.sorter, resource.sortable, resource.defaultOrder, t.id))
        .limit(limit)
        .offset(offset)
        .all();
      const [{ total }] = db.select({ total: count() }).from(table).where(where).all();
      return ok(page(rows.map(view), total, query.currentPage, query.pageSize));
    }),
  );

  router.post(
    local(paths.add),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, menuCode, "add");
      const values = parseWith(resource.addSchema, req.body);
      const row = db.transaction((tx) => {
        const created = insert(tx, req, values);
        audit(tx, req, "create", created.id, null, created);
        return created;
      });
      return ok({ id: row.id });
    }),
  );

  router.put(
    local(paths.update),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, menuCode, "update");
      const { id, ...values } = parseWith(resource.updateSchema, req.body);
      db.transaction((tx) => {
        const before = find(tx, principal, id);
        if (!before) throw new SimError(rm.notFound);
        checkUnique(tx, principal, values, id);
        resource.check?.(tx, principal, values, id);
        tx.update(table)
          .set({ ...values, updateTime: new Date(ctx.now()) } as never)
          .where(and(scoped(t, principal), eq(t.id, id)))
          .run();
        audit(tx, req, "update", id, view(before), view(find(tx, principal, id)!));
      });
      return ok();
    }),
  );

  router.post(
    local(paths.delete),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, menuCode, "delete");
      const { id } = parseWith(deleteQuerySchema, req.query);
      const ids = [...new Set(Array.isArray(id) ? id : [id])];
      db.transaction((tx) => {
        const rows = tx.select().from(table).where(and(scoped(t, principal), inArray(t.id, ids))).all() as Row[];
        if (rows.length !== ids.length) throw new SimError(rm.notFound);
        resource.checkDelete?.(tx, principal, ids);
        tx.delete(table).where(and(scoped(t, principal), inArray(t.id, ids))).run();
        for (const row of rows) audit(tx, req, "delete", row.id, view(row), null);
      });
      return ok();
    }),
  );

  for (const format of EXPORT_FORMATS) {
    router.post(
      local(paths[exportPathKey[format]]),
      handle(async (req, res) => {
        const principal = principalOf(req);
        requireButton(db, principal, menuCode, "export");
        const query = parseWith(querySchema.omit({ currentPage: true, pageSize: true }), paramsOf(req), badRequest) as Values & { sorter?: string };
        const rows = db
          .select()
          .from(table)
          .where(whereOf(principal, query))
          .orderBy(...orderOf(query.sorter, resource.sortable, resource.defaultOrder, t.id))
          .limit(EXPORT_LIMIT)
          .all()
          .map(view);
        const file = await exportFile(format, resource.title, resource.exportColumns, rows);
        const name = `${menuCode}.${file.extension}`;
        res.setHeader("Content-Type", file.contentType);
        res.setHeader("Content-Disposition", `attachment; filename="${name}"; filename*=UTF-8''${name}`);
        res.send(file.body);
      }),
    );
  }

  router.get(
    local(paths.history),
    handle((req) => {
      const principal = principalOf(req);
      const { id } = parseWith(historyQuerySchema, req.query, badRequest);
      const rows = db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantCode, principal.tenantCode), eq(auditLog.entity, menuCode), eq(auditLog.entityId, id)))
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
        requireButton(db, principal, menuCode, "import");
        const { rows } = parseWith(bodySchema, req.body, badRequest);
        // All rows are checked first; one refusal names its row and nothing is written.
        const parsed = rows.map((row, i) => parseWith(resource.addSchema, row, (message) => new SimError(`row ${i + 1}: ${message}`)));
        const created = db.transaction((tx) =>
          parsed.map((values, i) => {
            try {
              const row = insert(tx, req, values);
              audit(tx, req, "import", row.id, null, row);
              return row.id;
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

  const tree = resource.tree;
  if (tree) {
    router.get(
      local(paths.tree),
      handle((req) => {
        const rows = db.select().from(table).where(scoped(t, principalOf(req))).orderBy(tree.order, t.id).all().map(view);
        return ok(buildTree(rows, tree.parentField));
      }),
    );
  }
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
