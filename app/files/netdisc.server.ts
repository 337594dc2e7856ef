import { z } from "zod";
import { UPLOAD_PART } from "#contract/file";
import {
  attachmentPageSchema,
  folderNodeSchema,
  netdiscEntrySchema,
  netdiscPageSchema,
  netdiscPaths as p,
  netdiscRecycleSchema,
  newShareSchema,
  openSharePath,
  shareSchema,
  usageSchema,
  type NetdiscSpace,
} from "#contract/netdisc";
import type { ProviderClient } from "~/provider/client.server";

/** A call on behalf of a signed-in user. */
type Call = { token: string; lang?: string };
export type PageAsked = {
  currentPage: number;
  pageSize: number;
  sorter?: string;
  name?: string;
};

/** The netdisc calls of the provider's file service (contract/netdisc.ts), bound to one user's call. */
export function netdiscApi(client: ProviderClient, call: Call) {
  const read = <T>(path: string, schema: z.ZodType<T>, query: Record<string, string | number | undefined | null | string[]> = {}) =>
    client.data({ ...call, method: "GET", path, query, schema });
  const act = (method: "POST" | "PUT", path: string, body: { json?: unknown; query?: Record<string, string | string[]> }) => client.request({ ...call, method, path, ...body });
  return {
    list: (space: NetdiscSpace, parentId: string | null, asked: PageAsked) => read(p.query, netdiscPageSchema, { space, parentId, ...asked }),
    recycle: (asked: PageAsked) => read(p.queryRecycle, netdiscRecycleSchema, asked),
    attachments: (asked: PageAsked) => read(p.queryAttachment, attachmentPageSchema, asked),
    usage: () => read(p.queryUsage, usageSchema),
    tree: (space: NetdiscSpace) => read(p.queryTree, z.array(folderNodeSchema), { space }),
    shares: (id: string) => read(p.queryShare, z.array(shareSchema), { id }),
    addFolder: (space: NetdiscSpace, parentId: string | null, name: string) => act("POST", p.addFolder, { json: { space, parentId, name } }),
    rename: (id: string, name: string) => act("PUT", p.rename, { json: { id, name } }),
    move: (id: string, parentId: string | null) => act("PUT", p.move, { json: { id, parentId } }),
    remove: (ids: string[]) => act("POST", p.delete, { query: { id: ids } }),
    restore: (ids: string[]) => act("POST", p.restore, { query: { id: ids } }),
    purge: (ids: string[]) => act("POST", p.purge, { query: { id: ids } }),
    share: (id: string, expireTime: string) =>
      client.data({
        ...call,
        method: "POST",
        path: p.addShare,
        json: { id, expireTime },
        schema: newShareSchema,
      }),
    revoke: (id: string) => act("POST", p.revokeShare, { query: { id } }),
    upload: (space: NetdiscSpace, parentId: string | null, file: File) => {
      const multipart = new FormData();
      multipart.set("space", space);
      if (parentId) multipart.set("parentId", parentId);
      multipart.set(UPLOAD_PART, file, file.name);
      return client.data({
        ...call,
        method: "POST",
        path: p.uploadNetdisc,
        multipart,
        schema: netdiscEntrySchema,
      });
    },
  };
}
export type NetdiscApi = ReturnType<typeof netdiscApi>;

/** A share link's file, for anyone holding the link: no session, the token is the credential. */
export const openShare = (client: ProviderClient, token: string, lang?: string) => client.stream({ method: "GET", path: openSharePath(token), lang });
