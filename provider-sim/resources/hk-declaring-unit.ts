import { and, desc, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { idSchema } from "../../contract/envelope";
import { addHkDeclaringUnitSchema, hkDeclaringUnitPaths, setDefaultHkDeclaringUnitPath, updateHkDeclaringUnitSchema } from "../../contract/hk/declaring-unit";
import { hkMessages as h } from "../../contract/hk/messages";
import { hkDeclaringUnits as units } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";

const MENU = "declarationUnit";

/**
 * Exactly one declaring unit of a tenant is its default, as a member's own default address
 * (own-default.ts) but tenant-wide: the first unit becomes the default; choosing another clears
 * the old one in the same transaction; unticking the default is refused; deleting it hands the
 * default to the newest unit left.
 */
const clearOthers = (q: Queryable, principal: Principal, id?: string) =>
  q.update(units).set({ isDefault: false }).where(and(scoped(units, principal), eq(units.isDefault, true), id ? ne(units.id, id) : undefined)).run();

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Declaring units", zh: "申报单位", tw: "申報單位" },
  paths: hkDeclaringUnitPaths,
  table: units,
  addSchema: addHkDeclaringUnitSchema,
  updateSchema: updateHkDeclaringUnitSchema,
  filters: {
    companyNameEn: { column: units.companyNameEn, match: "contains" },
    brNumber: { column: units.brNumber, match: "contains" },
  },
  sortable: { companyNameEn: units.companyNameEn, brNumber: units.brNumber, createTime: units.createTime },
  defaultOrder: [descending(units.isDefault), descending(units.createTime)],
  exportColumns: [
    { field: "companyNameEn", header: { en: "Company (English)", zh: "公司英文名", tw: "公司英文名" } },
    { field: "companyNameZh", header: { en: "Company (Chinese)", zh: "公司中文名", tw: "公司中文名" } },
    { field: "brNumber", header: { en: "BR number", zh: "商业登记号码", tw: "商業登記號碼" } },
    { field: "address", header: { en: "Address", zh: "地址", tw: "地址" } },
    { field: "contactPerson", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "phone", header: { en: "Phone", zh: "电话", tw: "電話" } },
    { field: "email", header: { en: "Email", zh: "邮箱", tw: "電子郵件" } },
    { field: "isDefault", header: { en: "Default", zh: "默认", tw: "預設" }, kind: "boolean" },
  ],
  unique: { field: "brNumber", column: units.brNumber, message: h.brTaken },
  check(q, principal, values, id) {
    if (!id || values.isDefault) return;
    const current = q.select({ isDefault: units.isDefault }).from(units).where(and(scoped(units, principal), eq(units.id, id))).get();
    if (current?.isDefault) throw new SimError(h.keepOneDefault);
  },
  prepare(q, principal, values, id) {
    const first = !id && q.select({ id: units.id }).from(units).where(scoped(units, principal)).get() === undefined;
    const isDefault = first || values.isDefault === true;
    if (isDefault) clearOthers(q, principal, id);
    return { ...values, isDefault };
  },
  onDelete(q, principal, ids) {
    const losing = q.select({ id: units.id }).from(units).where(and(scoped(units, principal), inArray(units.id, [...ids]), eq(units.isDefault, true))).get();
    if (!losing) return;
    const next = q.select({ id: units.id }).from(units).where(and(scoped(units, principal), notInArray(units.id, [...ids]))).orderBy(desc(units.createTime), desc(units.id)).get();
    if (next) q.update(units).set({ isDefault: true }).where(and(scoped(units, principal), eq(units.id, next.id))).run();
  },
};

/** `setDefaultHkDeclaringUnit?id=`: with the update button, audited as `setDefault`. */
function setDefaultRoute(router: Router, local: (path: string) => string, ctx: SimContext) {
  router.post(
    local(setDefaultHkDeclaringUnitPath),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(ctx.db, principal, MENU, "update");
      const { id } = parseWith(z.object({ id: idSchema }), req.query, (message) => new SimError(message, 400, 400));
      ctx.db.transaction((tx) => {
        const before = tx.select().from(units).where(and(scoped(units, principal), eq(units.id, id))).get();
        if (!before) throw new SimError(rm.notFound);
        clearOthers(tx, principal, id);
        tx.update(units).set({ isDefault: true, updateTime: new Date(ctx.now()) }).where(and(scoped(units, principal), eq(units.id, id))).run();
        writeAudit(tx, ctx.now(), {
          tenantCode: principal.tenantCode,
          actor: { userId: principal.userId, username: principal.username },
          action: "setDefault",
          entity: MENU,
          entityId: id,
          before,
          after: { ...before, isDefault: true },
          ip: req.ip,
        });
      });
      return ok();
    }),
  );
}

/** The traders a Hong Kong declaration is lodged for (/declarationUnit). */
export const hkDeclaringUnit: SimResource = { bases: [hkDeclaringUnitPaths.base], crud, routes: setDefaultRoute };
