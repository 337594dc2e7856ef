import { z } from "zod";
import { idSchema, pageQuerySchema, pageSchema } from "./envelope";
import { FILE_MOUNT, fileInfoSchema } from "./file";

/**
 * The netdisc of the provider's file service (decision 0031): folders and files in "My files"
 * (one user's) and "Shared" (the tenant's), a recycle bin, a per-tenant quota, share links, and
 * the tenant's other uploads read-only as "Attachments". Files are sys_file rows, so a netdisc
 * file downloads through `filePaths.download` like any attachment.
 */
const NETDISC = `${FILE_MOUNT}/netdisc`;

export const netdiscPaths = {
  /** GET page of a folder (or, with `name`, of a search over the space): `space`, `parentId`, `name`, paging, `sorter`. */
  query: `${NETDISC}/queryNetdisc`,
  /** GET the space's folders as a tree (move dialog). */
  queryTree: `${NETDISC}/queryNetdiscTree`,
  /** POST JSON `{ space, parentId, name }`. */
  addFolder: `${NETDISC}/addNetdiscFolder`,
  /** POST multipart: part `file`, fields `space`, `parentId`. Answers the new entry. */
  uploadNetdisc: `${NETDISC}/uploadNetdisc`,
  /** PUT JSON `{ id, name }`. */
  rename: `${NETDISC}/renameNetdisc`,
  /** PUT JSON `{ id, parentId }` (no parentId: the space's top). */
  move: `${NETDISC}/moveNetdisc`,
  /** POST `?id=…&id=…`: to the recycle bin. */
  delete: `${NETDISC}/deleteNetdisc`,
  /** GET page of the caller's recycle bin. */
  queryRecycle: `${NETDISC}/queryNetdiscRecycle`,
  /** POST `?id=…`: back where it was (its folder gone: the space's top). */
  restore: `${NETDISC}/restoreNetdisc`,
  /** POST `?id=…`: deleted for good, with everything under it; frees its space. */
  purge: `${NETDISC}/purgeNetdisc`,
  /** GET `{ used, quota }` in bytes, the tenant's. */
  queryUsage: `${NETDISC}/queryNetdiscUsage`,
  /** GET the tenant's other uploads (attachments, proofs, logos), paged, `name` filter. */
  queryAttachment: `${NETDISC}/queryNetdiscAttachment`,
  /** POST JSON `{ id, expireTime }`: answers the link's token once. */
  addShare: `${NETDISC}/addNetdiscShare`,
  /** GET `?id=` (an entry): its links. */
  queryShare: `${NETDISC}/queryNetdiscShare`,
  /** POST `?id=` (a link). */
  revokeShare: `${NETDISC}/revokeNetdiscShare`,
  /** GET, no bearer token: the shared file's bytes; the token is the credential. */
  openShare: `${NETDISC}/openNetdiscShare/:token`,
} as const;

export const openSharePath = (token: string) => `${NETDISC}/openNetdiscShare/${encodeURIComponent(token)}`;

/** Messages of the netdisc calls, in the provider's English (translated by the files screen's texts). */
export const netdiscMessages = {
  notFound: "the file or folder does not exist",
  nameTaken: "a file or folder of this name is already here",
  badName: "a name is 1 to 200 characters, without / \\ or control characters",
  folderNotFound: "the target folder does not exist",
  intoItself: "a folder cannot move into itself or a folder inside it",
  quotaFull: "the tenant's file space is full",
  notAFile: "only a file can be shared",
  expiryPast: "the expiry must be in the future and within a year",
  shareGone: "this link has expired or was revoked",
} as const;

export const NETDISC_SPACES = ["mine", "shared"] as const;
export type NetdiscSpace = (typeof NETDISC_SPACES)[number];
/** PROVIDER-API.md seed facts: `type` 1 folder, 2 file. */
export const FOLDER = 1;
export const FILE = 2;

/**
 * Not in SPEC: a tenant's netdisc holds 1 GiB unless its parameter `file.netdiscQuotaMb` says
 * otherwise. Files in the recycle bin count until deleted for good; other screens' attachments do not.
 */
export const NETDISC_QUOTA_BYTES = 1024 * 1024 * 1024;
export const NETDISC_QUOTA_PARAM = "file.netdiscQuotaMb";

/** The longest a share link lives (decision 0031). */
export const SHARE_MAX_DAYS = 365;

export const NAME_MAX = 200;
export const entryNameSchema = z
  .string()
  .trim()
  .min(1, netdiscMessages.badName)
  .max(NAME_MAX, netdiscMessages.badName)
  .regex(/^[^/\\\u0000-\u001f\u007f]+$/, netdiscMessages.badName);

const parentIdSchema = z.preprocess((v) => (v === "" ? null : v), idSchema.nullish());

export const netdiscQuerySchema = pageQuerySchema.extend({
  space: z.enum(NETDISC_SPACES),
  parentId: parentIdSchema,
  name: z.string().trim().max(NAME_MAX).optional(),
});
export const addFolderSchema = z.object({
  space: z.enum(NETDISC_SPACES),
  parentId: parentIdSchema,
  name: entryNameSchema,
});
export const uploadFieldsSchema = z.object({
  space: z.enum(NETDISC_SPACES),
  parentId: parentIdSchema,
});
export const renameSchema = z.object({ id: idSchema, name: entryNameSchema });
export const moveSchema = z.object({ id: idSchema, parentId: parentIdSchema });
export const addShareSchema = z.object({
  id: idSchema,
  expireTime: z.string().datetime({ offset: true }),
});
export const nameFilterSchema = pageQuerySchema.extend({
  name: z.string().trim().max(NAME_MAX).optional(),
});

export const netdiscEntrySchema = z.object({
  id: idSchema,
  space: z.enum(NETDISC_SPACES),
  parentId: idSchema.nullable(),
  type: z.union([z.literal(FOLDER), z.literal(FILE)]),
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string().nullable(),
  /** A file's download path; null for a folder. */
  url: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  /** In the recycle bin: when it was deleted. */
  deleteTime: z.string().nullable(),
});
export type NetdiscEntry = z.infer<typeof netdiscEntrySchema>;

const crumbSchema = z.object({ id: idSchema, name: z.string() });
/** A folder's page, with the way down to it from the space's top. */
export const netdiscPageSchema = pageSchema(netdiscEntrySchema).extend({
  trail: z.array(crumbSchema),
});
export type NetdiscPage = z.infer<typeof netdiscPageSchema>;
export const netdiscRecycleSchema = pageSchema(netdiscEntrySchema);

export interface FolderNode {
  id: string;
  name: string;
  children: FolderNode[];
}
export const folderNodeSchema: z.ZodType<FolderNode> = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    children: z.array(folderNodeSchema),
  })
);

export const usageSchema = z.object({
  used: z.number().int().nonnegative(),
  quota: z.number().int().positive(),
});
export type NetdiscUsage = z.infer<typeof usageSchema>;

export const attachmentPageSchema = pageSchema(fileInfoSchema);

export const shareSchema = z.object({
  id: idSchema,
  entryId: idSchema,
  expireTime: z.string(),
  revokeTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type NetdiscShare = z.infer<typeof shareSchema>;
/** A new link: its token, shown once (only its hash is kept). */
export const newShareSchema = shareSchema.extend({ token: z.string() });

/** Whether `used` bytes plus an upload of `size` stay within `quota`. */
export const fitsQuota = (usage: NetdiscUsage, size: number) => usage.used + size <= usage.quota;
