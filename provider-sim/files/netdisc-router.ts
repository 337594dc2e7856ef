import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  sql,
} from "drizzle-orm";
import express, { type Request, type Router } from "express";
import type { SQL } from "drizzle-orm";
import { z } from "zod";
import { idSchema } from "../../contract/envelope";
import { FILE_MOUNT } from "../../contract/file";
import {
  addFolderSchema,
  FILE,
  fitsQuota,
  FOLDER,
  moveSchema,
  nameFilterSchema,
  netdiscMessages as n,
  netdiscPaths,
  netdiscQuerySchema,
  renameSchema,
  uploadFieldsSchema,
} from "../../contract/netdisc";
import { UPLOAD_LIMIT_BYTES } from "../../app/lib/constants";
import { nextId } from "../../db/snowflake";
import { files, netdiscEntries as e, netdiscShares } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { handle, ok, page, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import {
  contains,
  orderByOf,
  sortKeysOf,
  ascending,
  windowOf,
} from "../paging";
import { scoped } from "../tenant";
import {
  assertNameFree,
  attachmentsOf,
  entryOf,
  folderTree,
  freeName,
  inSpace,
  live,
  liveEntry,
  reachable,
  subtreeIds,
  targetFolder,
  trailTo,
  usageOf,
  parseInput,
} from "./netdisc";
import {
  checkedUpload,
  fileInfoOf,
  keptFile,
  MULTIPART_OVERHEAD_BYTES,
} from "./stored";

const local = (path: string) => path.slice(FILE_MOUNT.length);
const idsQuery = z.object({
  id: z.union([idSchema, z.array(idSchema).min(1).max(1000)]),
});
const idsOf = (req: Request) => [parseInput(idsQuery, req.query).id].flat();
const SORTABLE = {
  name: e.name,
  size: e.size,
  createTime: e.createTime,
  updateTime: e.updateTime,
};
/** Folders first, then the asked order (by name by default). */
const entryOrder = (sorter: string | undefined) => [
  asc(e.type),
  ...orderByOf(sortKeysOf(sorter, SORTABLE, [ascending(e.name)], e.id)),
];
const withType = { ...getTableColumns(e), contentType: files.contentType };

/**
 * The netdisc calls (contract/netdisc.ts), on the file area's router behind its token and URL
 * permission. Every write is one transaction; every row is the caller's tenant's, and "My files"
 * rows the caller's own.
 */
export function netdiscRoutes(router: Router, ctx: SimContext) {
  const { db } = ctx;
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

  /** A write: the caller, the request, one transaction; its result is the answer's data. */
  const write = <T>(fn: (tx: Tx, principal: Principal, req: Request) => T) =>
    handle((req) => {
      const principal = principalOf(req);
      return ok(db.transaction((tx) => fn(tx, principal, req)));
    });
  /** The same write for each id of the request, in one transaction. */
  const forEachId = (fn: (tx: Tx, principal: Principal, id: string) => void) =>
    write((tx, principal, req) => {
      for (const id of idsOf(req)) fn(tx, principal, id);
    });
  /** One page of entries (with their files' types) under `where`, in `order`. */
  const entryPage = (
    principal: Principal,
    where: SQL | undefined,
    order: SQL[],
    q: { currentPage: number; pageSize: number }
  ) => {
    const { limit, offset } = windowOf(q);
    const rows = db
      .select(withType)
      .from(e)
      .leftJoin(files, and(scoped(files, principal), eq(files.id, e.fileId)))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .all();
    return page(
      rows.map(entryOf),
      db.select({ n: count() }).from(e).where(where).get()?.n ?? 0,
      q.currentPage,
      q.pageSize
    );
  };
  const byId = (principal: Principal, id: string) =>
    and(scoped(e, principal), eq(e.id, id));
  /** A new entry of the caller's, read back as stored. */
  const insertEntry = (
    tx: Queryable,
    principal: Principal,
    values: Omit<
      typeof e.$inferInsert,
      "id" | "tenantCode" | "ownerId" | "createBy"
    >
  ) => {
    const id = nextId();
    tx.insert(e)
      .values({
        ...values,
        id,
        tenantCode: principal.tenantCode,
        ownerId: values.space === "mine" ? principal.userId : null,
        createBy: principal.username,
      })
      .run();
    return tx.select().from(e).where(byId(principal, id)).get()!;
  };

  router.get(
    local(netdiscPaths.query),
    handle((req) => {
      const principal = principalOf(req);
      const q = parseInput(netdiscQuerySchema, req.query);
      const where = q.name
        ? and(inSpace(principal, q.space), live, contains(e.name, q.name))
        : and(
            inSpace(principal, q.space),
            live,
            q.parentId
              ? eq(
                  e.parentId,
                  targetFolder(db, principal, q.space, q.parentId)!
                )
              : sql`${e.parentId} is null`
          );
      return ok({
        ...entryPage(principal, where, entryOrder(q.sorter), q),
        trail: q.name ? [] : trailTo(db, principal, q.parentId ?? null),
      });
    })
  );

  router.get(
    local(netdiscPaths.queryTree),
    handle((req) =>
      ok(
        folderTree(
          db,
          principalOf(req),
          parseInput(
            z.object({ space: netdiscQuerySchema.shape.space }),
            req.query
          ).space
        )
      )
    )
  );

  router.get(
    local(netdiscPaths.queryUsage),
    handle((req) => ok(usageOf(db, principalOf(req).tenantCode)))
  );

  router.post(
    local(netdiscPaths.addFolder),
    write((tx, principal, req) => {
      const input = parseInput(addFolderSchema, req.body);
      const parentId = targetFolder(tx, principal, input.space, input.parentId);
      assertNameFree(tx, principal, input.space, parentId, input.name);
      const now = new Date(ctx.now());
      return entryOf(
        insertEntry(tx, principal, {
          space: input.space,
          parentId,
          type: FOLDER,
          name: input.name,
          createTime: now,
          updateTime: now,
        })
      );
    })
  );

  router.post(
    local(netdiscPaths.uploadNetdisc),
    express.raw({
      type: "multipart/form-data",
      limit: UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES,
    }),
    handle(async (req) => {
      const principal = principalOf(req);
      const { file, form } = await checkedUpload(req);
      const fields = parseInput(uploadFieldsSchema, {
        space: form?.get("space") ?? undefined,
        parentId: form?.get("parentId") ?? undefined,
      });
      const kept = await keptFile(ctx, principal, file);
      const row = db.transaction((tx) => {
        if (!fitsQuota(usageOf(tx, principal.tenantCode), kept.size))
          throw new SimError(n.quotaFull);
        const parentId = targetFolder(
          tx,
          principal,
          fields.space,
          fields.parentId
        );
        const name = freeName(
          tx,
          principal,
          fields.space,
          parentId,
          kept.originalName
        );
        tx.insert(files)
          .values({ ...kept, originalName: name })
          .run();
        const when = {
          createTime: kept.createTime,
          updateTime: kept.createTime,
        };
        return insertEntry(tx, principal, {
          space: fields.space,
          parentId,
          type: FILE,
          name,
          fileId: kept.id,
          size: kept.size,
          ...when,
        });
      });
      return ok(entryOf({ ...row, contentType: kept.contentType }));
    })
  );

  router.put(
    local(netdiscPaths.rename),
    write((tx, principal, req) => {
      const input = parseInput(renameSchema, req.body);
      const row = liveEntry(tx, principal, input.id);
      assertNameFree(
        tx,
        principal,
        row.space,
        row.parentId,
        input.name,
        row.id
      );
      tx.update(e)
        .set({ name: input.name, updateTime: new Date(ctx.now()) })
        .where(byId(principal, row.id))
        .run();
      // The download's save name follows the file's.
      if (row.fileId)
        tx.update(files)
          .set({ originalName: input.name })
          .where(and(scoped(files, principal), eq(files.id, row.fileId)))
          .run();
    })
  );

  router.put(
    local(netdiscPaths.move),
    write((tx, principal, req) => {
      const input = parseInput(moveSchema, req.body);
      const row = liveEntry(tx, principal, input.id);
      const parentId = targetFolder(tx, principal, row.space, input.parentId);
      if (
        parentId &&
        trailTo(tx, principal, parentId).some((folder) => folder.id === row.id)
      )
        throw new SimError(n.intoItself);
      assertNameFree(tx, principal, row.space, parentId, row.name, row.id);
      tx.update(e)
        .set({ parentId, updateTime: new Date(ctx.now()) })
        .where(byId(principal, row.id))
        .run();
    })
  );

  router.post(
    local(netdiscPaths.delete),
    forEachId((tx, principal, id) => {
      const row = liveEntry(tx, principal, id);
      tx.update(e)
        .set({ trashRoot: row.id })
        .where(
          and(
            reachable(principal),
            live,
            inArray(e.id, subtreeIds(tx, principal, row.id))
          )
        )
        .run();
      tx.update(e)
        .set({ deleteTime: new Date(ctx.now()) })
        .where(byId(principal, row.id))
        .run();
    })
  );

  router.get(
    local(netdiscPaths.queryRecycle),
    handle((req) => {
      const principal = principalOf(req);
      const q = parseInput(nameFilterSchema, req.query);
      const where = and(
        reachable(principal),
        isNotNull(e.deleteTime),
        q.name ? contains(e.name, q.name) : undefined
      );
      return ok(
        entryPage(principal, where, [desc(e.deleteTime), desc(e.id)], q)
      );
    })
  );

  /** A deleted entry (the one the user deleted, not one under it) of the caller's bin. */
  const binned = (tx: Tx, principal: Principal, id: string) => {
    const row = tx
      .select()
      .from(e)
      .where(and(reachable(principal), isNotNull(e.deleteTime), eq(e.id, id)))
      .get();
    if (!row) throw new SimError(n.notFound);
    return row;
  };

  router.post(
    local(netdiscPaths.restore),
    forEachId((tx, principal, id) => {
      const row = binned(tx, principal, id);
      // Its folder gone (deleted or in the bin): back at the space's top.
      const parent = row.parentId
        ? tx
            .select({ id: e.id })
            .from(e)
            .where(and(reachable(principal), live, eq(e.id, row.parentId)))
            .get()
        : undefined;
      const parentId = parent?.id ?? null;
      const name = freeName(
        tx,
        principal,
        row.space,
        parentId,
        row.name,
        row.id
      );
      tx.update(e)
        .set({ trashRoot: null })
        .where(and(scoped(e, principal), eq(e.trashRoot, row.id)))
        .run();
      tx.update(e)
        .set({
          parentId,
          name,
          deleteTime: null,
          updateTime: new Date(ctx.now()),
        })
        .where(byId(principal, row.id))
        .run();
    })
  );

  router.post(
    local(netdiscPaths.purge),
    forEachId((tx, principal, id) => {
      const row = binned(tx, principal, id);
      const gone = tx
        .select({ id: e.id, fileId: e.fileId })
        .from(e)
        .where(and(scoped(e, principal), eq(e.trashRoot, row.id)))
        .all();
      const fileIds = gone.flatMap((g) => (g.fileId ? [g.fileId] : []));
      tx.delete(netdiscShares)
        .where(
          and(
            scoped(netdiscShares, principal),
            inArray(
              netdiscShares.entryId,
              gone.map((g) => g.id)
            )
          )
        )
        .run();
      tx.delete(e)
        .where(and(scoped(e, principal), eq(e.trashRoot, row.id)))
        .run();
      if (fileIds.length > 0)
        tx.delete(files)
          .where(and(scoped(files, principal), inArray(files.id, fileIds)))
          .run();
    })
  );

  router.get(
    local(netdiscPaths.queryAttachment),
    handle((req) => {
      const principal = principalOf(req);
      const q = parseInput(nameFilterSchema, req.query);
      const where = and(
        attachmentsOf(db, principal.tenantCode),
        q.name ? contains(files.originalName, q.name) : undefined
      );
      const { limit, offset } = windowOf(q);
      const rows = db
        .select()
        .from(files)
        .where(where)
        .orderBy(desc(files.createTime), desc(files.id))
        .limit(limit)
        .offset(offset)
        .all();
      return ok(
        page(
          rows.map(fileInfoOf),
          db.select({ n: count() }).from(files).where(where).get()?.n ?? 0,
          q.currentPage,
          q.pageSize
        )
      );
    })
  );
}
