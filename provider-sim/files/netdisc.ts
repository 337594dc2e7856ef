import type { z } from "zod";
import { and, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { fileDownloadPath } from "../../contract/file";
import {
  FILE,
  FOLDER,
  netdiscMessages as n,
  NETDISC_QUOTA_BYTES,
  NETDISC_QUOTA_PARAM,
  type FolderNode,
  type NetdiscEntry,
  type NetdiscSpace,
  type NetdiscUsage,
} from "../../contract/netdisc";
import { files, netdiscEntries as e } from "../../db/schema";
import type { Queryable } from "../context";
import { isoTime, SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { paramValue } from "../services/users";
import { firstIssueMessage } from "../validate";
import { scoped } from "../tenant";

export type EntryRow = typeof e.$inferSelect;

/** The rows of one space the caller sees: the tenant's shared ones, or the caller's own. */
export function inSpace(principal: Principal, space: NetdiscSpace): SQL {
  const owner = space === "mine" ? eq(e.ownerId, principal.userId) : isNull(e.ownerId);
  return and(scoped(e, principal), eq(e.space, space), owner)!;
}

/** Rows outside the recycle bin. */
export const live = isNull(e.trashRoot);

/** Every row of the caller's, live or in the bin: shared ones and the caller's own. */
export const reachable = (principal: Principal): SQL => and(scoped(e, principal), sql`(${e.space} = 'shared' or ${e.ownerId} = ${principal.userId})`)!;

export function entryOf(row: EntryRow & { contentType?: string | null }): NetdiscEntry {
  return {
    id: row.id,
    space: row.space,
    parentId: row.parentId,
    type: row.type === FOLDER ? FOLDER : FILE,
    name: row.name,
    size: row.size,
    contentType: row.contentType ?? null,
    url: row.fileId ? fileDownloadPath(row.fileId, row.name) : null,
    createBy: row.createBy,
    createTime: isoTime(row.createTime)!,
    updateTime: isoTime(row.updateTime)!,
    deleteTime: isoTime(row.deleteTime),
  };
}

/** A live entry the caller may reach, or the provider's "does not exist". */
export function liveEntry(db: Queryable, principal: Principal, id: string): EntryRow {
  const row = db
    .select()
    .from(e)
    .where(and(reachable(principal), live, eq(e.id, id)))
    .get();
  if (!row) throw new SimError(n.notFound);
  return row;
}

/** The folder files go into: a live folder of the space, or its top (null). */
export function targetFolder(db: Queryable, principal: Principal, space: NetdiscSpace, parentId: string | null | undefined): string | null {
  if (!parentId) return null;
  const folder = db
    .select({ id: e.id })
    .from(e)
    .where(and(inSpace(principal, space), live, eq(e.id, parentId), eq(e.type, FOLDER)))
    .get();
  if (!folder) throw new SimError(n.folderNotFound);
  return folder.id;
}

const inFolder = (parentId: string | null) => (parentId ? eq(e.parentId, parentId) : isNull(e.parentId));

/** The live names already in a folder of the space. */
function namesIn(db: Queryable, principal: Principal, space: NetdiscSpace, parentId: string | null, except?: string): Set<string> {
  const rows = db
    .select({ id: e.id, name: e.name })
    .from(e)
    .where(and(inSpace(principal, space), live, inFolder(parentId)))
    .all();
  return new Set(rows.filter((r) => r.id !== except).map((r) => r.name.toLowerCase()));
}

/** Refuses a name the folder already holds (case-insensitive, as the user reads it). */
export function assertNameFree(db: Queryable, principal: Principal, space: NetdiscSpace, parentId: string | null, name: string, except?: string) {
  if (namesIn(db, principal, space, parentId, except).has(name.toLowerCase())) throw new SimError(n.nameTaken);
}

/** The name itself when free, else "name (2).ext", "name (3).ext" …: uploads and restores never clash. */
export function freeName(db: Queryable, principal: Principal, space: NetdiscSpace, parentId: string | null, name: string, except?: string): string {
  const taken = namesIn(db, principal, space, parentId, except);
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let i = 2; ; i++) {
    const candidate = `${stem} (${i})${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** The folders from the space's top down to `id` (included). */
export function trailTo(db: Queryable, principal: Principal, id: string | null): { id: string; name: string }[] {
  const trail: { id: string; name: string }[] = [];
  for (let at = id; at; ) {
    const row = db
      .select({ id: e.id, name: e.name, parentId: e.parentId })
      .from(e)
      .where(and(reachable(principal), eq(e.id, at)))
      .get();
    if (!row) break;
    trail.unshift({ id: row.id, name: row.name });
    at = row.parentId;
  }
  return trail;
}

/** `id` and every row under it (live rows, or the rows of one bin entry). */
export function subtreeIds(db: Queryable, principal: Principal, id: string): string[] {
  const found = [id];
  for (let level = [id]; level.length > 0; ) {
    level = db
      .select({ id: e.id })
      .from(e)
      .where(and(reachable(principal), inArray(e.parentId, level)))
      .all()
      .map((r) => r.id);
    found.push(...level);
  }
  return found;
}

/** The space's live folders as a tree. */
export function folderTree(db: Queryable, principal: Principal, space: NetdiscSpace): FolderNode[] {
  const rows = db
    .select({ id: e.id, name: e.name, parentId: e.parentId })
    .from(e)
    .where(and(inSpace(principal, space), live, eq(e.type, FOLDER)))
    .orderBy(e.name)
    .all();
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const r of rows) (r.parentId && nodes.has(r.parentId) ? nodes.get(r.parentId)!.children : roots).push(nodes.get(r.id)!);
  return roots;
}

/** The tenant's quota: its parameter in MB when set to a positive number, else the product's. */
export function quotaOf(db: Queryable, tenantCode: string): number {
  const mb = Number(paramValue(db, tenantCode, NETDISC_QUOTA_PARAM));
  return Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1024 * 1024) : NETDISC_QUOTA_BYTES;
}

/** Bytes the tenant's netdisc holds, the recycle bin included (its files come back on restore). */
export function usageOf(db: Queryable, tenantCode: string): NetdiscUsage {
  const used =
    db
      .select({ bytes: sql<number>`coalesce(sum(${e.size}), 0)` })
      .from(e)
      .where(and(scoped(e, tenantCode), eq(e.type, FILE)))
      .get()?.bytes ?? 0;
  return { used, quota: quotaOf(db, tenantCode) };
}

/** The tenant's files no netdisc entry names: other screens' uploads. */
export const attachmentsOf = (db: Queryable, tenantCode: string): SQL =>
  and(
    scoped(files, tenantCode),
    notInArray(
      files.id,
      db
        .select({ id: sql<string>`${e.fileId}` })
        .from(e)
        .where(and(scoped(e, tenantCode), sql`${e.fileId} is not null`))
    )
  )!;

const NETDISC_TEXTS: ReadonlySet<string> = new Set(Object.values(n));

/** Input parsed with its contract schema; a refusal in the netdisc's own words when the rule has them. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message;
  throw new SimError(message && NETDISC_TEXTS.has(message) ? message : firstIssueMessage(result.error));
}
