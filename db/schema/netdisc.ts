import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * The netdisc's folders and files (PROVIDER-API.md: `type` 1 folder, 2 file; tree by `parentId`).
 * A file entry names its bytes in sys_file. "My files" belong to one user (`ownerId`); the
 * tenant's "Shared" space has none. An entry deleted to the recycle bin keeps its place: it and
 * everything under it carry `trashRoot`, the id of the entry the user deleted, which alone has a
 * `deleteTime` and is listed in the bin (decision 0031).
 */
export const netdiscEntries = sqliteTable(
  "sys_netdisc",
  {
    id: id(),
    tenantCode: tenantCode(),
    space: text({ enum: ["mine", "shared"] }).notNull(),
    ownerId: text(),
    parentId: text(),
    type: integer().notNull(),
    name: text().notNull(),
    fileId: text(),
    /** Bytes; 0 for a folder. */
    size: integer().notNull().default(0),
    trashRoot: text(),
    deleteTime: integer({ mode: "timestamp_ms" }),
    createBy: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    index("sys_netdisc_folder").on(t.tenantCode, t.space, t.ownerId, t.parentId),
    index("sys_netdisc_trash").on(t.tenantCode, t.trashRoot),
    index("sys_netdisc_file").on(t.fileId),
  ]
);

/** Links that download a netdisc file without signing in, until they expire or are revoked. Only the token's hash is kept. */
export const netdiscShares = sqliteTable(
  "sys_netdisc_share",
  {
    id: id(),
    tenantCode: tenantCode(),
    entryId: text().notNull(),
    tokenHash: text().notNull(),
    expireTime: integer({ mode: "timestamp_ms" }).notNull(),
    revokeTime: integer({ mode: "timestamp_ms" }),
    createBy: text(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("sys_netdisc_share_token").on(t.tokenHash), index("sys_netdisc_share_entry").on(t.tenantCode, t.entryId)]
);
