import type { Router } from "express";
import {
  GENERATOR_MOUNT,
  generatorPaths as p,
  previewSchema,
  restoreTemplateSchema,
  saveTemplateSchema,
  tableColumnsSchema,
  templateKeySchema,
} from "../../contract/dev/generator";
import { attachmentDisposition } from "../../contract/admin/resource";
import type { SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { areaRouter, handle, ok } from "../http";
import { principalOf, requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { parseWith } from "../validate";
import { renderEntity, zipFiles } from "../generator/render";
import { definitionOfTable, tableNames } from "../generator/tables";
import { templateDetail, templateItems, tenantTexts, versionText, writeVersion } from "../generator/templates-store";
import { entityView } from "../generator/view";

/** The menu whose update button writes template versions. */
const TEMPLATE_MENU = "generatortemplate";

/**
 * The code generator service (`/api/generator`, SPEC §3 generator): the tenant's template
 * versions, previews and zips of an entity's files, and definitions read from the database's tables.
 */
export function generatorRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(GENERATOR_MOUNT);
  const { db } = ctx;
  router.use(requireToken(ctx), requireUrlPermission(ctx));

  router.get(
    local(p.queryTemplate),
    handle((req) => ok(templateItems(db, principalOf(req), parseWith(templateKeySchema.pick({ templateSet: true }), req.query).templateSet))),
  );
  router.get(
    local(p.getTemplate),
    handle((req) => {
      const key = parseWith(templateKeySchema, req.query);
      return ok(templateDetail(db, principalOf(req), key.templateSet, key.item));
    }),
  );
  router.post(
    local(p.saveTemplate),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, TEMPLATE_MENU, "update");
      const body = parseWith(saveTemplateSchema, req.body);
      return ok(db.transaction((tx) => writeVersion(tx, principal, ctx.now(), body.templateSet, body.item, body.content, null), { behavior: "immediate" }));
    }),
  );
  router.post(
    local(p.restoreTemplate),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, TEMPLATE_MENU, "update");
      const body = parseWith(restoreTemplateSchema, req.body);
      return ok(
        db.transaction((tx) => {
          const text = versionText(tx, principal, body.templateSet, body.item, body.version);
          return writeVersion(tx, principal, ctx.now(), body.templateSet, body.item, text, body.version);
        }, { behavior: "immediate" }),
      );
    }),
  );

  /** The tenant's saved texts, under the drafts a template preview sends. */
  const filesFor = (req: Parameters<Parameters<typeof handle>[0]>[0]) => {
    const { definition, drafts } = parseWith(previewSchema, req.body);
    return { definition, files: renderEntity(definition, { ...tenantTexts(db, principalOf(req), definition.templateSet), ...drafts }) };
  };
  router.post(
    local(p.preview),
    handle((req) => ok(filesFor(req).files)),
  );
  router.post(
    local(p.download),
    handle((req, res) => {
      const { definition, files } = filesFor(req);
      res.set({ "Content-Type": "application/zip", "Content-Disposition": attachmentDisposition(`${entityView(definition).fileName}.zip`), "Cache-Control": "no-store" });
      res.send(Buffer.from(zipFiles(files)));
    }),
  );

  router.get(
    local(p.queryTable),
    handle(() => ok(tableNames(db.$client))),
  );
  router.get(
    local(p.readTable),
    handle((req) => ok(definitionOfTable(db.$client, parseWith(tableColumnsSchema, req.query).tableName))),
  );
  return router;
}
