import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import { idSchema } from "../../contract/envelope";
import { FILE_MOUNT } from "../../contract/file";
import { addShareSchema, FILE, netdiscMessages as n, netdiscPaths, SHARE_MAX_DAYS, type NetdiscShare } from "../../contract/netdisc";
import { nextId } from "../../db/snowflake";
import { files, netdiscEntries as e, netdiscShares as s } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { acrossTenants, scoped } from "../tenant";
import { liveEntry, parseInput } from "./netdisc";
import { sendFile } from "./stored";

const local = (path: string) => path.slice(FILE_MOUNT.length);
const DAY_MS = 86_400_000;

/** 128 random bits, URL-safe; only its hash is stored, so the table alone opens nothing. */
export const newShareToken = () => randomBytes(16).toString("base64url");
export const shareTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const shareOf = (row: typeof s.$inferSelect): NetdiscShare => ({
  id: row.id,
  entryId: row.entryId,
  expireTime: isoTime(row.expireTime)!,
  revokeTime: isoTime(row.revokeTime),
  createBy: row.createBy,
  createTime: isoTime(row.createTime)!,
});

/** The file a link opens at `now`: its share live (not expired, not revoked) and its entry out of the bin; else undefined. */
export function sharedFile(db: Queryable, token: string, now: number) {
  const share = acrossTenants("a share link names its tenant by its token alone", () =>
    db
      .select()
      .from(s)
      .where(eq(s.tokenHash, shareTokenHash(token)))
      .get()
  );
  if (!share || share.revokeTime || share.expireTime.getTime() <= now) return undefined;
  const entry = db
    .select({ name: e.name, fileId: e.fileId })
    .from(e)
    .where(and(scoped(e, share.tenantCode), eq(e.id, share.entryId), isNull(e.trashRoot)))
    .get();
  if (!entry?.fileId) return undefined;
  const file = db
    .select()
    .from(files)
    .where(and(scoped(files, share.tenantCode), eq(files.id, entry.fileId)))
    .get();
  return file && { ...file, originalName: entry.name };
}

/** The public download of a share link: before the area's token check, the link's token is its credential. */
export function publicShareRoutes(router: Router, ctx: SimContext) {
  router.get(
    local(netdiscPaths.openShare),
    handle((req, res) => {
      const token = z.string().min(16).max(64).safeParse(req.params.token);
      const file = token.success ? sharedFile(ctx.db, token.data, ctx.now()) : undefined;
      if (!file) throw new SimError(n.shareGone, 404, 404);
      sendFile(res, file);
    })
  );
}

/** Making, listing and revoking the links of the caller's files. */
export function shareRoutes(router: Router, ctx: SimContext) {
  const { db } = ctx;

  router.post(
    local(netdiscPaths.addShare),
    handle((req) => {
      const principal = principalOf(req);
      const input = parseInput(addShareSchema, req.body);
      const now = ctx.now();
      const expireTime = Date.parse(input.expireTime);
      if (expireTime <= now || expireTime > now + SHARE_MAX_DAYS * DAY_MS) throw new SimError(n.expiryPast);
      const token = newShareToken();
      const row = db.transaction((tx) => {
        const entry = liveEntry(tx, principal, input.id);
        if (entry.type !== FILE) throw new SimError(n.notAFile);
        const values = {
          id: nextId(),
          tenantCode: principal.tenantCode,
          entryId: entry.id,
          tokenHash: shareTokenHash(token),
          expireTime: new Date(expireTime),
          createBy: principal.username,
          createTime: new Date(now),
        };
        tx.insert(s).values(values).run();
        return { ...values, revokeTime: null };
      });
      return ok({ ...shareOf(row), token });
    })
  );

  router.get(
    local(netdiscPaths.queryShare),
    handle((req) => {
      const principal = principalOf(req);
      const { id } = parseInput(z.object({ id: idSchema }), req.query);
      const entry = liveEntry(db, principal, id);
      return ok(
        db
          .select()
          .from(s)
          .where(and(scoped(s, principal), eq(s.entryId, entry.id)))
          .orderBy(desc(s.createTime), desc(s.id))
          .all()
          .map(shareOf)
      );
    })
  );

  router.post(
    local(netdiscPaths.revokeShare),
    handle((req) => {
      const principal = principalOf(req);
      const { id } = parseInput(z.object({ id: idSchema }), req.query);
      db.transaction((tx) => {
        const share = tx
          .select()
          .from(s)
          .where(and(scoped(s, principal), eq(s.id, id)))
          .get();
        // A link of a file the caller cannot reach (another user's own) is as missing as an unknown one.
        if (!share) throw new SimError(n.notFound);
        liveEntry(tx, principal, share.entryId);
        tx.update(s)
          .set({ revokeTime: new Date(ctx.now()) })
          .where(and(scoped(s, principal), eq(s.id, id), isNull(s.revokeTime)))
          .run();
      });
      return ok();
    })
  );
}
