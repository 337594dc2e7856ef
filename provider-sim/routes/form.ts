import type { Router } from "express";
import {
  addFormSchema,
  deleteFormSchema,
  formLookupSchema,
  formPaths as p,
  formQuerySchema,
  saveFormSchema,
  submissionQuerySchema,
  submitFormSchema,
} from "../../contract/dev/form";
import { GENERATOR_MOUNT } from "../../contract/dev/generator";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { addForm, deleteForms, formDetail, queryForms, querySubmissions, saveForm, submitForm } from "../forms/manage";
import { areaRouter, handle, ok, paramsOf } from "../http";
import { principalOf, requireToken } from "../middleware/auth";
import { requireUrlPermission } from "../middleware/url-permission";
import { parseWith } from "../validate";

/** The menu whose buttons add, save and delete forms. */
const FORM_MENU = "generatorform";

/**
 * Designed forms (`/api/generator/form`, contract/dev/form.ts): the tenant's forms and their
 * versions, and the filled-in forms kept against them. Every write is one transaction.
 */
export function formRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(GENERATOR_MOUNT);
  const { db } = ctx;
  const write = <T>(fn: (tx: Queryable) => T) => db.transaction((tx) => fn(tx), { behavior: "immediate" });
  router.use(local(`${GENERATOR_MOUNT}/form`), requireToken(ctx), requireUrlPermission(ctx));

  router.get(
    local(p.queryForm),
    handle((req) => ok(queryForms(db, principalOf(req), parseWith(formQuerySchema, req.query)))),
  );
  router.get(
    local(p.getForm),
    handle((req) => ok(formDetail(db, principalOf(req), parseWith(formLookupSchema, req.query)))),
  );
  router.post(
    local(p.addForm),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, FORM_MENU, "add");
      const body = parseWith(addFormSchema, req.body);
      return ok(write((tx) => addForm(tx, principal, ctx.now(), body)));
    }),
  );
  router.post(
    local(p.saveForm),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, FORM_MENU, "update");
      const body = parseWith(saveFormSchema, req.body);
      return ok(write((tx) => saveForm(tx, principal, ctx.now(), body)));
    }),
  );
  router.delete(
    local(p.deleteForm),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, FORM_MENU, "delete");
      const { ids } = parseWith(deleteFormSchema, paramsOf(req));
      write((tx) => deleteForms(tx, principal, ids));
      return ok();
    }),
  );
  router.post(
    local(p.submitForm),
    handle((req) => {
      const principal = principalOf(req);
      const body = parseWith(submitFormSchema, req.body);
      return ok(write((tx) => submitForm(tx, principal, ctx.now(), body)));
    }),
  );
  router.get(
    local(p.querySubmission),
    handle((req) => ok(querySubmissions(db, principalOf(req), parseWith(submissionQuerySchema, req.query)))),
  );
  return router;
}
