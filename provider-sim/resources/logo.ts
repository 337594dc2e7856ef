import { and, eq } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import {
  addLogoSchema,
  judgeLogo,
  LOGO_FILE_PART,
  LOGO_LIMIT_BYTES,
  LOGO_NAME_PART,
  logoMessages as lm,
  logoNameSchema,
  logoPaths,
  setDefaultLogoPath,
  updateLogoSchema,
  uploadLogoPath,
  type ActiveLogo,
} from "../../contract/business/logo";
import { fileMessages, isChosenFile } from "../../contract/file";
import { nextId } from "../../db/snowflake";
import { logos } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { descending } from "../paging";
import { multipartForm } from "../routes/file";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { oneDefaultPerGroup } from "./one-default";
import type { SimResource } from "./resource";

const MENU_CODE = "logoManagement";
/** Room for the multipart envelope and the name around a logo just under the limit. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** One active logo per tenant: the first uploaded, then whichever is chosen. */
const activeOne = oneDefaultPerGroup(logos, {
  column: logos.tenantCode,
  of: (principal) => principal.tenantCode,
  visible: (principal) => scoped(logos, principal),
});

const YES_NO = { true: { en: "Active", zh: "使用中", tw: "使用中" }, false: { en: "", zh: "", tw: "" } };

/** A logo on the wire: everything but its bytes. */
function viewOf(row: Record<string, unknown>): Row {
  const { content: _bytes, tenantCode: _tenant, ...rest } = row;
  return rest as Row;
}

const crud: CrudResource = {
  menuCode: MENU_CODE,
  title: { en: "Logos", zh: "标志管理", tw: "標誌管理" },
  paths: logoPaths,
  table: logos,
  addSchema: addLogoSchema,
  updateSchema: updateLogoSchema,
  filters: { name: { column: logos.name, match: "contains" } },
  sortable: { name: logos.name, createTime: logos.createTime },
  defaultOrder: [descending(logos.createTime)],
  exportColumns: [
    { field: "name", header: { en: "Name", zh: "名称", tw: "名稱" } },
    { field: "contentType", header: { en: "Type", zh: "类型", tw: "類型" } },
    { field: "size", header: { en: "Size (bytes)", zh: "大小（字节）", tw: "大小（位元組）" } },
    { field: "isDefault", header: { en: "Active", zh: "使用中", tw: "使用中" }, kind: { labels: YES_NO } },
    { field: "createTime", header: { en: "Uploaded", zh: "上传时间", tw: "上傳時間" }, kind: "time" },
  ],
  // A logo's image only arrives by upload, where its bytes are judged; the kit's update renames it.
  check(_q, _principal, _values, id) {
    if (!id) throw new SimError(lm.uploadInstead);
  },
  onDelete: activeOne.hooks.onDelete,
  view: viewOf,
};

/** The raw body of an upload, its size refused in the logo's own words. */
function rawLogo(req: Request, res: Response, next: NextFunction) {
  express.raw({ type: "multipart/form-data", limit: LOGO_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES })(req, res, (err?: unknown) => {
    const tooLarge = (err as { type?: unknown } | null)?.type === "entity.too.large";
    next(tooLarge ? new SimError(lm.tooLarge, 413, 413) : err);
  });
}

/** The tenant's active logo, for the shell and the marketing header; null when it has none. */
export function activeLogo(db: Queryable, tenantCode: string): ActiveLogo {
  return db.select({ id: logos.id, contentType: logos.contentType }).from(logos).where(and(scoped(logos, tenantCode), eq(logos.isDefault, true))).get() ?? null;
}

/** A logo's bytes and type, by tenant and id, or a missing file's refusal. */
export function logoImage(db: Queryable, tenantCode: string, id: string): { content: Buffer; contentType: string } {
  const row = db.select({ content: logos.content, contentType: logos.contentType }).from(logos).where(and(scoped(logos, tenantCode), eq(logos.id, id))).get();
  if (!row) throw new SimError(fileMessages.notFound, 404, 404);
  return row;
}

/** Logos (/logoManagement): the kit's list, rename, delete and exports, the upload, and choosing the active one. */
export const logo: SimResource = {
  bases: [logoPaths.base],
  crud,
  routes(router, local, ctx) {
    router.post(
      local(uploadLogoPath),
      rawLogo,
      handle(async (req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU_CODE, "add");
        const form = await multipartForm(req);
        const files = (form?.getAll(LOGO_FILE_PART) ?? []).filter(isChosenFile);
        if (files.length !== 1) throw new SimError(lm.noFile);
        const [file] = files;
        const named = form?.get(LOGO_NAME_PART);
        const name = logoNameSchema.safeParse(typeof named === "string" && named.trim() !== "" ? named : file.name.replace(/\.[^.]*$/, "") || file.name);
        if (!name.success) throw new SimError(name.error.issues[0].message);
        const judged = judgeLogo(new Uint8Array(await file.arrayBuffer()));
        if ("refusal" in judged) throw new SimError(judged.refusal);
        const at = new Date(ctx.now());
        const row = ctx.db.transaction((tx) => {
          const { isDefault } = activeOne.hooks.prepare!(tx, principal, { isDefault: form?.get("isDefault") === "on" }, undefined, ctx.now());
          const values = {
            id: nextId(),
            tenantCode: principal.tenantCode,
            name: name.data,
            contentType: judged.contentType,
            size: judged.content.length,
            content: Buffer.from(judged.content),
            isDefault: isDefault === true,
            createBy: principal.username,
            createTime: at,
            updateTime: at,
          };
          tx.insert(logos).values(values).run();
          const shown = { ...viewOf(values), createTime: isoTime(at), updateTime: isoTime(at) };
          writeAudit(tx, ctx.now(), {
            tenantCode: principal.tenantCode,
            actor: { userId: principal.userId, username: principal.username },
            action: "create",
            entity: MENU_CODE,
            entityId: values.id,
            after: shown,
            ip: req.ip,
          });
          return shown;
        });
        return ok(row);
      }),
    );
    activeOne.setDefaultRoute(setDefaultLogoPath, MENU_CODE, viewOf)(router, local, ctx);
  },
};
